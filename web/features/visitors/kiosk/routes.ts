import type { RouteObject } from 'react-router';
import { KIOSK_ROUTE_PREFIX } from '../../../../domain/permissions/roles';
import { page } from '../../../app/routing';

/** The kiosk is open to anyone holding its address (no session): for the visitors plug-in's `routes.public`. */
export const kioskPublicRoutes: RouteObject[] = [page(`${KIOSK_ROUTE_PREFIX}:token`, () => import('./KioskPage').then((m) => m.KioskPage), { title: 'Visitor sign-in' })];
