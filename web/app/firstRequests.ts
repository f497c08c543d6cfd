import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { MEMBER_HOME_ROUTE, postLoginRoute } from '../../domain/permissions/roles';
import { GUEST_ONLY_ROUTE_ID, routes, SHELL_ROUTE_ID } from './router';
import type { SignedIn } from './plugins';
import { sessionQuery } from './session/useSession';

/** Whether the path is under the route with this id (the shell, or the sign-in pages' guard). */
function under(routeId: string, pathname: string): boolean {
  return matchRoutes(routes, pathname)?.some((match) => match.route.id === routeId) ?? false;
}

/** Whether the path is one of the shell's pages (not a public page, the checkout or the kiosk). */
const inShell = (pathname: string) => under(SHELL_ROUTE_ID, pathname);

/**
 * Starts the signed-in app as soon as who is signed in is known (as a sign-in answers, or as a page
 * opened cold finds its session): the socket, and the features' requests for the first page
 * (FeaturePlugin.prefetchOnSignIn). Nothing when the first page is outside the shell: the sandbox
 * checkout, say, has no socket and no shell to close it.
 * The shell's list of features is there already after a sign-in (the form preloaded the shell);
 * on a cold page it is among the chunks the page loads anyway.
 */
export async function startSignedInApp({ queryClient, user, path }: Pick<SignedIn, 'queryClient' | 'user' | 'path'>): Promise<void> {
  // The platform administrator belongs to no organisation: none of the members' pages are theirs.
  if (user.role === 'super_admin') return;
  const { pathname } = new URL(path, window.location.origin);
  if (!inShell(pathname)) return;
  // Both chunks load with the shell, never on a public page.
  const [{ features }, { connectSocket }] = await Promise.all([import('./features'), import('./socket')]);
  // Before the shell mounts (which connects it otherwise): the socket is up before the pages ask
  // for anything, so its first 'connect' finds nothing of theirs to fetch again.
  connectSocket(queryClient, features);
  const signedIn: SignedIn = { queryClient, user, path, toHomePage: pathname === MEMBER_HOME_ROUTE };
  for (const feature of features) feature.prefetchOnSignIn?.(signedIn);
}

/**
 * A page opened cold (a reload, a link, a new tab): the router loads every matched route's module
 * before it mounts anything, and only then would RequireAuth ask who is signed in, and the shell's
 * pages what they show. Asking here, as the app boots, runs those requests beside the download of
 * the page's code instead of after it. Each shares its hook's options, so the page asks once.
 */
export function startFirstRequests(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  const signInPage = under(GUEST_ONLY_ROUTE_ID, location.pathname);
  if (!signInPage && !inShell(location.pathname)) return;
  queryClient
    .fetchQuery(sessionQuery)
    .then((user) => {
      if (!user) return;
      // A signed-in person on /login is sent where signing in would take them (GuestOnly): the app
      // starts for that page now, so its socket is up before the shell's conversation list asks.
      const path = signInPage ? postLoginRoute(user.role, new URLSearchParams(location.search).get('redirectUrl')) : location.pathname + location.search;
      return startSignedInApp({ queryClient, user, path });
    })
    // RequireAuth shows the failure with its retry: the same query, asked again as it mounts.
    .catch(() => undefined);
}
