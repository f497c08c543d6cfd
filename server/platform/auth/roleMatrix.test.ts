import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReachRoute, hasAbility, ORG_ROLES, ROLES, type Ability, type Role } from '../../../domain/permissions/roles';
import { subscriptions } from '../db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { routeTable, urlOf, type Operation } from '../../test/routeTable';
import { createTestApp } from '../../test/testApp';

/**
 * The role table (domain/permissions, spec 6) tried on every route of the OpenAPI document with
 * every role and without a session. Generated: a new route is covered the day it is added, by the
 * `x-access` and `x-ability` it publishes (server/platform/http/openapi.ts from the route's config).
 *
 * Each call has random ids in its path and an empty JSON body: the access hook answers before the
 * body is parsed or validated, so what comes back is the role check's answer (401 or 403) or, once
 * past it, whatever the route says to nonsense (400, 404, ...). Public routes are called only
 * without a session: they treat everyone alike, and one of them (logout) would end the caller's.
 *
 * Two more callers check the rest of the hook: a deactivated member gets nothing but public routes,
 * and the owner of a suspended organisation gets 402 exactly where the route publishes no
 * `x-when-locked: allow` (billing, the subscription, the session).
 */

/** A role's member, no session, a deactivated member, and the owner of a suspended organisation. */
type Caller = Role | 'anonymous' | 'inactive' | 'locked';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES, 'inactive', 'locked'];

/**
 * Roles the route's ability lets through but the service refuses on purpose (a stricter rule the
 * route's summary states). Listed so the matrix checks they do answer 403, and nothing else does.
 */
const STRICTER_IN_SERVICE: Record<string, { roles: Role[]; why: string }> = {
  'DELETE /api/project/delete/{id}': {
    roles: ['maintainer'],
    why: 'Only owners and admins delete a project (projects.service remove); maintainers may create and edit them (project_edit)',
  },
  'DELETE /api/performance/credit/{creditId}': {
    roles: ['maintainer', 'editor', 'read'],
    why: "Recording, changing and deleting credits follows the settings' recorderRoles (owner and admin by default); the route names no ability",
  },
};

/**
 * Spec 6's screens and the API behind them: a role that may not open a screen must not get what
 * it shows, or do what it does, through the API either. Each route's published access has to
 * refuse every role outside the screen's reachable-route list (the HTTP matrix below then checks
 * the server does refuse them).
 */
const TEAM_PAGE = [
  'GET /api/user/list',
  'GET /api/user-count',
  'GET /api/invite',
  'POST /api/user/invite',
  'POST /api/invite/{id}/resend',
  'DELETE /api/invite/{id}',
  'POST /api/user/role/{id}',
  'POST /api/user-status/update/{id}',
];
/** The visitor managers' screens (issue 19) and the API behind each; the kiosks' management (/api/visitor/kiosk) is the settings' too. */
const VISITOR_DIRECTORY = ['GET /api/visitor', 'GET /api/visitor/{id}', 'DELETE /api/visitor/{id}'];
const VISITOR_HISTORY = ['GET /api/visit/export'];
const VISITOR_SETTINGS_PAGE = ['GET /api/visitor/settings', 'PUT /api/visitor/settings', 'GET /api/visitor/block', 'POST /api/visitor/block', 'DELETE /api/visitor/block/{id}'];
const SCREENS: { screen: string; serves: (operation: Operation) => boolean }[] = [
  { screen: '/admin/registeredvisitors', serves: (operation) => VISITOR_DIRECTORY.includes(operation.name) },
  { screen: '/admin/visitinghistory', serves: (operation) => VISITOR_HISTORY.includes(operation.name) },
  { screen: '/admin/visitorsettings', serves: (operation) => VISITOR_SETTINGS_PAGE.includes(operation.name) || operation.path.startsWith('/api/visitor/kiosk') },
  { screen: '/admin/team', serves: (operation) => TEAM_PAGE.includes(operation.name) },
  // Stripe's webhook (public, signed) is billing's too, but no screen calls it.
  { screen: '/billing', serves: (operation) => operation.tags.includes('billing') && operation.access !== 'public' },
  { screen: '/admin/dashboard', serves: (operation) => operation.tags.includes('admin') },
];

/** Abilities the spec reserves to some roles, that must guard at least one route each. */
const RESERVED_ABILITIES: readonly Ability[] = ['billing_manage', 'team_manage', 'team_view', 'project_edit', 'sprint_edit', 'task_edit', 'performance_view', 'performance_settings', 'visitor_manage'];

const t = await createTestApp();
const operations = routeTable(t.app);
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

beforeAll(async () => {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  for (const role of ORG_ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  tokens.super_admin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
  tokens.inactive = await tokenFor(t.db, await createUser(t.db, { organizationId: organization.id, role: 'owner', status: 'inactive' }));
  const suspended = await createOrganization(t.db, ['owner']);
  await t.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.organizationId, suspended.organization.id));
  tokens.locked = await tokenFor(t.db, suspended.members.owner);
});
afterAll(async () => t.close());

function call(operation: Operation, caller: Caller) {
  const withBody = operation.method !== 'GET';
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation, () => randomUUID()),
    headers: {
      ...(caller === 'anonymous' ? {} : bearer(tokens[caller])),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
  });
}

type Expected = 'unauthenticated' | 'forbidden' | 'inactive' | 'locked' | 'through';

function expected(operation: Operation, caller: Caller): Expected {
  if (caller === 'anonymous') return operation.access === 'public' ? 'through' : 'unauthenticated';
  if (caller === 'inactive') return operation.access === 'public' ? 'through' : 'inactive';
  // An owner: every organisation route's role check passes, and only the lock can stop them.
  if (caller === 'locked') return operation.access === 'org' && operation.whenLocked !== 'allow' ? 'locked' : expected(operation, 'owner');
  switch (operation.access) {
    case 'public':
    case 'authenticated':
      return 'through';
    case 'super_admin':
      return caller === 'super_admin' ? 'through' : 'forbidden';
    case 'org':
      if (caller === 'super_admin') return 'forbidden';
      if (operation.ability && !hasAbility(caller, operation.ability)) return 'forbidden';
      if (STRICTER_IN_SERVICE[operation.name]?.roles.includes(caller)) return 'forbidden';
      return 'through';
  }
}

describe('the route table', () => {
  it('lists the API, each route with who may call it', () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const operation of operations) expect(['public', 'authenticated', 'org', 'super_admin'], operation.name).toContain(operation.access);
    const abilities = new Set(operations.map((operation) => operation.ability));
    for (const ability of RESERVED_ABILITIES) expect(abilities.has(ability), `no route needs ${ability}`).toBe(true);
    expect(operations.some((operation) => operation.access === 'super_admin')).toBe(true);
    for (const name of Object.keys(STRICTER_IN_SERVICE)) expect(operations.map((operation) => operation.name)).toContain(name);
  });

  it.each(SCREENS.map(({ screen, serves }) => [screen, serves] as const))('refuses the API behind %s to every role that may not open it', (screen, serves) => {
    const behind = operations.filter(serves);
    expect(behind.length, screen).toBeGreaterThan(0);
    for (const role of ROLES.filter((role) => !canReachRoute(role, screen))) {
      for (const operation of behind) {
        const says = `${operation.name}: ${operation.access}${operation.ability ? ` + ${operation.ability}` : ''}`;
        expect(expected(operation, role), `${role} may not open ${screen}, but ${says} lets them in`).toBe('forbidden');
      }
    }
    if (screen === '/admin/team') expect(behind.map((operation) => operation.name).sort()).toEqual([...TEAM_PAGE].sort());
  });
});

describe.each(operations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
  it(`answers each role as ${operation.access}${operation.ability ? ` + ${operation.ability}` : ''} says`, async () => {
    for (const caller of CALLERS) {
      if (operation.access === 'public' && caller !== 'anonymous') continue;
      const res = await call(operation, caller);
      const what = `${caller} on ${operation.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      const answer = expected(operation, caller);
      if (answer === 'unauthenticated') {
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('UNAUTHENTICATED');
      } else if (answer === 'forbidden') {
        expect(res.statusCode, what).toBe(403);
        expect(res.json().code, what).toBe('FORBIDDEN');
      } else if (answer === 'inactive') {
        // The session store or the access hook, whichever notices first.
        expect([401, 403], what).toContain(res.statusCode);
        expect(['UNAUTHENTICATED', 'ACCOUNT_INACTIVE'], what).toContain(res.json().code);
      } else if (answer === 'locked') {
        expect(res.statusCode, what).toBe(402);
        expect(res.json().code, what).toBe('SUBSCRIPTION_LOCKED');
      } else {
        expect([401, 402, 403], what).not.toContain(res.statusCode);
        expect(res.statusCode, what).toBeLessThan(500);
      }
    }
  });
});
