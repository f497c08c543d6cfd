import type { NoteDetail, NoteSharedUser, NoteSummary, NoteVersion } from './api';

/** People of the test organisation; ids match userWithRole() in web/test/renderApp. */
export const ADA = { _id: 'user-owner', name: 'Ada Lovelace', avatar: null };
export const GRACE = { _id: 'user-admin', name: 'Grace Hopper', avatar: null };
export const EDDIE = { _id: 'user-editor', name: 'Eddie Editor', avatar: null };

export function noteSummary(overrides: Partial<NoteSummary> = {}): NoteSummary {
  return {
    _id: 'n1',
    title: 'Launch plan',
    owner: ADA,
    projectId: null,
    project: null,
    access: 'Owner',
    canManageShares: true,
    preview: 'Ship the new site on Friday',
    activeUsers: [],
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function noteDetail(overrides: Partial<NoteDetail> = {}): NoteDetail {
  return { ...noteSummary(overrides), html: '<h1>Launch plan</h1><p>Ship the new site on Friday</p>', ...overrides };
}

export const WEB_PROJECT = { _id: 'p1', name: 'Website', key: 'WEB' };

export function sharedUser(overrides: Partial<NoteSharedUser> = {}): NoteSharedUser {
  return { userId: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test', avatar: null, permission: 'Owner', ...overrides };
}

export function version(overrides: Partial<NoteVersion> = {}): NoteVersion {
  return { _id: 'v1', name: 'Before review', auto: false, createdBy: ADA, createdAt: '2026-11-25T10:00:00Z', ...overrides };
}
