import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from './components/FullPageStatus';
import { features } from './features';
import type { FeatureRoutes } from './plugins';
import { GuestOnly, RequireAuth, RequireRouteAccess } from './shell/guards';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';

const routesOf = (where: keyof FeatureRoutes): RouteObject[] => features.flatMap((feature) => feature.routes?.[where] ?? []);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageStatus />,
    children: [
      { element: <GuestOnly />, children: routesOf('guestOnly') },
      ...routesOf('public'),
      {
        element: <RequireAuth />,
        children: [
          // Full-screen pages (the sandbox checkout) are signed in and allowed by the role, but outside the shell.
          { element: <RequireRouteAccess />, children: routesOf('outsideShell') },
          {
            lazy: async () => ({ Component: (await import('./shell/AppShell')).AppShell }),
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
