import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SvgIconProps } from '@mui/material';
import type { RouteObject } from 'react-router';
import type { LoginResult } from '../../domain/auth/api';
import type { Notification } from '../../domain/notifications/notifications';
import type { MenuEntry } from '../../domain/permissions/roles';
import type { ServerToClientEvents } from '../../domain/realtime/events';

/**
 * What a feature hands the shell, from its index.ts; its pages come from its routes.ts. The shell
 * knows these shapes and the lists in web/app/features.ts and web/app/featureRoutes.ts, never a
 * feature's other files, so a new feature plugs in without touching the shell.
 */
export interface FeaturePlugin {
  name: string;
  drawerEntries?: DrawerEntry[];
  /** Server event name -> handler; several features may refresh their own caches on one event. */
  socketHandlers?: SocketHandlers;
  shellSlots?: ShellSlots;
  /**
   * Starts the requests its part of the first page makes, as a sign-in answers
   * (startSignedInApp, from SignInNavigation's completeSignIn), so they run while the shell boots
   * instead of after it. A query started here takes its hook's own options (a shared queryOptions), staleTime included, so the page
   * uses the answer rather than asking again.
   */
  prefetchOnSignIn?: (signedIn: SignedIn) => void;
}

/** Who is signed in, and the first page they see: where a sign-in leads, or the page opened cold. */
export interface SignedIn {
  queryClient: QueryClient;
  user: LoginResult['user'];
  path: string;
  /** The first page is the home page, whose cards come from several features. */
  toHomePage: boolean;
}

/**
 * How long an answer prefetched for the first page (prefetchOnSignIn) is drawn without asking
 * again: its hook's staleTime. Long enough to outlast the shell's boot, short enough that
 * nothing old is shown; socket events still refetch it.
 */
export const FIRST_PAGE_FRESH_MS = 10_000;

/** Where a feature's pages mount (its routes.ts): the guards and the shell around them differ. */
export interface FeatureRoutes {
  /** Sign-in pages: someone signed in is sent on. */
  guestOnly?: RouteObject[];
  /** Open to anyone, signed in or not. */
  public?: RouteObject[];
  /** Signed in, allowed by the role's route list, inside the app shell. */
  protected?: RouteObject[];
  /** Signed in and allowed by the role, but full screen, outside the shell. */
  outsideShell?: RouteObject[];
}

export interface DrawerEntryProps {
  /** Closes the temporary drawer on small screens once a link is followed. */
  onNavigate?: () => void;
}

/** One of the role's menu entries (spec 6): the shell keeps the role's order and draws these. */
export interface DrawerEntry {
  menuEntry: MenuEntry;
  label: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  /** Drawn instead of the plain link while the organisation is not locked (its data would not load then). */
  Expanded?: ComponentType<DrawerEntryProps>;
}

export interface SocketEventContext {
  queryClient: QueryClient;
  /**
   * The event was caused by a request of this very tab (the server echoes the tab's id (X-Tab-Id)
   * back as `origin`): a handler may skip what that request's own mutation already refreshes.
   */
  ownEcho: boolean;
}

/** A handler gets the payload the socket's contract (domain/realtime/events.ts) gives that event. */
export type SocketHandlers = {
  [E in keyof ServerToClientEvents]?: (payload: Parameters<ServerToClientEvents[E]>[0], context: SocketEventContext) => void;
};
export type SocketHandler = NonNullable<SocketHandlers[keyof SocketHandlers]>;

/** What a feature lets one do about one of its notifications from the bell's list. */
export interface NotificationActionSlot {
  /** Whether there is something to do about this one (a walk-in notification names the visit to decide). */
  appliesTo: (notification: Notification) => boolean;
  Actions: ComponentType<{ notification: Notification }>;
}

export interface ShellSlots {
  /** Beside the theme switch in the top bar. */
  topBar?: ComponentType[];
  /** Below the menu in the drawer, for organisation members while the organisation is not locked. */
  drawerSections?: ComponentType<DrawerEntryProps>[];
  /** Above the page, inside the content column. */
  banners?: ComponentType[];
  /** Cards on the home page (web/features/dashboard), in the side column, for organisation members. */
  homeCards?: ComponentType[];
  /**
   * Drawn under a notification of the type, in the bell's list: what can be done about it there and
   * then (a walk-in's Approve / Deny). The notification feature shows them without knowing the feature.
   */
  notificationActions?: Partial<Record<Notification['type'], NotificationActionSlot>>;
  /** Mounted once beside the page: dialogs and overlays any screen may open. */
  overlays?: ComponentType[];
  /** Wraps every page in the shell for organisation members; may draw something else in its place. */
  PageGuard?: ComponentType<{ children: ReactNode }>;
  /** True while the organisation may use little more than billing: the drawer then shows only plain links. */
  useNavigationLocked?: () => boolean;
}
