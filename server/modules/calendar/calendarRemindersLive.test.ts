import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { nextEvent, openSocket } from '../chat/test/chatKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

/**
 * The whole path as it runs in production: an event made through the API, the app's own job queue
 * polling every 30 s as main.ts starts it, and the reminder arriving on the attendee's socket and
 * in their mailbox at its time, long before the next poll.
 */
describe('a reminder on a running server', () => {
  it('arrives at its time, not at the next poll', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor'] as const);
    const socket = await openSocket(url, await tokenFor(t.db, members.editor));
    try {
      // The queue polls now (nothing due yet) and then not for 30 s.
      t.jobs.start(30_000);
      // Starts in a minute and three seconds, with a reminder a minute before: due in three seconds.
      const start = new Date(Math.ceil((Date.now() + 63_000) / 1000) * 1000);
      const heard = nextEvent<Notification>(socket, 'new_notification', (notification) => notification.type === 'eventReminder', 15_000);
      const created = await callApi(t.app, 'POST', '/api/event', await tokenFor(t.db, members.owner), {
        title: 'Quick sync',
        start: start.toISOString(),
        end: new Date(start.getTime() + 15 * 60_000).toISOString(),
        timeZone: 'Europe/Berlin',
        attendeeIds: [members.editor.id],
        reminders: [{ type: 'custom', amount: 1, unit: 'minutes' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await heard).toMatchObject({ subject: 'Reminder: Quick sync', metadata: { eventId: created.json().data._id, occurrenceStart: start.toISOString() } });
      await t.mail.waitFor(members.editor.email, /^Reminder: Quick sync/, 15_000);
    } finally {
      socket.close();
      await t.jobs.stop();
    }
  }, 30_000);
});
