import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { MEMBER_HOME_ROUTE } from '../../domain/permissions/roles';
import { GUEST_ONLY_ROUTE_ID, routes, SHELL_ROUTE_ID } from './router';
import type { SignedIn } from './plugins';
import { queryKeys } from './api/queryKeys';
import { landingAfterSignIn } from './session/landing';
import { persistSession } from './session/storage';
import { sessionQuery } from './session/useSession';

/** The ids of the routes the path is under (the shell's, the sign-in pages' guard's, …). */
function routeIdsOf(pathname: string): Set<string | undefined> {
  return new Set(matchRoutes(routes, pathname)?.map((match) => match.route.id));
}

/** Whether the path is one of the shell's pages (not a public page, the checkout or the kiosk). */
const inShell = (pathname: string) => routeIdsOf(pathname).has(SHELL_ROUTE_ID);

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
 * A sign-in has answered (in the app, or on a sign-in page handing over to it): remember who it
 * is (spec 3's keys and the session query, so nobody asks /api/check again) and start the
 * signed-in app for the page it leads to.
 */
export function beginSession({ queryClient, user, path }: Pick<SignedIn, 'queryClient' | 'user' | 'path'>): void {
  persistSession(user);
  queryClient.setQueryData(queryKeys.session, user);
  void startSignedInApp({ queryClient, user, path });
}

/**
 * A page opened cold (a reload, a link, a new tab): the router loads every matched route's module
 * before it mounts anything, and only then would RequireAuth ask who is signed in, and the shell's
 * pages what they show. Asking here, as the app boots, runs those requests beside the download of
 * the page's code instead of after it. Each shares its hook's options, so the page asks once.
 */
export function startFirstRequests(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  const ids = routeIdsOf(location.pathname);
  const signInPage = ids.has(GUEST_ONLY_ROUTE_ID);
  if (!signInPage && !ids.has(SHELL_ROUTE_ID)) return;
  queryClient
    .fetchQuery(sessionQuery)
    .then((user) => {
      if (!user) return;
      // A signed-in person on /login is sent where signing in would take them (GuestOnly): the app
      // starts for that page now, so its socket is up before the shell's conversation list asks.
      const path = signInPage ? landingAfterSignIn(user.role, location.search) : location.pathname + location.search;
      return startSignedInApp({ queryClient, user, path });
    })
    // RequireAuth shows the failure with its retry: the same query, asked again as it mounts.
    .catch(() => undefined);
}
