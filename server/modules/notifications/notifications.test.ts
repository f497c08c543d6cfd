import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const list = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/notification${query}`, headers: bearer(token) });
const update = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notification/update', headers: { ...json, ...bearer(token) }, payload: payload as Record<string, unknown> });

/** Notifications are written by later features; here they are inserted as those features will. */
async function notify(user: TestUser, subject: string, minutesAgo: number, isRead = false) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      organizationId: user.organizationId!,
      userId: user.id,
      type: 'taskAssigned',
      subject,
      message: `<p>${subject}</p>`,
      senderName: 'Sam Sender',
      metadata: { projectId: '11111111-1111-4111-8111-111111111111' },
      isRead,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  return row!;
}

const isRead = async (id: string) => (await t.db.query.notifications.findFirst({ where: eq(notifications.id, id) }))!.isRead;

describe('notifications', () => {
  it('shows a new member nothing', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const res = await list(await tokenFor(t.db, members.editor));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0, data: [] });
  });

  it("lists only the caller's own notifications, newest first, with the unread count", async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const other = await createOrganization(t.db, ['editor']);
    const oldest = await notify(members.editor, 'Oldest', 30, true);
    const newest = await notify(members.editor, 'Newest', 1);
    const middle = await notify(members.editor, 'Middle', 10);
    await notify(members.owner, 'For my colleague', 0);
    await notify(other.members.editor, 'For another organisation', 0);

    const res = await list(await tokenFor(t.db, members.editor));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.data.map((n: { _id: string }) => n._id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(body.data[0]).toEqual({
      _id: newest.id,
      subject: 'Newest',
      message: '<p>Newest</p>',
      senderName: 'Sam Sender',
      isRead: false,
      createdAt: newest.createdAt.toISOString(),
      type: 'taskAssigned',
      metadata: { projectId: '11111111-1111-4111-8111-111111111111' },
    });
    expect(body.data[2].isRead).toBe(true);

    const unreadOnly = await list(await tokenFor(t.db, members.editor), '?unread=true&limit=1');
    expect(unreadOnly.json().data.map((n: { _id: string }) => n._id)).toEqual([newest.id]);
    expect(unreadOnly.json().unreadCount).toBe(2);
    const badLimit = await list(await tokenFor(t.db, members.editor), '?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('limit: limit must be between 1 and 100');
  });

  it('marks one notification as read', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const first = await notify(members.editor, 'First', 5);
    const second = await notify(members.editor, 'Second', 4);
    const token = await tokenFor(t.db, members.editor);
    const res = await update(token, { isRead: true, notificationId: first.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await isRead(first.id)).toBe(true);
    expect(await isRead(second.id)).toBe(false);
    expect((await list(token)).json().unreadCount).toBe(1);
  });

  it('marks all of your own as read, and nobody else’s', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const mine = [await notify(members.editor, 'One', 3), await notify(members.editor, 'Two', 2)];
    const colleagues = await notify(members.owner, 'Colleague', 1);
    const token = await tokenFor(t.db, members.editor);
    const res = await update(token, { isRead: true, userId: members.editor.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    for (const n of mine) expect(await isRead(n.id)).toBe(true);
    expect(await isRead(colleagues.id)).toBe(false);
    expect((await list(token)).json().unreadCount).toBe(0);
  });

  it("answers 404 for another organisation's notification and leaves it unread", async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const other = await createOrganization(t.db, ['owner']);
    const theirs = await notify(other.members.owner, 'Private', 1);
    const res = await update(await tokenFor(t.db, members.owner), { isRead: true, notificationId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
    expect(await isRead(theirs.id)).toBe(false);
    expect((await list(await tokenFor(t.db, other.members.owner))).json().unreadCount).toBe(1);
  });

  it("refuses marking someone else's notifications (403)", async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const theirs = await notify(members.editor, 'For the editor', 1);
    const res = await update(await tokenFor(t.db, members.owner), { isRead: true, userId: members.editor.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only mark your own notifications as read', code: 'FORBIDDEN' });
    expect(await isRead(theirs.id)).toBe(false);
  });

  it.each([
    [{ isRead: true }, 'notificationId: Send either notificationId or userId'],
    [{ isRead: true, notificationId: 'SELF', userId: 'SELF' }, 'notificationId: Send either notificationId or userId'],
    [{ isRead: false, userId: 'SELF' }, 'isRead: isRead must be true'],
    [{ userId: 'SELF' }, 'isRead: isRead must be true'],
    [{ isRead: true, notificationId: 'nope' }, 'notificationId: notificationId must be a valid id'],
  ])('refuses a malformed update (%#)', async (payload, message) => {
    const { members } = await createOrganization(t.db, ['editor']);
    const unread = await notify(members.editor, 'Unread', 1);
    const body = Object.fromEntries(
      Object.entries(payload).map(([key, value]) => [key, value === 'SELF' ? (key === 'userId' ? members.editor.id : unread.id) : value]),
    );
    const res = await update(await tokenFor(t.db, members.editor), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    expect(await isRead(unread.id)).toBe(false);
  });

  it('refuses anonymous callers and the super admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/notification/update', headers: json, payload: { isRead: true } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const superAdmin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
    const asSuperAdmin = await list(superAdmin);
    expect(asSuperAdmin.statusCode).toBe(403);
    expect(asSuperAdmin.json().code).toBe('FORBIDDEN');
  });
});
