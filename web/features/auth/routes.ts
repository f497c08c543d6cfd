import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

/** Pages that a signed-in person is sent on from; opened cold, they are drawn without the router (web/signIn.tsx). */
export const signInPages: { path: string; title: string; load: () => Promise<ComponentType> }[] = [
  { path: '/login', title: 'Log in', load: () => import('./LoginPage').then((m) => m.LoginPage) },
  { path: '/signup', title: 'Sign up', load: () => import('./SignupPage').then((m) => m.SignupPage) },
];

export const authRoutes: FeatureRoutes = {
  guestOnly: signInPages.map(({ path, title, load }) => page(path, load, { title })),
  public: [
    page('/email-sent', () => import('./EmailSentPage').then((m) => m.EmailSentPage), { title: 'Check your email' }),
    page('/verify-email', () => import('./VerifyEmailPage').then((m) => m.VerifyEmailPage), { title: 'Verify your email' }),
    page('/forgot-password', () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage), { title: 'Forgot password' }),
    page('/forgot-password/verify', () => import('./ForgotPasswordVerifyPage').then((m) => m.ForgotPasswordVerifyPage), { title: 'Forgot password' }),
    page('/resetPassword', () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage), { title: 'Reset password' }),
    page('/invite/accept', () => import('./InviteAcceptPage').then((m) => m.InviteAcceptPage), { title: 'Accept invitation' }),
  ],
};
