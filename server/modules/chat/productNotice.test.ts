import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePreview, type Channel, type Message } from '../../../domain/chat/chat';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { NOTICES_READ_ONLY_TEXT } from './chatRules';
import { postProductNotice } from './directNotice';
import { chatApi, chatOrganization, clientId, emitAck, joined, nextEvent, openSocketsFor } from './test/chatKit';

let t: TestApp;
let url: string;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  api = chatApi(t.app);
});
afterAll(async () => t?.close());

/** A notice for `recipientId`, posted as another module does: in its transaction, delivered after the commit. */
async function notify(organizationId: string, recipientId: string, body: string) {
  const deliver = await t.db.transaction((tx) => postProductNotice(tx, t.realtime, { organizationId, recipientId, body }));
  deliver?.();
  return deliver;
}

describe("the product's notices", () => {
  it("open the member's Visitors conversation, unread, previewed and heard live; the next one lands in the same conversation", async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    const [editor, owner] = (await openSocketsFor(url, tokens.editor, tokens.owner)) as Socket[];
    const opened = nextEvent<Channel>(editor!, 'channel_created');
    const heard = nextEvent<Message>(editor!, 'new_message');
    const ownerHeard: Message[] = [];
    owner!.on('new_message', (message: Message) => ownerHeard.push(message));

    const text = 'Ada Lovelace (Analytical Engines) has arrived at 09:12 and is waiting at the front desk.';
    await notify(organization.id, members.editor.id, text);
    const channel = await opened;
    // As created, empty: the new_message that follows is what the sidebar counts and previews.
    expect(channel).toMatchObject({ channelType: 'direct', name: 'Visitors', isNotices: true, unreadCount: 0, lastMessage: null, createdBy: null, members: [{ _id: members.editor.id }] });
    const first = await heard;
    expect(first).toMatchObject({ channelId: channel._id, kind: 'notice', sender: null, message: text });
    expect((await api.channels(tokens.editor)).find((c) => c._id === channel._id)).toMatchObject({ unreadCount: 1, lastMessage: { message: messagePreview(text) } });

    await joined(t.realtime, editor!, channel._id);
    const again = nextEvent<Message>(editor!, 'new_message');
    const next = 'Grace Hopper has arrived at 10:00 and is waiting at the front desk.';
    await notify(organization.id, members.editor.id, next);
    expect(await again).toMatchObject({ channelId: channel._id, kind: 'notice' });
    const listed = (await api.channels(tokens.editor)).filter((c) => c.isNotices);
    expect(listed).toMatchObject([{ _id: channel._id, name: 'Visitors', unreadCount: 2, lastMessage: { message: messagePreview(next) } }]);
    const unread = await api.ok<{ total: number }>('GET', '/api/channel/unread/messages', tokens.editor);
    expect(unread.total).toBe(2);

    await api.ok('POST', `/api/channel/${channel._id}/read`, tokens.editor);
    expect((await api.channels(tokens.editor)).find((c) => c._id === channel._id)?.unreadCount).toBe(0);
    // Nobody else is in it, nor hears it, nor opens it.
    expect(ownerHeard).toEqual([]);
    expect((await api.channels(tokens.owner)).some((c) => c.isNotices)).toBe(false);
    expect((await api.call('GET', `/api/channel/${channel._id}/messages`, tokens.owner)).statusCode).toBe(404);
  });

  it('cannot be answered, edited, deleted, reacted to or pinned by the member, over HTTP or the socket; nor by an admin', async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    await notify(organization.id, members.admin.id, 'Ada Lovelace has arrived at 09:12 and is waiting at the front desk.');
    const channel = (await api.channels(tokens.admin)).find((c) => c.isNotices)!;
    const [notice] = (await api.page(tokens.admin, channel._id)).data;
    const refused = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const res = await api.call(method, path, tokens.admin, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message, `${method} ${path}`).toBe(NOTICES_READ_ONLY_TEXT);
    };

    await refused('POST', `/api/channel/${channel._id}/messages`, { message: 'Thanks', clientId: clientId() });
    await refused('POST', `/api/channel/${channel._id}/messages`, { message: 'Thanks @me', clientId: clientId(), mentions: [members.admin.id] });
    await refused('POST', `/api/messages/${notice!._id}/replies`, { message: 'On my way', clientId: clientId() });
    await refused('PUT', `/api/messages/${notice!._id}`, { message: 'Changed' });
    await refused('DELETE', `/api/messages/${notice!._id}`);
    await refused('POST', `/api/messages/${notice!._id}/reactions`, { emoji: '👍' });
    await refused('POST', `/api/messages/${notice!._id}/pin`);

    const [socket] = (await openSocketsFor(url, tokens.admin)) as Socket[];
    for (const [event, payload] of [
      ['send_message', { channelId: channel._id, message: 'Thanks', clientId: clientId() }],
      ['edit_message', { messageId: notice!._id, message: 'Changed' }],
      ['delete_message', { messageId: notice!._id }],
      ['add_reaction', { messageId: notice!._id, emoji: '👍' }],
    ] as const) {
      expect(await emitAck(socket!, event, payload), event).toEqual({ ok: false, message: NOTICES_READ_ONLY_TEXT });
    }

    // A call has nobody to ring.
    expect(await emitAck(socket!, 'call_initiate', { channelId: channel._id, type: 'audio' })).toMatchObject({ ok: false });
    // The notice is as it was, alone in its conversation.
    const after = await api.page(tokens.admin, channel._id);
    expect(after.data).toMatchObject([{ _id: notice!._id, kind: 'notice', message: notice!.message, edited: false, deleted: false, reactions: [], pinned: false, thread: { replyCount: 0 } }]);
  });

  it('go to nobody who is not an active member of the organisation', async () => {
    const { organization, members } = await chatOrganization(t.db);
    const other = await chatOrganization(t.db);
    expect(await notify(organization.id, other.members.editor.id, 'Ada has arrived.')).toBeNull();
    expect(await notify(other.organization.id, members.editor.id, 'Ada has arrived.')).toBeNull();
  });
});
