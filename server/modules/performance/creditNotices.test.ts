import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { bearer } from '../../test/factories';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { performanceWorkspace } from './test/performanceKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

const socketsOf = (...tokens: string[]) => openSocketsFor(url, ...tokens);

describe('a credit received', () => {
  it('reaches the member live as a notification, and credits_updated the member and the owners and admins only', async () => {
    const w = await performanceWorkspace(t);
    const [editor, admin, read] = (await socketsOf(w.tokens.editor, w.tokens.admin, w.tokens.read)) as [Socket, Socket, Socket];
    const readHeard = record(read, 'credits_updated');
    const told = nextEvent<Notification>(editor, 'new_notification', (n) => n.type === 'creditReceived');
    const editorHears = nextEvent(editor, 'credits_updated');
    const adminHears = nextEvent(admin, 'credits_updated');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/performance/credit/add',
      headers: { ...bearer(w.tokens.owner), 'content-type': 'application/json', 'x-tab-id': 'tab-7' },
      payload: { userId: w.members.editor.id, points: 10, categoryId: w.category('Delivery')._id, reason: 'Shipped <b>it</b>' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const creditId = res.json().data._id;
    expect(await told).toMatchObject({ type: 'creditReceived', subject: 'You received 10 credits', message: '<p>Shipped &lt;b&gt;it&lt;/b&gt;</p>', metadata: { creditId } });
    expect(await editorHears).toEqual({ creditId, userId: w.members.editor.id, origin: 'tab-7' });
    expect(await adminHears).toEqual({ creditId, userId: w.members.editor.id, origin: 'tab-7' });

    // Recording your own credit tells nobody of it in a notification.
    await w.saveSettings({ recorderRoles: ['owner', 'editor'] });
    await w.addCredit(w.tokens.editor);
    const notifications = (await w.api('GET', '/notification', w.tokens.editor)).json().data.filter((n: Notification) => n.type === 'creditReceived');
    expect(notifications).toHaveLength(1);
    // A quiet moment for events that must not arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readHeard).toEqual([]);

    // Moved to another member, the credit reaches them as received.
    const readTold = nextEvent<Notification>(read, 'new_notification', (n) => n.type === 'creditReceived');
    expect((await w.call('PUT', `/credit/${creditId}`, w.tokens.owner, { userId: w.members.read.id })).statusCode).toBe(200);
    expect(await readTold).toMatchObject({ subject: 'You received 10 credits', metadata: { creditId } });
  });
});
