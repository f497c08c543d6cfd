import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLIENT_EVENTS, type ChatClientToServerEvents } from '../../../domain/chat/events';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { conversation, connect, listen, sleep, type Client } from '../calls/test/callsKit';
import { chatApi } from './test/chatKit';

/**
 * Every client socket event that names a conversation, a message, a call or a person, sent by
 * organisation A's owner with organisation B's ids: each is refused (or, for the events without
 * an acknowledgement, goes nowhere), B's data is unchanged and B's sockets hear nothing of it.
 * The table is typed by the event map, so a new event does not compile until it has a row here.
 */

interface Ids {
  channelId: string;
  messageId: string;
  callId: string;
  /** A member of B's conversation and call. */
  userId: string;
}

type Attempt = { payload: (b: Ids) => unknown } | { skip: string };

const ATTEMPTS: Record<keyof ChatClientToServerEvents, Attempt> = {
  send_message: { payload: (b) => ({ channelId: b.channelId, message: 'from another organisation', clientId: crypto.randomUUID() }) },
  edit_message: { payload: (b) => ({ messageId: b.messageId, message: 'rewritten by a stranger' }) },
  delete_message: { payload: (b) => ({ messageId: b.messageId }) },
  add_reaction: { payload: (b) => ({ messageId: b.messageId, emoji: '👍' }) },
  msg_read: { payload: (b) => ({ channelId: b.channelId }) },
  typing: { payload: (b) => ({ channelId: b.channelId }) },
  stop_typing: { payload: (b) => ({ channelId: b.channelId }) },
  set_status: { skip: 'names no id: it sets the caller’s own status' },
  call_initiate: { payload: (b) => ({ channelId: b.channelId, type: 'audio' }) },
  call_accept: { payload: (b) => ({ callId: b.callId }) },
  call_reject: { payload: (b) => ({ callId: b.callId }) },
  call_leave: { payload: (b) => ({ callId: b.callId }) },
  call_end: { payload: (b) => ({ callId: b.callId }) },
  call_invite: { payload: (b) => ({ callId: b.callId, userId: b.userId }) },
  webrtc_offer: { payload: (b) => ({ callId: b.callId, to: b.userId, sdp: { type: 'offer', sdp: 'v=0' } }) },
  webrtc_answer: { payload: (b) => ({ callId: b.callId, to: b.userId, sdp: { type: 'answer', sdp: 'v=0' } }) },
  webrtc_ice_candidate: { payload: (b) => ({ callId: b.callId, to: b.userId, candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' } }) },
};

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(async () => t?.close());

describe("socket events with another organisation's ids", () => {
  it('are refused, change nothing and reach no one', async () => {
    const a = await createOrganization(t.db, ['owner'] as const);
    const b = await createOrganization(t.db, ['owner', 'editor'] as const);
    const api = chatApi(t.app);
    const bToken = await tokenFor(t.db, b.members.owner);
    const bChannel = await conversation(t.db, b.organization.id, [b.members.owner.id, b.members.editor.id]);
    const bMessage = await api.send(bToken, bChannel.id, 'only for B');

    const bOwner = await connect(url, t.db, b.members.owner);
    const bEditor = await connect(url, t.db, b.members.editor);
    // Presence goes out in batches (statusBroadcast): the editor's arrival may come up to 100 ms
    // later, and must be heard before anything is counted.
    await bOwner.next<{ changes: { userId: string; contactStatus: string }[] }>('user_status_changed', ({ changes }) =>
      changes.some((change) => change.userId === b.members.editor.id && change.contactStatus === 'online'),
    );
    const started = await bOwner.request<{ callId: string }>('call_initiate', { channelId: bChannel.id, type: 'audio' });
    if (!started.ok) throw new Error(started.message);
    await bEditor.next('call_initiated');
    // The call's entry in the conversation follows the ring: heard before anything is counted.
    await bEditor.next<{ call?: { _id: string } }>('new_message', (message) => message.call?._id === started.data.callId);
    const ids: Ids = { channelId: bChannel.id, messageId: bMessage._id, callId: started.data.callId, userId: b.members.editor.id };
    const heardBefore = [bOwner.received.length, bEditor.received.length];
    const pageBefore = await api.page(bToken, bChannel.id);

    const stranger: Client = await connect(url, t.db, a.members.owner);
    for (const [event, attempt] of Object.entries(ATTEMPTS)) {
      if ('skip' in attempt) continue;
      if (CHAT_CLIENT_EVENTS[event as keyof ChatClientToServerEvents] === 'ack') {
        expect(await stranger.request(event, attempt.payload(ids)), event).toEqual({ ok: false, message: expect.any(String) });
      } else {
        stranger.socket.emit(event, attempt.payload(ids));
      }
    }
    expect(stranger.socket.connected).toBe(true);
    await sleep(300);

    // B heard nothing of it: no message, typing, reaction, call change or WebRTC signal. Presence
    // of B's own people may still settle in a later batch (a refresh finishing after another, the
    // ring); one that names anyone else, A's owner above all, counts.
    const bPeople = new Set(Object.values(b.members).map((member) => member.id));
    const heardSince = (client: Client, from: number) =>
      client.received
        .slice(from)
        .filter(({ event, payload }) => !(event === 'user_status_changed' && (payload as { changes: { userId: string }[] }).changes.every((change) => bPeople.has(change.userId))))
        .map(({ event, payload }) => `${event} ${JSON.stringify(payload)}`);
    expect(heardSince(bOwner, heardBefore[0]!)).toEqual([]);
    expect(heardSince(bEditor, heardBefore[1]!)).toEqual([]);
    expect(await api.page(bToken, bChannel.id)).toEqual(pageBefore);
    expect(pageBefore.data.find((message) => message._id === ids.messageId)).toMatchObject({ message: 'only for B', reactions: [] });
    // B's call still rings, unanswered by anyone else.
    const answered = await bEditor.request('call_accept', { callId: ids.callId });
    expect(answered).toMatchObject({ ok: true });
    for (const client of [bOwner, bEditor, stranger]) client.close();
  });
});
