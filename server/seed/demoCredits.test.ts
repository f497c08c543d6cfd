import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/performance/periods';
import { creditHistory, credits, organizations } from '../platform/db/schema';
import { createTestApp, type TestApp } from '../test/testApp';
import { readReport } from '../modules/performance/creditReports';
import { readSettings } from '../modules/performance/performanceSettings';
import { DEMO_ORGANIZATION, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

describe('the demo credits', () => {
  it('give every demo person credits over the last three months, some for done tasks, one corrected, with automatic credits on', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
    const organizationId = org!.id;
    const settings = await readSettings(t.db, organizationId);
    expect(settings.automaticCredits).toMatchObject({ enabled: true, pointsPerStoryPoint: 2 });
    expect(settings.automaticCredits.projectIds).toHaveLength(1);

    const today = new Date().toISOString().slice(0, 10);
    const report = await readReport(t.db, organizationId, { period: 'custom', from: addDays(today, -95), to: addDays(today, 1) });
    expect(report.rows).toHaveLength(5);
    expect(report.rows.every((row) => row.totalCredit > 0)).toBe(true);
    expect(report.totals.count).toBe(40);

    const withTasks = await t.db.select().from(credits).where(and(eq(credits.organizationId, organizationId), isNotNull(credits.taskId)));
    expect(withTasks.length).toBeGreaterThan(0);
    const updates = await t.db.select().from(creditHistory).where(and(eq(creditHistory.organizationId, organizationId), eq(creditHistory.action, 'updated')));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.after!.points).toBe(updates[0]!.before!.points + 5);
  });
});
