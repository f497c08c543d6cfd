import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './shell/AppShell';

/** Each page is its own chunk, so the first visit downloads only what it shows. */
export function page(path: string, load: () => Promise<ComponentType>, handle?: RouteHandle): RouteObject {
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}
