import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { canReachRoute } from '../../../domain/permissions/roles';
import { FullPageStatus } from '../components/FullPageStatus';
import { landingAfterSignIn, loginPath } from '../session/landing';
import { CurrentUserContext, useCurrentUser, useSession } from '../session/useSession';
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
  if (session.data) return <Navigate to={landingAfterSignIn(session.data.role, params)} replace />;
  return <Outlet />;
}

/** Spec 6: a route outside the role's list shows ACCESS RESTRICTED in place of the page. */
export function RequireRouteAccess() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return canReachRoute(user.role, pathname) ? <Outlet /> : <AccessRestricted />;
}
