import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { routes, SHELL_ROUTE_ID } from './router';
import type { SignedIn } from './plugins';
import { sessionQuery } from './session/useSession';

/** The home page: its cards come from several features, which prefetch their answers for it. */
const HOME_PATH = '/';

/**
 * The features' requests for the first page (FeaturePlugin.prefetchOnSignIn) and the socket, started as soon as
 * who is signed in is known: as a sign-in answers, or as a page opened cold finds its session.
 * The shell's list of features is there already after a sign-in (the form preloaded the shell);
 * on a cold page it is among the chunks the page loads anyway.
 */
export async function prefetchOnSignIn({ queryClient, user, path }: Pick<SignedIn, 'queryClient' | 'user' | 'path'>): Promise<void> {
  // The platform administrator belongs to no organisation: none of the members' pages are theirs.
  if (user.role === 'super_admin') return;
  // Both chunks load with the shell, never on a public page.
  const [{ features }, { connectSocket }] = await Promise.all([import('./features'), import('./socket')]);
  // The socket too, before the shell mounts (which connects it otherwise): it is up before the
  // pages ask for anything, so its first 'connect' finds nothing of theirs to fetch again.
  connectSocket(queryClient, features);
  const signedIn: SignedIn = { queryClient, user, path, toHomePage: new URL(path, window.location.origin).pathname === HOME_PATH };
  for (const feature of features) feature.prefetchOnSignIn?.(signedIn);
}

/**
 * A page opened cold (a reload, a link, a new tab): the router loads every matched route's module
 * before it mounts anything, and only then would RequireAuth ask who is signed in, and the shell's
 * pages what they show. Asking here, as the app boots, runs those requests beside the download of
 * the page's code instead of after it. Each shares its hook's options, so the page asks once.
 */
export function startFirstRequests(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  const inShell = matchRoutes(routes, location.pathname)?.some((match) => match.route.id === SHELL_ROUTE_ID);
  if (!inShell) return;
  queryClient
    .fetchQuery(sessionQuery)
    .then((user) => user && prefetchOnSignIn({ queryClient, user, path: location.pathname + location.search }))
    // RequireAuth shows the failure with its retry: the same query, asked again as it mounts.
    .catch(() => undefined);
}
