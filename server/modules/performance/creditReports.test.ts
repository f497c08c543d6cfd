import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreditReport } from '../../../domain/performance/credits';
import { callApi } from '../../test/api';
import { createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readGraph, readMemberReport, readReport } from './creditReports';
import { addCategory, addCredit, saveSettings } from './test/creditRowsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

/** 2026-01-15 to 2026-03-14: 59 days, 17/31 + 1 + 14/31 = 2 months; the previous period is 2025-11-17 to 2026-01-14. */
const PERIOD = { period: 'custom' as const, from: '2026-01-15', to: '2026-03-14' };

async function team() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'editor'] as const);
  const organizationId = organization.id;
  await saveSettings(t.db, organizationId, { timeZone: 'UTC' });
  const delivery = await addCategory(t.db, organizationId, 'Delivery', 0);
  const teamwork = await addCategory(t.db, organizationId, 'Teamwork', 1);
  const credit = (userId: string, points: number, date: string, more: { categoryId?: string; taskId?: string; deleted?: boolean } = {}) =>
    addCredit(t.db, { organizationId, userId, categoryId: more.categoryId ?? delivery.id, points, date, taskId: more.taskId, deleted: more.deleted });
  return { organizationId, members, delivery, teamwork, credit };
}

const rowOf = (report: CreditReport, userId: string) => report.rows.find((row) => row.member._id === userId);

describe('the credit report', () => {
  it('adds up each member’s credits with the weekly and monthly averages a person would work out', async () => {
    const w = await team();
    await w.credit(w.members.editor.id, 10, '2026-01-20');
    await w.credit(w.members.editor.id, 20, '2026-02-10');
    await w.credit(w.members.editor.id, 30, '2026-03-14');
    // Outside the period on either side.
    await w.credit(w.members.editor.id, 500, '2026-03-15');
    await w.credit(w.members.admin.id, 7, '2026-02-01');

    const report = await readReport(t.db, w.organizationId, PERIOD);
    expect(report.period).toMatchObject({ from: '2026-01-15', to: '2026-03-14', days: 59 });
    expect(report.period.months).toBeCloseTo(2);
    expect(report.previous).toEqual({ from: '2025-11-17', to: '2026-01-14' });
    expect(rowOf(report, w.members.editor.id)).toMatchObject({ totalCredit: 60, count: 3, weeklyAverage: 7.12, monthlyAverage: 30 });
    expect(rowOf(report, w.members.admin.id)).toMatchObject({ totalCredit: 7, count: 1, weeklyAverage: 0.83, monthlyAverage: 3.5 });
    // The owner recorded nothing and still has a row, at 0.
    expect(rowOf(report, w.members.owner.id)).toMatchObject({ totalCredit: 0, count: 0, weeklyAverage: 0, monthlyAverage: 0, change: 0 });
    expect(report.rows.map((row) => row.member._id)).toEqual([w.members.editor.id, w.members.admin.id, w.members.owner.id]);
    expect(report.totals).toMatchObject({ totalCredit: 67, count: 4, weeklyAverage: 7.95, monthlyAverage: 33.5 });
  });

  it('compares with the period of the same length just before', async () => {
    const w = await team();
    await w.credit(w.members.editor.id, 40, '2025-11-17');
    await w.credit(w.members.editor.id, 25, '2026-02-01');
    await w.credit(w.members.admin.id, 15, '2026-01-14');
    // Before the previous period: counted nowhere.
    await w.credit(w.members.admin.id, 99, '2025-11-16');

    const report = await readReport(t.db, w.organizationId, PERIOD);
    expect(rowOf(report, w.members.editor.id)).toMatchObject({ totalCredit: 25, previousTotal: 40, change: -15 });
    expect(rowOf(report, w.members.admin.id)).toMatchObject({ totalCredit: 0, count: 0, previousTotal: 15, change: -15 });
    expect(report.totals).toMatchObject({ totalCredit: 25, previousTotal: 55, change: -30 });
  });

  it('never counts deleted credits nor another organisation’s', async () => {
    const w = await team();
    const other = await team();
    await w.credit(w.members.editor.id, 10, '2026-02-01');
    await w.credit(w.members.editor.id, 300, '2026-02-02', { deleted: true });
    await other.credit(other.members.editor.id, 50, '2026-02-01');

    const report = await readReport(t.db, w.organizationId, PERIOD);
    expect(rowOf(report, w.members.editor.id)).toMatchObject({ totalCredit: 10, count: 1 });
    expect(report.rows).toHaveLength(3);
    expect(rowOf(report, other.members.editor.id)).toBeUndefined();
    expect(report.totals.totalCredit).toBe(10);
  });

  it('shows inactive members only while they have credits', async () => {
    const w = await team();
    const left = await createUser(t.db, { organizationId: w.organizationId, role: 'editor', status: 'inactive', name: 'Left With Credits' });
    await createUser(t.db, { organizationId: w.organizationId, role: 'editor', status: 'inactive', name: 'Left Without' });
    await w.credit(left.id, 5, '2026-01-10');

    const report = await readReport(t.db, w.organizationId, PERIOD);
    expect(report.rows).toHaveLength(4);
    expect(rowOf(report, left.id)).toMatchObject({ member: { name: 'Left With Credits', active: false }, totalCredit: 0, previousTotal: 5 });
  });

  it('filters by category and by the task’s project, and sorts by any column with names breaking ties', async () => {
    const w = await team();
    const owner = await tokenFor(t.db, w.members.owner);
    const project = await callApi(t.app, 'POST', '/api/project/add', owner, { name: 'Reports', key: 'REP', members: [w.members.editor.id, w.members.admin.id] });
    expect(project.statusCode, project.body).toBe(200);
    const task = await callApi(t.app, 'POST', '/api/task/add', owner, { projectId: project.json().data._id, title: 'Ship the report' });
    expect(task.statusCode, task.body).toBe(200);
    await w.credit(w.members.editor.id, 10, '2026-02-01', { taskId: task.json().data._id });
    await w.credit(w.members.editor.id, 4, '2026-02-01', { categoryId: w.teamwork.id });
    await w.credit(w.members.admin.id, 10, '2026-02-01', { categoryId: w.teamwork.id });

    const byProject = await readReport(t.db, w.organizationId, { ...PERIOD, projectId: project.json().data._id });
    expect(byProject.totals.totalCredit).toBe(10);
    expect(rowOf(byProject, w.members.admin.id)?.totalCredit).toBe(0);
    const byCategory = await readReport(t.db, w.organizationId, { ...PERIOD, categoryId: w.teamwork.id });
    expect(byCategory.rows.map((row) => [row.member._id, row.totalCredit])).toEqual([
      [w.members.admin.id, 10],
      [w.members.editor.id, 4],
      [w.members.owner.id, 0],
    ]);
    // Admin and editor both have 10 in total overall: ties go by name.
    const ascending = await readReport(t.db, w.organizationId, { ...PERIOD, sort: 'count', order: 'asc' });
    expect(ascending.rows.map((row) => row.count)).toEqual([0, 1, 2]);
    const byName = await readReport(t.db, w.organizationId, { ...PERIOD, sort: 'name' });
    expect(byName.rows.map((row) => row.member.name)).toEqual([...byName.rows.map((row) => row.member.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('takes "this month" in the settings’ time zone', async () => {
    const w = await team();
    await w.credit(w.members.editor.id, 8, '2026-02-27');
    await w.credit(w.members.editor.id, 3, '2026-03-01');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:00 on 1 March in UTC is still 28 February in Los Angeles.
    vi.setSystemTime(new Date('2026-03-01T02:00:00Z'));

    const utc = await readReport(t.db, w.organizationId, {});
    expect(utc.period).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(rowOf(utc, w.members.editor.id)).toMatchObject({ totalCredit: 3, previousTotal: 8 });
    await saveSettings(t.db, w.organizationId, { timeZone: 'America/Los_Angeles' });
    const losAngeles = await readReport(t.db, w.organizationId, {});
    expect(losAngeles.period).toMatchObject({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(rowOf(losAngeles, w.members.editor.id)).toMatchObject({ totalCredit: 8, monthlyAverage: 8, weeklyAverage: 2 });
  });
});

describe('the credit graph', () => {
  it('stacks each bucket’s points by category, first and last buckets cut to the period', async () => {
    const w = await team();
    await w.credit(w.members.editor.id, 10, '2026-01-20');
    await w.credit(w.members.admin.id, 5, '2026-01-31', { categoryId: w.teamwork.id });
    await w.credit(w.members.editor.id, 20, '2026-02-28');
    await w.credit(w.members.editor.id, 30, '2026-03-14');

    const graph = await readGraph(t.db, w.organizationId, PERIOD);
    expect(graph.bucket).toBe('week');
    const months = await readGraph(t.db, w.organizationId, { ...PERIOD, bucket: 'month' });
    expect(months.categories.map((category) => category.name)).toEqual(['Delivery', 'Teamwork']);
    expect(months.buckets).toEqual([
      { from: '2026-01-15', to: '2026-01-31', total: 15, byCategory: { [w.delivery.id]: 10, [w.teamwork.id]: 5 } },
      { from: '2026-02-01', to: '2026-02-28', total: 20, byCategory: { [w.delivery.id]: 20 } },
      { from: '2026-03-01', to: '2026-03-14', total: 30, byCategory: { [w.delivery.id]: 30 } },
    ]);
    // Weeks from Monday: 15 January 2026 is a Thursday, so the first week is 15–18 January.
    expect(graph.buckets[0]).toEqual({ from: '2026-01-15', to: '2026-01-18', total: 0, byCategory: {} });
    expect(graph.buckets[1]).toEqual({ from: '2026-01-19', to: '2026-01-25', total: 10, byCategory: { [w.delivery.id]: 10 } });
    expect(graph.buckets.at(-1)).toEqual({ from: '2026-03-09', to: '2026-03-14', total: 30, byCategory: { [w.delivery.id]: 30 } });
    expect(graph.buckets.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(65);
  });

  it('follows the settings’ first weekday and shows only the chosen members', async () => {
    const w = await team();
    await saveSettings(t.db, w.organizationId, { weekStartsOn: 0 });
    // 2026-02-01 is a Sunday.
    await w.credit(w.members.editor.id, 10, '2026-02-01');
    await w.credit(w.members.admin.id, 5, '2026-02-01', { categoryId: w.teamwork.id });

    const graph = await readGraph(t.db, w.organizationId, { ...PERIOD, userIds: [w.members.editor.id] });
    expect(graph.categories.map((category) => category.name)).toEqual(['Delivery']);
    expect(graph.buckets.find((bucket) => bucket.total > 0)).toEqual({ from: '2026-02-01', to: '2026-02-07', total: 10, byCategory: { [w.delivery.id]: 10 } });
  });
});

describe('one member’s report', () => {
  it('gives their totals, points by category, graph and credits; another organisation’s member is not found', async () => {
    const w = await team();
    const other = await team();
    await w.credit(w.members.editor.id, 10, '2026-01-20');
    await w.credit(w.members.editor.id, 6, '2026-02-10', { categoryId: w.teamwork.id });
    await w.credit(w.members.editor.id, 4, '2026-02-11', { categoryId: w.teamwork.id });
    await w.credit(w.members.editor.id, 1, '2026-01-01');
    await w.credit(w.members.admin.id, 100, '2026-02-10');

    const report = await readMemberReport(t.db, w.organizationId, w.members.editor.id, { ...PERIOD, bucket: 'month' });
    expect(report.member).toMatchObject({ _id: w.members.editor.id, role: 'editor' });
    expect(report.totals).toMatchObject({ totalCredit: 20, count: 3, previousTotal: 1, change: 19, monthlyAverage: 10 });
    expect(report.byCategory.map((entry) => [entry.category.name, entry.points, entry.count])).toEqual([
      ['Delivery', 10, 1],
      ['Teamwork', 10, 2],
    ]);
    expect(report.graph.buckets.map((bucket) => bucket.total)).toEqual([10, 10, 0]);
    expect(report.credits.map((credit) => credit.points)).toEqual([4, 6, 10]);
    await expect(readMemberReport(t.db, w.organizationId, other.members.editor.id, PERIOD)).rejects.toMatchObject({ statusCode: 404 });
  });
});
