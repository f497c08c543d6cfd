import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, visits } from '../../platform/db/schema';
import { createStorage } from '../../platform/storage/storage';
import { createTestApp, type TestApp } from '../../test/testApp';
import { kioskWorkspace, PNG_PIXEL } from './test/kioskKit';
import { visitorJobs } from './visitorJobs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let jobs: ReturnType<typeof visitorJobs>;
const storage = () => createStorage({ dataDir: t.config.DATA_DIR });

beforeAll(async () => {
  t = await createTestApp();
  jobs = visitorJobs({ db: t.db, realtime: t.realtime, storage: storage() });
});
afterAll(async () => t.close());

/** Noon UTC of a day `days` from today: a clock well inside a day in UTC. */
const noonIn = (days: number) => {
  const day = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T12:00:00Z`);
};

describe('the end of the day', () => {
  it('signs out who is still in, marks no-shows, and denies visits nobody decided by the end of the day they began to wait, once, in the zone of the settings', async () => {
    const w = await kioskWorkspace(t);
    await w.saveSettings({ timeZone: 'UTC' });
    const today = noonIn(-1);
    const stayed = await w.invite({ from: today, status: 'signedIn', signedInAt: today });
    const absent = await w.invite({ from: today });
    const waiting = await w.invite({ from: today, status: 'awaitingApproval' });
    await t.db.update(visits).set({ createdAt: today, updatedAt: today }).where(eq(visits.id, waiting.id));
    // Invited a week ago, held by the block list at the kiosk this morning: the managers have the day to decide.
    const held = await w.invite({ from: today, status: 'awaitingApproval' });
    await t.db.update(visits).set({ held: true, createdAt: new Date(today.getTime() - 7 * DAY_MS), updatedAt: today }).where(eq(visits.id, held.id));
    const tomorrowsGuest = await w.invite({ from: noonIn(0) });

    // Later the same day nothing ends.
    await jobs.sweep(new Date(today.getTime() + 11 * HOUR_MS));
    expect((await w.visitRow(stayed.id)).status).toBe('signedIn');
    expect((await w.visitRow(held.id)).status).toBe('awaitingApproval');

    const next = new Date(today.getTime() + 12.5 * HOUR_MS);
    const pass = await jobs.sweep(next);
    expect(pass.signedOut).toBeGreaterThanOrEqual(1);
    const out = await w.visitRow(stayed.id);
    expect(out).toMatchObject({ status: 'signedOut', signedOutBy: 'automatic' });
    expect((await w.visitRow(absent.id)).status).toBe('noShow');
    expect((await w.visitRow(waiting.id)).status).toBe('denied');
    expect((await w.visitRow(held.id)).status).toBe('denied');
    expect((await w.visitRow(tomorrowsGuest.id)).status).toBe('expected');

    const again = await jobs.sweep(next);
    expect(again).toMatchObject({ signedOut: 0, noShow: 0, denied: 0 });
  });

  it('leaves visitors signed in when automatic sign-out is off', async () => {
    const w = await kioskWorkspace(t);
    await w.saveSettings({ timeZone: 'UTC', autoSignOut: false });
    const yesterday = noonIn(-1);
    const stayed = await w.invite({ from: yesterday, status: 'signedIn', signedInAt: yesterday });
    await jobs.sweep(noonIn(0));
    expect((await w.visitRow(stayed.id)).status).toBe('signedIn');
  });
});

describe('the sign-out reminder', () => {
  it('tells the host once when their visitor stays longer than the settings say', async () => {
    const w = await kioskWorkspace(t);
    await w.saveSettings({ timeZone: 'UTC', signOutReminderHours: 2 });
    // At noon, so both signed in the same day: in the first hours of a UTC day, 'three hours ago' was
    // yesterday, and the end-of-day sign-out rightly took that visitor out before any reminder.
    const noon = noonIn(-1);
    const now = noon.getTime();
    const long = await w.invite({ name: 'Long <Stay>', from: noon, status: 'signedIn', signedInAt: new Date(now - 3 * HOUR_MS) });
    const short = await w.invite({ from: noon, status: 'signedIn', signedInAt: new Date(now - HOUR_MS) });

    await jobs.sweep(new Date(now));
    const reminders = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.organizationId, w.organizationId), eq(notifications.type, 'visitorSignOutReminder')));
    const first = await reminders();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ userId: w.members.editor.id, metadata: { visitId: long.id } });
    expect(first[0]!.message).toContain('Long &lt;Stay&gt;');
    expect((await w.visitRow(long.id)).signOutRemindedAt).not.toBeNull();
    expect((await w.visitRow(short.id)).signOutRemindedAt).toBeNull();

    await jobs.sweep(new Date(now + 5 * 60_000));
    expect(await reminders()).toHaveLength(1);
  });
});

describe('retention', () => {
  it("erases visitors whose last visit ended longer ago than the settings keep, with their photos; the visits still count", async () => {
    const w = await kioskWorkspace(t);
    await w.saveSettings({ timeZone: 'UTC', retentionDays: 30 });
    const files = storage();
    const photoKey = files.newKey();
    await files.put(photoKey, PNG_PIXEL);
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const old = await w.invite({ name: 'Old Friend', from: longAgo, status: 'signedOut', signedInAt: longAgo });
    await t.db.update(visits).set({ signedOutAt: longAgo, photoKey, agreementText: 'Rules' }).where(eq(visits.id, old.id));
    const recent = await w.invite({ name: 'New Friend', from: new Date(Date.now() - 5 * DAY_MS), status: 'signedOut' });

    const pass = await jobs.sweep(new Date());
    expect(pass.erased).toBeGreaterThanOrEqual(1);
    const erased = await w.visitorRow(old.visitorId);
    expect(erased.erasedAt).not.toBeNull();
    expect(erased).toMatchObject({ email: null, phone: null });
    expect(erased.name).not.toBe('Old Friend');
    expect(await w.visitRow(old.id)).toMatchObject({ photoKey: null, agreementText: null, status: 'signedOut' });
    await expect(fs.stat(path.join(t.config.DATA_DIR, 'uploads', photoKey))).rejects.toThrow();
    expect((await w.visitorRow(recent.visitorId)).erasedAt).toBeNull();

    const [{ visits: kept }] = (await t.db.select({ visits: count() }).from(visits).where(eq(visits.organizationId, w.organizationId))) as [{ visits: number }];
    expect(kept).toBe(2);
    expect((await jobs.sweep(new Date())).erased).toBe(0);
  });
});
