import type { Visit, VisitorSettings } from '../../../domain/visitors/visits';

/** Fake answers of the visitors API for the web tests (checked against the contract by mockApi). */

export const ME = { _id: 'user-owner', name: 'Ada Lovelace', avatar: null };
export const BOB = { _id: '0b0b0b0b-0000-4000-8000-000000000002', name: 'Bob Builder', avatar: null };
export const VISIT_ID = '0d0d0d0d-0000-4000-8000-000000000001';

export function visit(overrides: Partial<Visit> = {}): Visit {
  return {
    _id: VISIT_ID,
    visitor: { _id: 'visitor-1', name: 'Grace Hopper', email: 'grace@navy.test', phone: null, company: 'Navy', erased: false },
    host: ME,
    invitedBy: ME,
    purpose: 'Compiler review',
    status: 'expected',
    expectedFrom: '2026-11-26T09:00:00.000Z',
    expectedTo: '2026-11-26T10:00:00.000Z',
    walkIn: false,
    code: 'ABCD2345',
    signedInAt: null,
    signedOutAt: null,
    signedOutBy: null,
    agreementText: null,
    agreementAcceptedAt: null,
    photoUrl: null,
    held: false,
    decidedBy: null,
    decidedAt: null,
    seriesId: null,
    canEdit: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const EMPLOYEES = [
  { _id: ME._id, name: ME.name, email: 'owner@demo.test', role: 'owner' as const },
  { _id: BOB._id, name: BOB.name, email: 'bob@demo.test', role: 'editor' as const },
];

export const SETTINGS: VisitorSettings = {
  agreementText: 'Keep what you see confidential.',
  requireApproval: false,
  photoEnabled: false,
  autoSignOut: true,
  signOutReminderHours: null,
  retentionDays: 365,
  timeZone: 'UTC',
};

const page = <T>(data: T[]) => ({ body: { data, total: data.length, page: 1, pageSize: 20 } });

/** An organisation with one expected visit today. */
export const VISITORS_API = {
  'GET /api/visit/today': () => ({ body: { data: { day: '2026-11-26', expected: [visit()], onSite: [], awaitingApproval: [] } } }),
  'GET /api/visit': () => page([visit()]),
  'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }),
  [`GET /api/visit/${VISIT_ID}`]: () => ({ body: { data: visit() } }),
};
export const fakePage = page;
