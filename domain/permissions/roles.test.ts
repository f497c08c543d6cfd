import { describe, expect, it } from 'vitest';
import { canReachRoute, hasAbility, homeRouteOf, isPublicRoute, menuOf, postLoginRoute, ROLES, WORKSPACE_ALIASES } from './roles';

describe('role table (spec 6)', () => {
  it('gives owner and admin the same menu (with Performance and Visitors, beyond the spec), maintainer all but billing and performance, editor and read the basics', () => {
    expect(menuOf('owner')).toEqual(['dashboard', 'calendar', 'notes', 'projects', 'team', 'performance', 'visitors', 'billing']);
    expect(menuOf('admin')).toEqual(menuOf('owner'));
    expect(menuOf('maintainer')).toEqual(['dashboard', 'calendar', 'notes', 'projects', 'team', 'visitors']);
    expect(menuOf('editor')).toEqual(['dashboard', 'calendar', 'notes', 'projects']);
    expect(menuOf('read')).toEqual(['dashboard', 'calendar', 'notes', 'projects']);
    expect(menuOf('super_admin')).toEqual(['admin_dashboard']);
  });

  it.each([
    ['read', '/visitor-request', true],
    ['editor', '/admin/visitinghistory', false],
    ['maintainer', '/admin/visitinghistory', true],
    ['admin', '/admin/registeredvisitors', true],
    ['read', '/admin/visitorsettings', false],
    ['owner', '/billing', true],
    ['admin', '/billing', true],
    ['maintainer', '/billing', false],
    ['editor', '/admin/team', false],
    ['maintainer', '/admin/team', true],
    ['read', '/billing', false],
    ['read', '/project/create', false],
    ['editor', '/project/create', true],
    ['read', '/task/projects', true],
    ['owner', '/performancesettings', true],
    ['admin', '/performancesettings', false],
    ['super_admin', '/admin/dashboard', true],
    ['super_admin', '/', false],
    ['owner', '/admin/dashboard', false],
    ['owner', '/chat/', true],
    ['read', '/profile', true],
    ['super_admin', '/profile', true],
  ] as const)('%s reaching %s: %s', (role, route, allowed) => {
    expect(canReachRoute(role, route)).toBe(allowed);
  });

  it('allows project edit to every role but read and editor, sprint and task edit to all but read', () => {
    const withAbility = (ability: Parameters<typeof hasAbility>[1]) => ROLES.filter((role) => hasAbility(role, ability));
    expect(withAbility('project_edit')).toEqual(['owner', 'admin', 'maintainer']);
    expect(withAbility('sprint_edit')).toEqual(['owner', 'admin', 'maintainer', 'editor']);
    expect(withAbility('task_edit')).toEqual(['owner', 'admin', 'maintainer', 'editor']);
    expect(withAbility('performance_settings')).toEqual(['owner']);
    expect(withAbility('billing_manage')).toEqual(['owner', 'admin']);
  });

  it('knows the public routes', () => {
    expect(isPublicRoute('/login')).toBe(true);
    expect(isPublicRoute('/forgot-password/verify')).toBe(true);
    expect(isPublicRoute('/confirm-email')).toBe(true);
    expect(isPublicRoute('/')).toBe(false);
    expect(isPublicRoute('/kiosk/abcDEF123_-xyz')).toBe(true);
    expect(isPublicRoute('/kiosk/')).toBe(false);
    expect(isPublicRoute('/kiosk/a/b')).toBe(false);
  });
});

describe('post-login destination (spec 2)', () => {
  it('honours a redirectUrl the role may open, with its query', () => {
    expect(postLoginRoute('owner', '/billing?tab=invoices')).toBe('/billing?tab=invoices');
  });
  it('falls back to home when the role may not open it', () => {
    expect(postLoginRoute('read', '/billing')).toBe('/');
    expect(postLoginRoute('super_admin', '/billing')).toBe('/admin/dashboard');
    expect(homeRouteOf('editor')).toBe('/');
  });
  it('never leaves the site', () => {
    expect(postLoginRoute('owner', 'https://evil.example/billing')).toBe('/');
    expect(postLoginRoute('owner', '//evil.example/billing')).toBe('/');
    expect(postLoginRoute('owner', null)).toBe('/');
  });

  it('opens the workspace aliases (/board, /backlog, /task, /workspace) for every role that reaches the workspace', () => {
    for (const role of ['owner', 'admin', 'maintainer', 'editor', 'read'] as const) {
      for (const alias of WORKSPACE_ALIASES) expect(canReachRoute(role, alias), `${role} ${alias}`).toBe(true);
    }
    for (const alias of WORKSPACE_ALIASES) expect(canReachRoute('super_admin', alias)).toBe(false);
  });
});
