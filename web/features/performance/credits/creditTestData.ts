import type { Credit, CreditCategory, CreditDetail, CreditHistoryEntry, PerformanceSettings } from '../api';

export const ADA = { _id: '0b7a1c52-0000-4000-8000-00000000000a', name: 'Ada Lovelace', avatar: null };
export const GRACE = { _id: '0b7a1c52-0000-4000-8000-00000000000b', name: 'Grace Hopper', avatar: null };
export const EMPLOYEES = [
  { _id: ADA._id, name: ADA.name, email: 'ada@demo.test', role: 'owner' as const },
  { _id: GRACE._id, name: GRACE.name, email: 'grace@demo.test', role: 'editor' as const },
];

export const DELIVERY: CreditCategory = { _id: '1c2d3e4f-0000-4000-8000-000000000001', name: 'Delivery', color: '#F76707', defaultPoints: 10, archived: false, creditCount: 3 };
export const TEAMWORK: CreditCategory = { _id: '1c2d3e4f-0000-4000-8000-000000000002', name: 'Teamwork', color: '#37B24D', defaultPoints: 5, archived: false, creditCount: 0 };
export const OLD: CreditCategory = { _id: '1c2d3e4f-0000-4000-8000-000000000003', name: 'Old ways', color: '#868E96', defaultPoints: 1, archived: true, creditCount: 2 };
export const CATEGORIES = [DELIVERY, TEAMWORK, OLD];

export const CREDIT_ID = '2d3e4f5a-0000-4000-8000-000000000001';

export function credit(overrides: Partial<Credit> = {}): Credit {
  return {
    _id: CREDIT_ID,
    member: GRACE,
    points: 10,
    category: { _id: DELIVERY._id, name: DELIVERY.name, color: DELIVERY.color },
    date: '2026-11-20',
    reason: 'Shipped the pricing page',
    task: null,
    source: 'manual',
    recordedBy: ADA,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    edited: false,
    deletedAt: null,
    ...overrides,
  };
}

const snapshot = { memberName: GRACE.name, points: 10, categoryName: 'Delivery', date: '2026-11-20', reason: 'Shipped the pricing page', taskTitle: null };

export const HISTORY: CreditHistoryEntry[] = [
  { _id: '3e4f5a6b-0000-4000-8000-000000000001', action: 'created', actor: ADA, at: '2026-11-20T10:00:00.000Z', before: null, after: snapshot },
  {
    _id: '3e4f5a6b-0000-4000-8000-000000000002',
    action: 'updated',
    actor: ADA,
    at: '2026-11-21T09:00:00.000Z',
    before: snapshot,
    after: { ...snapshot, points: 15, reason: 'Shipped the pricing page early' },
  },
];

export function creditDetail(overrides: Partial<CreditDetail> = {}): CreditDetail {
  return { ...credit(), history: HISTORY, edited: true, points: 15, reason: 'Shipped the pricing page early', ...overrides };
}

export const SETTINGS: PerformanceSettings = {
  recorderRoles: ['owner', 'admin'],
  weekStartsOn: 1,
  timeZone: 'UTC',
  automaticCredits: { enabled: false, pointsPerStoryPoint: 1, categoryId: null, projectIds: null },
  peerRecognition: { enabled: false, monthlyAllowance: 100, categoryId: null },
};

export const OWNER_ACCESS = { canRecord: true, canViewTeam: true, canManageSettings: true };

/** The fakes every performance screen asks for. */
export const PERFORMANCE_API = {
  'GET /api/performance/settings': () => ({ body: { data: SETTINGS, access: OWNER_ACCESS } }),
  'GET /api/performance/category': () => ({ body: { data: CATEGORIES } }),
  'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }),
  'GET /api/project/list': () => ({ body: { data: [] } }),
};
