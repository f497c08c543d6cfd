import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit, VisitToday } from '../../domain/visitors/visits';
import { organizations, users, visitorBlocks, visitors, visits } from '../platform/db/schema';
import { callApi } from '../test/api';
import { tokenFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { DEMO_ORGANIZATION, seedDemo } from './seed';

let t: TestApp;
let kioskUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemo(t.db, { appUrl: t.config.APP_URL });
  kioskUrl = seeded.kioskUrl!;
});
afterAll(async () => t?.close());

const userOf = async (email: string) => (await t.db.query.users.findFirst({ where: eq(users.email, email) }))!;

describe('the demo visitors', () => {
  it("shows a manager today's two expected visits (the editor's and the owner's) and the one on site", async () => {
    const res = await callApi(t.app, 'GET', '/api/visit/today?scope=all', await tokenFor(t.db, await userOf('admin@demo.test')));
    expect(res.statusCode, res.body).toBe(200);
    const today: VisitToday = res.json().data;
    const [editor, owner] = [await userOf('editor@demo.test'), await userOf('owner@demo.test')];
    expect(today.expected.map((visit: Visit) => visit.host._id).sort()).toEqual([editor.id, owner.id].sort());
    expect(today.onSite).toHaveLength(1);
    expect(today.onSite[0]).toMatchObject({ status: 'signedIn' });
    expect(today.awaitingApproval).toEqual([]);
  });

  it('keeps a dozen visitors with a month of history, a blocked domain and the agreement', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
    expect(await t.db.$count(visitors, eq(visitors.organizationId, org!.id))).toBe(12);
    const rows = await t.db.select().from(visits).where(eq(visits.organizationId, org!.id));
    const statuses = rows.map((row) => row.status);
    expect(statuses.filter((status) => status === 'noShow')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'signedOut').length).toBeGreaterThanOrEqual(8);
    const monthAgo = Date.now() - 31 * 86_400_000;
    expect(rows.every((row) => row.expectedFrom!.getTime() > monthAgo)).toBe(true);
    expect((await t.db.select().from(visitorBlocks).where(eq(visitorBlocks.organizationId, org!.id))).map((block) => block.kind)).toEqual(['domain']);
  });

  it("answers the printed kiosk address's page", async () => {
    expect(kioskUrl.startsWith(`${t.config.APP_URL}/kiosk/`)).toBe(true);
    const token = kioskUrl.split('/kiosk/')[1]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/kiosk/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ organizationName: DEMO_ORGANIZATION, kioskName: 'Front desk' });
    expect(res.json().data.agreementText).toMatch(/badge/);
  });
});
