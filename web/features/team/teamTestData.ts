import type { Member } from '../../../domain/users/types';
import { summary } from '../billing/billingTestData';
import type { PendingInvite } from './useTeam';

/** A small organisation for the team tests; 'user-owner' etc. match userWithRole() in renderApp. */
export function member(role: Member['role'], name: string, overrides: Partial<Member> = {}): Member {
  return {
    _id: `user-${role}`,
    name,
    email: `${role}@demo.test`,
    role,
    status: 'active',
    emailVerified: true,
    createdAt: '2026-01-15T10:00:00Z',
    lastActiveAt: null,
    avatar: null,
    ...overrides,
  };
}

export const MEMBERS: Member[] = [
  member('owner', 'Ada Lovelace', { lastActiveAt: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString() }),
  member('admin', 'Grace Hopper'),
  member('maintainer', 'Margaret Hamilton'),
  member('read', 'Riley Reader', { status: 'inactive' }),
];

export const ROLES = [
  { value: 'owner', label: 'Owner', description: 'Full access, including billing and performance settings' },
  { value: 'admin', label: 'Admin', description: 'Manages the team, billing and every project' },
  { value: 'maintainer', label: 'Maintainer', description: 'Creates projects and manages sprints and tasks' },
  { value: 'editor', label: 'Editor', description: 'Works on tasks and sprints in their projects' },
  { value: 'read', label: 'Read', description: 'Views projects, tasks and notes' },
];

export const INVITE: PendingInvite = {
  _id: 'inv-1',
  email: 'new.person@example.com',
  role: 'editor',
  invitedBy: 'Ada Lovelace',
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-08T10:00:00Z',
  expired: true,
};

type Handler = (body: unknown) => { status?: number; body: unknown };

/** The team page's reads; pass overrides for the call under test. */
export function teamApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/user/list': () => ({ body: { data: MEMBERS } }),
    'GET /api/invite': () => ({ body: { data: [] } }),
    'GET /api/role/list': () => ({ body: { data: ROLES } }),
    'GET /api/subscription/active': () => ({ body: { data: summary({ seatsInUse: 5, seatLimit: 10, planName: 'Team' }) } }),
    ...overrides,
  };
}
