import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from './components/FullPageStatus';
import type { RouteHandle } from './shell/AppShell';
import { GuestOnly, RequireAuth, RequireRouteAccess } from './shell/guards';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';

/** Each page is its own chunk, so the first visit downloads only what it shows. */
function page(path: string, load: () => Promise<ComponentType>, handle?: RouteHandle): RouteObject {
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

const publicRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      page('/login', () => import('../features/auth/LoginPage').then((m) => m.LoginPage), { title: 'Log in' }),
      page('/signup', () => import('../features/auth/SignupPage').then((m) => m.SignupPage), { title: 'Sign up' }),
    ],
  },
  page('/email-sent', () => import('../features/auth/EmailSentPage').then((m) => m.EmailSentPage), { title: 'Check your email' }),
  page('/verify-email', () => import('../features/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage), { title: 'Verify your email' }),
  page('/forgot-password', () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), { title: 'Forgot password' }),
  page('/forgot-password/verify', () => import('../features/auth/ForgotPasswordVerifyPage').then((m) => m.ForgotPasswordVerifyPage), { title: 'Forgot password' }),
  page('/resetPassword', () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage), { title: 'Reset password' }),
  page('/invite/accept', () => import('../features/auth/InviteAcceptPage').then((m) => m.InviteAcceptPage), { title: 'Accept invitation' }),
  page('/confirm-email', () => import('../features/profile/ConfirmEmailPage').then((m) => m.ConfirmEmailPage), { title: 'Confirm your new email' }),
  page('/subscription-suspend', () => import('../features/billing/SubscriptionSuspendPage').then((m) => m.SubscriptionSuspendPage), { title: 'Subscription' }),
];

const projectWorkspace = () => import('../features/projects/ProjectWorkspacePage').then((m) => m.ProjectWorkspacePage);

/** Every route here also passes the role's route list (spec 6) before it renders. */
const protectedPages: RouteObject[] = [
  page('/', () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage), { title: 'Dashboard' }),
  page('/admin/dashboard', () => import('../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage), { title: 'Admin dashboard' }),
  page('/calendar', () => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage), { title: 'Calendar' }),
  page('/notes', () => import('../features/notes/NotesPage').then((m) => m.NotesPage), { title: 'Notes', fullBleed: true }),
  page('/chat', () => import('../features/chat/ChatPage').then((m) => m.ChatPage), { title: 'Chat', fullBleed: true }),
  page('/task/projects', () => import('../features/projects/ProjectsPage').then((m) => m.ProjectsPage), { title: 'Projects' }),
  page('/task/projects/space', projectWorkspace, { title: 'Project' }),
  page('/project/create', () => import('../features/projects/CreateProjectPage').then((m) => m.CreateProjectPage), { title: 'New project' }),
  // Named in the spec's routing with no screen of their own yet: they open the workspace.
  page('/board', projectWorkspace, { title: 'Project' }),
  page('/backlog', projectWorkspace, { title: 'Project' }),
  page('/task', projectWorkspace, { title: 'Project' }),
  page('/workspace', projectWorkspace, { title: 'Project' }),
  page('/performance', () => import('../features/performance/PerformancePage').then((m) => m.PerformancePage), { title: 'Performance' }),
  page('/performancesettings', () => import('../features/performance/PerformanceSettingsPage').then((m) => m.PerformanceSettingsPage), { title: 'Performance settings' }),
  page('/billing', () => import('../features/billing/BillingPage').then((m) => m.BillingPage), { title: 'Billing' }),
  page('/upgradeplan', () => import('../features/billing/UpgradePlanPage').then((m) => m.UpgradePlanPage), { title: 'Upgrade plan' }),
  page('/payment-status', () => import('../features/billing/PaymentStatusPage').then((m) => m.PaymentStatusPage), { title: 'Payment status' }),
  page('/admin/team', () => import('../features/team/TeamPage').then((m) => m.TeamPage), { title: 'Team' }),
  page('/visitor-request', () => import('../features/visitors/VisitorPages').then((m) => m.VisitorRequestPage), { title: 'Visitor request' }),
  page('/admin/visitinghistory', () => import('../features/visitors/VisitorPages').then((m) => m.VisitingHistoryPage), { title: 'Visiting history' }),
  page('/profile', () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage), { title: 'Profile' }),
  page('/admin/registeredvisitors', () => import('../features/visitors/VisitorPages').then((m) => m.RegisteredVisitorsPage), { title: 'Registered visitors' }),
];

/**
 * The sandbox payment provider's hosted checkout page (it stands in for Stripe Checkout):
 * signed in and allowed by the role like any page, but outside the app shell, full screen.
 */
const checkoutPages: RouteObject[] = [
  page('/checkout/:sessionId', () => import('../features/billing/checkout/SandboxCheckoutPage').then((m) => m.SandboxCheckoutPage), { title: 'Checkout' }),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageStatus />,
    children: [
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [
          { element: <RequireRouteAccess />, children: checkoutPages },
          {
            lazy: async () => ({ Component: (await import('./shell/AppShell')).AppShell }),
            children: [{ element: <RequireRouteAccess />, children: protectedPages }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
