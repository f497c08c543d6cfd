import { createBrowserRouter, type RouteObject } from 'react-router';
import { MEMBER_HOME_ROUTE } from '../../domain/permissions/roles';
import { FullPageStatus } from './components/FullPageStatus';
import { featureRoutes } from './featureRoutes';
import type { FeatureRoutes } from './plugins';
import { GuestOnly, RequireAuth, RequireRouteAccess } from './shell/guards';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { RouterSignInNavigation } from './signIn/RouterSignInNavigation';

/** The shell's route: a page under it is signed in and drawn inside the app shell (see firstRequests.ts). */
export const SHELL_ROUTE_ID = 'shell';
/** The sign-in pages' guard, which sends a signed-in person on (GuestOnly). */
export const GUEST_ONLY_ROUTE_ID = 'guestOnly';

const routesOf = (where: keyof FeatureRoutes): RouteObject[] => featureRoutes.flatMap((routes) => routes[where] ?? []);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageStatus />,
    children: [
      {
        // The sign-in and email-link pages reach the router through SignInNavigation: opened cold,
        // /login and /signup are drawn without it (signIn.tsx).
        element: <RouterSignInNavigation />,
        children: [{ id: GUEST_ONLY_ROUTE_ID, element: <GuestOnly />, children: routesOf('guestOnly') }, ...routesOf('public')],
      },
      {
        element: <RequireAuth />,
        children: [
          // Full-screen pages (the sandbox checkout) are signed in and allowed by the role, but outside the shell.
          { element: <RequireRouteAccess />, children: routesOf('outsideShell') },
          {
            id: SHELL_ROUTE_ID,
            // The shell waits for its slots' modules: drawn at once, they never hold the page back.
            lazy: async () => {
              const shell = await import('./shell/AppShell');
              await shell.preloadShellSlots();
              return { Component: shell.AppShell };
            },
            // Every route here also passes the role's route list (spec 6) before it renders.
            children: [{ element: <RequireRouteAccess />, children: routesOf('protected') }],
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

/**
 * Starts downloading the shell and the home page while someone types their credentials, so the
 * home page paints soon after the sign-in answers; a public page that nobody signs in from never loads them.
 */
let preloaded = false;
export function preloadSignedInHome(): void {
  if (preloaded) return;
  preloaded = true;
  void import('./shell/AppShell').then((shell) => shell.preloadShellSlots());
  const home = routesOf('protected').find((route) => route.path === MEMBER_HOME_ROUTE);
  if (typeof home?.lazy === 'function') void home.lazy();
}
