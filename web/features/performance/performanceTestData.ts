import type { CreditGraph, CreditReport, CreditReportRow, MemberReport, PerformanceSettings } from '../../../domain/performance/credits';

/** Fake answers of the performance API for the web tests (checked against the contract by mockApi). */

export const ADA = 'user-owner';
export const BOB = '0b0b0b0b-0000-4000-8000-000000000002';
export const CY = '0c0c0c0c-0000-4000-8000-000000000003';
export const DELIVERY = { _id: 'cat-delivery', name: 'Delivery', color: '#4263EB' };
export const TEAMWORK = { _id: 'cat-teamwork', name: 'Teamwork', color: '#2F9E44' };

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', days: 30, weeks: 30 / 7, months: 1 };

function row(id: string, name: string, totalCredit: number, previousTotal: number, count: number): CreditReportRow {
  return {
    member: { _id: id, name, avatar: null, role: 'editor', active: true },
    totalCredit,
    weeklyAverage: Math.round((totalCredit / (30 / 7)) * 100) / 100,
    monthlyAverage: totalCredit,
    count,
    previousTotal,
    change: totalCredit - previousTotal,
  };
}

export function creditReport(): CreditReport {
  const rows = [row(BOB, 'Bob Builder', 40, 28, 4), row(CY, 'Cy Young', 75, 78, 6), row(ADA, 'Ada Lovelace', 0, 0, 0)];
  const sum = (pick: (r: CreditReportRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    period: NOVEMBER,
    previous: { from: '2026-10-02', to: '2026-10-31' },
    rows,
    totals: {
      totalCredit: sum((r) => r.totalCredit),
      weeklyAverage: 26.83,
      monthlyAverage: 115,
      count: sum((r) => r.count),
      previousTotal: sum((r) => r.previousTotal),
      change: sum((r) => r.change),
    },
  };
}

export function creditGraph(): CreditGraph {
  return {
    bucket: 'week',
    period: NOVEMBER,
    categories: [DELIVERY, TEAMWORK],
    buckets: [
      { from: '2026-11-01', to: '2026-11-01', total: 0, byCategory: {} },
      { from: '2026-11-02', to: '2026-11-08', total: 35, byCategory: { [DELIVERY._id]: 30, [TEAMWORK._id]: 5 } },
      { from: '2026-11-09', to: '2026-11-15', total: 12, byCategory: { [TEAMWORK._id]: 12 } },
    ],
  };
}

export function memberReport(overrides: Partial<MemberReport> = {}): MemberReport {
  return {
    member: { _id: ADA, name: 'Ada Lovelace', avatar: null, role: 'owner' },
    period: NOVEMBER,
    previous: { from: '2026-10-02', to: '2026-10-31' },
    totals: { totalCredit: 47, weeklyAverage: 10.97, monthlyAverage: 47, count: 3, previousTotal: 50, change: -3 },
    byCategory: [
      { category: DELIVERY, points: 30, count: 1 },
      { category: TEAMWORK, points: 17, count: 2 },
    ],
    graph: creditGraph(),
    credits: [
      {
        _id: 'credit-1',
        member: { _id: ADA, name: 'Ada Lovelace', avatar: null },
        points: 30,
        category: DELIVERY,
        date: '2026-11-04',
        reason: 'Shipped the new checkout',
        task: { _id: 'task-1', key: 'WEB-7', title: 'Checkout v2', projectId: 'p1', projectName: 'Website' },
        source: 'manual',
        recordedBy: { _id: BOB, name: 'Bob Builder', avatar: null },
        createdAt: '2026-11-04T10:00:00.000Z',
        updatedAt: '2026-11-04T10:00:00.000Z',
        edited: false,
        deletedAt: null,
      },
    ],
    ...overrides,
  };
}

export function performanceSettings(recognition: boolean): { data: PerformanceSettings; access: { canRecord: boolean; canViewTeam: boolean; canManageSettings: boolean } } {
  return {
    data: {
      recorderRoles: ['owner', 'admin'],
      weekStartsOn: 1,
      timeZone: 'UTC',
      automaticCredits: { enabled: false, pointsPerStoryPoint: 1, categoryId: null, projectIds: null },
      peerRecognition: { enabled: recognition, monthlyAllowance: 100, categoryId: recognition ? TEAMWORK._id : null },
    },
    access: { canRecord: true, canViewTeam: true, canManageSettings: true },
  };
}
