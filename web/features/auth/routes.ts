import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const authRoutes: FeatureRoutes = {
  guestOnly: [
    page('/login', () => import('./LoginPage').then((m) => m.LoginPage), { title: 'Log in' }),
    page('/signup', () => import('./SignupPage').then((m) => m.SignupPage), { title: 'Sign up' }),
  ],
  public: [
    page('/email-sent', () => import('./EmailSentPage').then((m) => m.EmailSentPage), { title: 'Check your email' }),
    page('/verify-email', () => import('./VerifyEmailPage').then((m) => m.VerifyEmailPage), { title: 'Verify your email' }),
    page('/forgot-password', () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage), { title: 'Forgot password' }),
    page('/forgot-password/verify', () => import('./ForgotPasswordVerifyPage').then((m) => m.ForgotPasswordVerifyPage), { title: 'Forgot password' }),
    page('/resetPassword', () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage), { title: 'Reset password' }),
    page('/invite/accept', () => import('./InviteAcceptPage').then((m) => m.InviteAcceptPage), { title: 'Accept invitation' }),
  ],
};
