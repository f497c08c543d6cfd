import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { canReachRoute, postLoginRoute } from '../../../domain/permissions/roles';
import { AccountLockedScreen } from '../../features/billing/guard/AccountLockedScreen';
import { useRecheckWhenLocked } from '../../features/billing/guard/lockSignal';
import { useSubscriptionCheck } from '../../features/billing/useBilling';
import { FullPageStatus } from '../components/FullPageStatus';
import { CurrentUserContext, loginPath, useCurrentUser, useSession } from '../session/useSession';
import { AccessRestricted } from './AccessRestricted';

/** Protected routes: no session sends the visitor to sign in, then back here. */
export function RequireAuth() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <FullPageStatus />;
  if (session.isError) {
    return <FullPageStatus error={session.error.message} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <CurrentUserContext value={session.data}>
      <Outlet />
    </CurrentUserContext>
  );
}

/** Sign-in pages: someone already signed in goes where the redirectUrl (or their role) says. */
export function GuestOnly() {
  const [params] = useSearchParams();
  const session = useSession();

  if (session.isPending) return <FullPageStatus />;
  if (session.data) return <Navigate to={postLoginRoute(session.data.role, params.get('redirectUrl'))} replace />;
  return <Outlet />;
}

/** Spec 6: a route outside the role's list shows ACCESS RESTRICTED in place of the page. */
export function RequireRouteAccess() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return canReachRoute(user.role, pathname) ? <Outlet /> : <AccessRestricted />;
}

/** Pages an owner or admin of a locked organisation still needs, to unlock it. */
const BILLING_PAGES = ['/billing', '/payment-status', '/upgradeplan'];

function OrganizationSubscriptionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const check = useSubscriptionCheck();
  useRecheckWhenLocked();

  // The first answer decides what to draw (a locked page would only flash its errors);
  // a failed check lets the page through: the server still refuses what is not allowed.
  if (check.isPending) return null;
  if (!check.data?.isLocked) return children;
  if (check.data.canManageBilling && BILLING_PAGES.includes(pathname.replace(/(.)\/$/, '$1'))) return children;
  return <AccountLockedScreen check={check.data} />;
}

/**
 * Suspended, expired, cancelled and restricted organisations (spec 2, guard screens) see a
 * guard screen in place of every page, except billing for those who can fix it. The sandbox
 * checkout page sits outside the shell, so it stays open to them too. The super admin
 * belongs to no organisation and is never guarded.
 */
export function SubscriptionGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.role === 'super_admin') return children;
  return <OrganizationSubscriptionGuard>{children}</OrganizationSubscriptionGuard>;
}
