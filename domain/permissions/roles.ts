/**
 * Spec section 6 as data. The server enforces this table on every route and the
 * web reads the same table to decide what to show, so the two can never disagree.
 */

export const ORG_ROLES = ['owner', 'admin', 'maintainer', 'editor', 'read'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export const ROLES = [...ORG_ROLES, 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ABILITIES = [
  'project_edit',
  'sprint_edit',
  'task_edit',
  'billing_manage',
  'team_manage',
  'team_view',
  'performance_settings',
  /** The team's credits, report and graph (/performance): owner and admin (spec 6). */
  'performance_view',
  /** The visitor directory, every visit, the visitor settings, block list and kiosks: owner, admin, maintainer (issue 19). */
  'visitor_manage',
] as const;
export type Ability = (typeof ABILITIES)[number];

export const MENU_ENTRIES = ['dashboard', 'calendar', 'notes', 'projects', 'team', 'performance', 'visitors', 'billing', 'admin_dashboard'] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** Routes anyone may open without a session (spec 2). */
export const PUBLIC_ROUTES = [
  '/login',
  '/resetPassword',
  '/signup',
  '/invite/accept',
  '/forgot-password',
  '/forgot-password/verify',
  '/verify-email',
  '/email-sent',
  '/subscription-suspend',
  // Beyond the spec (issue 14 item 17): an email change link, opened wherever the mail is read.
  '/confirm-email',
] as const;

/**
 * The sign-in pages, from which a signed-in person is sent on. Opened cold they are a page of
 * their own (the web's signin.html), drawn before the app's router and data layer load.
 */
export const SIGN_IN_ROUTES = ['/login', '/signup'] as const satisfies readonly (typeof PUBLIC_ROUTES)[number][];

/**
 * Routes about the signed-in person rather than the organisation, open to every role and the
 * platform administrator: the profile (issue 14 item 17), reached from the avatar menu.
 */
export const ACCOUNT_ROUTES = ['/profile'] as const;

interface RoleRules {
  menu: readonly MenuEntry[];
  routes: readonly string[];
  abilities: readonly Ability[];
}

/**
 * A member's own credits (issue 18): every member reads theirs (the home page's 'My credits' card
 * leads here); owners and admins open anyone's with ?userId=.
 */
export const MEMBER_CREDITS_ROUTE = '/performance/member';

/** Every member invites and follows their own visitors (issue 19). */
export const VISITOR_REQUEST_ROUTE = '/visitor-request';
/** The visitor managers' pages (issue 19): the directory, every visit, and the settings with the block list and kiosks. */
export const VISITOR_MANAGER_ROUTES = ['/admin/registeredvisitors', '/admin/visitinghistory', '/admin/visitorsettings'] as const;
/** The front desk's kiosk page, /kiosk/{token}: public, the token binds it to one organisation. */
export const KIOSK_ROUTE_PREFIX = '/kiosk/';

const OWNER_ROUTES = [
  '/',
  '/admin/team',
  '/task/projects/space',
  '/performance',
  '/notes',
  '/payment-status',
  '/billing',
  '/project/create',
  '/calendar',
  '/chat',
] as const;

/**
 * The spec's reachable-route lists, plus routes its own screens link to but its table
 * leaves out (documented in the README): /task/projects (the Projects list every role's
 * menu opens), /performancesettings (the owner's 'Performance Settings' menu item),
 * /upgradeplan (the plan dialog's page, for whoever may manage billing) and /checkout
 * (the sandbox payment provider's hosted page, /checkout/{sessionId}, standing in for
 * Stripe Checkout; same people).
 */
export const ROLE_RULES: Record<Role, RoleRules> = {
  owner: {
    // 'performance' beyond spec 6's menus: /performance is in the owner's and admin's routes, and nothing else led there.
    // 'visitors' (issue 19): the visitor managers' drawer entry, to /admin/registeredvisitors.
    menu: ['dashboard', 'calendar', 'notes', 'projects', 'team', 'performance', 'visitors', 'billing'],
    routes: [...OWNER_ROUTES, '/task/projects', '/performancesettings', '/upgradeplan', '/checkout', MEMBER_CREDITS_ROUTE, VISITOR_REQUEST_ROUTE, ...VISITOR_MANAGER_ROUTES],
    abilities: ['project_edit', 'sprint_edit', 'task_edit', 'billing_manage', 'team_manage', 'team_view', 'performance_settings', 'performance_view', 'visitor_manage'],
  },
  admin: {
    menu: ['dashboard', 'calendar', 'notes', 'projects', 'team', 'performance', 'visitors', 'billing'],
    routes: [...OWNER_ROUTES, '/task/projects', '/upgradeplan', '/checkout', MEMBER_CREDITS_ROUTE, VISITOR_REQUEST_ROUTE, ...VISITOR_MANAGER_ROUTES],
    abilities: ['project_edit', 'sprint_edit', 'task_edit', 'billing_manage', 'team_manage', 'team_view', 'performance_view', 'visitor_manage'],
  },
  maintainer: {
    menu: ['dashboard', 'calendar', 'notes', 'projects', 'team', 'visitors'],
    routes: ['/', '/task/projects/space', '/notes', '/admin/team', '/project/create', '/calendar', '/chat', '/task/projects', MEMBER_CREDITS_ROUTE, VISITOR_REQUEST_ROUTE, ...VISITOR_MANAGER_ROUTES],
    abilities: ['project_edit', 'sprint_edit', 'task_edit', 'team_view', 'visitor_manage'],
  },
  editor: {
    menu: ['dashboard', 'calendar', 'notes', 'projects'],
    routes: ['/', '/task/projects/space', '/notes', '/project/create', '/calendar', '/chat', '/task/projects', MEMBER_CREDITS_ROUTE, VISITOR_REQUEST_ROUTE],
    abilities: ['sprint_edit', 'task_edit'],
  },
  read: {
    menu: ['dashboard', 'calendar', 'notes', 'projects'],
    routes: ['/', '/task/projects', '/notes', '/task/projects/space', '/calendar', '/chat', MEMBER_CREDITS_ROUTE, VISITOR_REQUEST_ROUTE],
    abilities: [],
  },
  super_admin: {
    menu: ['admin_dashboard'],
    routes: ['/admin/dashboard'],
    abilities: [],
  },
};

export function isPublicRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (path.startsWith(KIOSK_ROUTE_PREFIX) && /^[A-Za-z0-9_-]+$/.test(path.slice(KIOSK_ROUTE_PREFIX.length))) return true;
  return (PUBLIC_ROUTES as readonly string[]).includes(path);
}

/** Routes whose last segment is an id: /checkout/{sessionId} is allowed where /checkout is. */
const ID_ROUTES = ['/checkout'];

/**
 * Spec routes with no screen of their own: each opens the project workspace (at its tab), so
 * whoever may open /task/projects/space may open them.
 */
export const WORKSPACE_ALIASES = ['/board', '/backlog', '/task', '/workspace'] as const;

export function canReachRoute(role: Role, pathname: string): boolean {
  const path = normalizePath(pathname);
  if ((ACCOUNT_ROUTES as readonly string[]).includes(path)) return true;
  if ((WORKSPACE_ALIASES as readonly string[]).includes(path)) return ROLE_RULES[role].routes.includes('/task/projects/space');
  const route = ID_ROUTES.find((prefix) => path.startsWith(`${prefix}/`) && !path.slice(prefix.length + 1).includes('/')) ?? path;
  return ROLE_RULES[role].routes.includes(route);
}

export function hasAbility(role: Role, ability: Ability): boolean {
  return ROLE_RULES[role].abilities.includes(ability);
}

export function menuOf(role: Role): readonly MenuEntry[] {
  return ROLE_RULES[role].menu;
}

/** A member's home page: the dashboard, whose cards come from several features. */
export const MEMBER_HOME_ROUTE = '/';

/** Where a user lands after login when there is no usable redirectUrl (spec 2). */
export function homeRouteOf(role: Role): string {
  return role === 'super_admin' ? '/admin/dashboard' : MEMBER_HOME_ROUTE;
}

/**
 * Picks the post-login destination: the redirectUrl when it is a same-site path the
 * role may open, otherwise the role's home. Absolute or protocol-relative URLs are
 * refused so a crafted link cannot bounce a user off-site.
 */
export function postLoginRoute(role: Role, redirectUrl: string | null | undefined): string {
  if (redirectUrl && redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) {
    const pathname = redirectUrl.split(/[?#]/)[0] ?? '/';
    if (canReachRoute(role, pathname)) return redirectUrl;
  }
  return homeRouteOf(role);
}

function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}
