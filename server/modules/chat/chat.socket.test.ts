import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Message } from '../../../domain/chat/chat';
import { createTestApp, type TestApp } from '../../test/testApp';
import { chatApi, chatOrganization, clientId, emitAck, joined, listen, nextEvent, openSocket, record } from './test/chatKit';

let t: TestApp;
let api: ReturnType<typeof chatApi>;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  api = chatApi(t.app);
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => t?.close());

/** A socket that is already in `channelId`'s room. */
async function connect(token: string, channelId?: string) {
  const socket = await openSocket(url, token);
  sockets.push(socket);
  if (channelId) await joined(t.realtime, socket, channelId);
  return socket;
}

async function conversation() {
  const org = await chatOrganization(t.db);
  const group = await api.create(org.tokens.editor, { channelType: 'group', name: 'Team', members: [org.members.read.id, org.members.owner.id] });
  return { ...org, group };
}

/** A quiet moment for events that must not arrive: every socket has had time to hear them. */
const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat socket', () => {
  it('delivers a sent message to members only, never to a non-member or another organisation', async () => {
    const { members, tokens, group } = await conversation();
    const other = await chatOrganization(t.db, ['owner']);
    const sender = await connect(tokens.editor, group._id);
    const member = await connect(tokens.read, group._id);
    const outsider = await connect(tokens.admin);
    const foreign = await connect(other.tokens.owner);
    const heardByOutsiders = [...record(outsider, 'new_message'), ...record(foreign, 'new_message')];
    const heardBySender = record<Message>(sender, 'new_message');

    const arrival = nextEvent<Message>(member, 'new_message');
    const ack = await emitAck(sender, 'send_message', { channelId: group._id, message: 'hello', clientId: clientId() });
    expect(ack.ok).toBe(true);
    const message = await arrival;
    expect(message).toEqual(ack.ok && ack.data);
    expect(message).toMatchObject({ channelId: group._id, message: 'hello', sender: { _id: members.editor.id } });
    // What was emitted is what was stored: the history shows the same message, field for field.
    expect((await api.page(tokens.read, group._id)).data[0]).toEqual(message);

    // The outsiders cannot send there either.
    const refused = await emitAck(outsider, 'send_message', { channelId: group._id, message: 'let me in', clientId: clientId() });
    expect(refused).toEqual({ ok: false, message: 'Conversation not found' });
    const foreignRefused = await emitAck(foreign, 'send_message', { channelId: group._id, message: 'let me in', clientId: clientId() });
    expect(foreignRefused).toEqual({ ok: false, message: 'Conversation not found' });
    await pause();
    expect(heardByOutsiders).toEqual([]);
    expect(heardBySender.map((m) => m._id)).toEqual([message._id]);
  });

  it("stores and delivers one socket's 20 quick sends in the order sent, and a retried clientId once", async () => {
    const { tokens, group } = await conversation();
    const sender = await connect(tokens.editor, group._id);
    const member = await connect(tokens.read, group._id);
    const heard = record<Message>(member, 'new_message');
    const acks = await Promise.all(Array.from({ length: 20 }, (_, i) => emitAck(sender, 'send_message', { channelId: group._id, message: `#${i}`, clientId: `order-${group._id}-${i}` })));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await expect.poll(() => heard.length).toBe(20);
    const expected = Array.from({ length: 20 }, (_, i) => `#${i}`);
    expect(heard.map((m) => m.message)).toEqual(expected);
    // Quick sends are written in batches; each is delivered as it was stored.
    expect((await api.page(tokens.read, group._id)).data.reverse()).toEqual(heard);

    const retry = await emitAck<Message>(sender, 'send_message', { channelId: group._id, message: '#0 again', clientId: `order-${group._id}-0` });
    expect(retry.ok && retry.data).toMatchObject({ _id: heard[0]!._id, message: '#0' });
    await pause();
    expect(heard).toHaveLength(20);
    expect((await api.page(tokens.read, group._id)).data).toHaveLength(20);
    expect((await api.channels(tokens.read)).find((c) => c._id === group._id)!.unreadCount).toBe(20);
  });

  it('answers garbage with ok:false and survives a missing ack', async () => {
    const { tokens, group } = await conversation();
    const socket = await connect(tokens.editor, group._id);
    expect(await emitAck(socket, 'send_message', null)).toEqual({ ok: false, message: expect.stringMatching(/^channelId: /) });
    expect(await emitAck(socket, 'send_message', 'text')).toMatchObject({ ok: false });
    expect(await emitAck(socket, 'send_message', { channelId: group._id, message: '', clientId: clientId() })).toEqual({ ok: false, message: 'message: message is required' });
    expect(await emitAck(socket, 'edit_message', { messageId: 'x', message: 'y' })).toEqual({ ok: false, message: 'messageId: messageId must be a valid id' });
    expect(await emitAck(socket, 'add_reaction', [1, 2])).toMatchObject({ ok: false });
    expect(await emitAck(socket, 'msg_read', { channelId: 7 })).toMatchObject({ ok: false });
    expect(await emitAck(socket, 'send_message', { channelId: group._id, message: 'nul \u0000 byte', clientId: clientId() })).toEqual({
      ok: false,
      message: 'The request contains characters that are not allowed',
    });
    socket.emit('send_message', { channelId: group._id, message: 'no ack', clientId: clientId() });
    socket.emit('delete_message', 'garbage');
    socket.emit('typing', null);
    const ok = await emitAck(socket, 'send_message', { channelId: group._id, message: 'still here', clientId: clientId() });
    expect(ok.ok).toBe(true);
    expect(socket.connected).toBe(true);
    expect((await api.page(tokens.editor, group._id)).data.map((m) => m.message)).toEqual(['still here', 'no ack']);
  });

  it('sends edit, delete, reaction, pin and thread events with their payloads, and enforces who may do what', async () => {
    const { members, tokens, group } = await conversation();
    await api.ok('POST', `/api/channel/${group._id}/members`, tokens.editor, { members: [members.admin.id] });
    const editor = await connect(tokens.editor, group._id);
    const reader = await connect(tokens.read, group._id);
    const admin = await connect(tokens.admin, group._id);
    const sent = await emitAck<Message>(reader, 'send_message', { channelId: group._id, message: 'typo', clientId: clientId() });
    const message = sent.ok ? sent.data : null!;

    expect(await emitAck(editor, 'edit_message', { messageId: message._id, message: 'hijack' })).toEqual({ ok: false, message: 'Only the author can edit this message' });
    const edited = nextEvent<Message>(editor, 'edit_message');
    expect((await emitAck(reader, 'edit_message', { messageId: message._id, message: 'fixed' })).ok).toBe(true);
    expect(await edited).toMatchObject({ _id: message._id, message: 'fixed', edited: true });

    const reaction = nextEvent<{ messageId: string; channelId: string; reactions: Message['reactions'] }>(reader, 'reaction_updated');
    expect((await emitAck(editor, 'add_reaction', { messageId: message._id, emoji: '🎉' })).ok).toBe(true);
    expect(await reaction).toEqual({ messageId: message._id, channelId: group._id, reactions: [{ emoji: '🎉', count: 1, users: [{ _id: members.editor.id, name: members.editor.name }] }] });

    const pinned = nextEvent<Message>(reader, 'message_pinned');
    await api.ok('POST', `/api/messages/${message._id}/pin`, tokens.editor);
    expect(await pinned).toMatchObject({ _id: message._id, pinned: true, pinnedBy: { _id: members.editor.id } });

    const threadReply = nextEvent<{ reply: Message; parent: Message }>(reader, 'new_thread_reply');
    const heardAsNew = record<Message>(reader, 'new_message');
    const reply = await emitAck<Message>(editor, 'send_message', { channelId: group._id, message: 'in thread', clientId: clientId(), parentMessageId: message._id });
    const { reply: replyEvent, parent } = await threadReply;
    expect(replyEvent).toEqual(reply.ok && reply.data);
    expect(parent).toMatchObject({ _id: message._id, thread: { replyCount: 1, lastReplyAt: replyEvent.timestamp } });

    expect(await emitAck(editor, 'delete_message', { messageId: message._id })).toEqual({ ok: false, message: 'Only the author, an owner or an admin can delete this message' });
    const deleted = nextEvent<Message>(reader, 'delete_message');
    expect((await emitAck(admin, 'delete_message', { messageId: message._id })).ok).toBe(true);
    expect(await deleted).toMatchObject({ _id: message._id, deleted: true, message: '', pinned: false });
    await pause();
    expect(heardAsNew).toEqual([]);
  });

  it('keeps unread counts, resets them with msg_read and tells the same user’s other socket', async () => {
    const { tokens, group } = await conversation();
    const sender = await connect(tokens.editor, group._id);
    const tabA = await connect(tokens.read, group._id);
    const tabB = await connect(tokens.read);
    for (let i = 0; i < 3; i++) await emitAck(sender, 'send_message', { channelId: group._id, message: `m${i}`, clientId: clientId() });
    expect((await api.channels(tokens.read)).find((c) => c._id === group._id)!.unreadCount).toBe(3);
    expect((await api.channels(tokens.owner)).find((c) => c._id === group._id)!.unreadCount).toBe(3);
    expect((await api.channels(tokens.editor)).find((c) => c._id === group._id)!.unreadCount).toBe(0);

    const update = nextEvent<Partial<Channel>>(tabB, 'channel_updated');
    expect(await emitAck(tabA, 'msg_read', { channelId: group._id })).toEqual({ ok: true });
    expect(await update).toEqual({ _id: group._id, unreadCount: 0, lastReadAt: expect.any(String) });
    expect((await api.channels(tokens.read)).find((c) => c._id === group._id)!.unreadCount).toBe(0);
    expect((await api.channels(tokens.owner)).find((c) => c._id === group._id)!.unreadCount).toBe(3);
  });

  it('sends a rename to the room, and a mute only to the muter’s own sockets', async () => {
    const { tokens, group } = await conversation();
    const creator = await connect(tokens.editor, group._id);
    const muterTab = await connect(tokens.read, group._id);
    const updatesForCreator = record<Partial<Channel>>(creator, 'channel_updated');
    const renamed = nextEvent<Partial<Channel>>(muterTab, 'channel_updated', (update) => update.name !== undefined);
    await api.ok('PUT', `/api/channels/update/${group._id}`, tokens.editor, { name: 'Renamed' });
    expect(await renamed).toEqual({ _id: group._id, name: 'Renamed' });

    const muted = nextEvent<Partial<Channel>>(muterTab, 'channel_updated', (update) => update.isMuted !== undefined);
    await api.ok('PUT', `/api/channels/update/${group._id}`, tokens.read, { isMuted: true });
    expect(await muted).toEqual({ _id: group._id, isMuted: true });
    await pause();
    expect(updatesForCreator).toEqual([{ _id: group._id, name: 'Renamed' }]);
  });

  it('recovers messages sent while a socket was away through the messages endpoint', async () => {
    const { tokens, group } = await conversation();
    const sender = await connect(tokens.editor, group._id);
    const reader = await connect(tokens.read, group._id);
    await emitAck(sender, 'send_message', { channelId: group._id, message: 'before', clientId: clientId() });
    reader.close();
    for (const text of ['while away 1', 'while away 2']) await emitAck(sender, 'send_message', { channelId: group._id, message: text, clientId: clientId() });
    const back = await connect(tokens.read, group._id);
    const live = nextEvent<Message>(back, 'new_message');
    expect((await api.page(tokens.read, group._id)).data.map((m) => m.message)).toEqual(['while away 2', 'while away 1', 'before']);
    await emitAck(sender, 'send_message', { channelId: group._id, message: 'after', clientId: clientId() });
    expect((await live).message).toBe('after');
  });

  it('relays typing to the other members only, and stops it when the typist disconnects', async () => {
    const { members, tokens, group } = await conversation();
    const typist = await connect(tokens.editor, group._id);
    const member = await connect(tokens.read, group._id);
    const outsider = await connect(tokens.admin);
    const heardByTypist = record(typist, 'user_typing');
    const heardByOutsider = record(outsider, 'user_typing');

    const typing = nextEvent(member, 'user_typing');
    typist.emit('typing', { channelId: group._id });
    expect(await typing).toEqual({ userId: members.editor.id, channelId: group._id, name: members.editor.name });
    // A non-member's typing goes nowhere.
    outsider.emit('typing', { channelId: group._id });

    const stopped = nextEvent(member, 'user_stopped_typing');
    typist.emit('stop_typing', { channelId: group._id });
    expect(await stopped).toEqual({ userId: members.editor.id, channelId: group._id });

    const typingAgain = nextEvent(member, 'user_typing');
    typist.emit('typing', { channelId: group._id });
    await typingAgain;
    const gone = nextEvent(member, 'user_stopped_typing');
    typist.close();
    expect(await gone).toEqual({ userId: members.editor.id, channelId: group._id });
    await pause();
    expect(heardByTypist).toEqual([]);
    expect(heardByOutsider).toEqual([]);
  });

  it('announces new conversations and members live, and moves sockets in and out of rooms', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const editor = await connect(tokens.editor);
    const reader = await connect(tokens.read);
    const admin = await connect(tokens.admin);

    const createdForReader = nextEvent<Channel>(reader, 'channel_created');
    const createdForEditor = nextEvent<Channel>(editor, 'channel_created');
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id] }, 201)).data;
    expect(await createdForReader).toMatchObject({ _id: direct._id, name: members.editor.name, channelType: 'direct' });
    expect(await createdForEditor).toMatchObject({ _id: direct._id, name: members.read.name });
    await joined(t.realtime, reader, direct._id);
    const dm = nextEvent<Message>(reader, 'new_message');
    await api.send(tokens.editor, direct._id, 'psst');
    expect((await dm).message).toBe('psst');

    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'news', members: [members.read.id] });
    await joined(t.realtime, reader, channel._id);
    const memberAdded = nextEvent<{ channelId: string; members: { _id: string }[]; channel: Channel }>(reader, 'channel_member_added');
    const adminCreated = nextEvent<Channel>(admin, 'channel_created');
    await api.ok('POST', `/api/channel/${channel._id}/members`, tokens.admin, { members: [members.admin.id] });
    expect(await memberAdded).toMatchObject({ channelId: channel._id, members: [{ _id: members.admin.id }], channel: { _id: channel._id, name: 'news' } });
    expect(await adminCreated).toMatchObject({ _id: channel._id, isMember: true, unreadCount: 0 });
    await joined(t.realtime, admin, channel._id);

    const removed = nextEvent<{ channelId: string; userId: string }>(reader, 'channel_member_removed');
    const heardByReader = record<Message>(reader, 'new_message');
    await api.ok('DELETE', `/api/channel/${channel._id}/members/${members.read.id}`, tokens.read);
    expect(await removed).toEqual({ channelId: channel._id, userId: members.read.id });
    const adminHears = nextEvent<Message>(admin, 'new_message');
    await api.send(tokens.editor, channel._id, 'after you left');
    await adminHears;
    await pause();
    expect(heardByReader).toEqual([]);
    // Typing into a room the socket has left goes nowhere either.
    const heardTyping = record(admin, 'user_typing');
    reader.emit('typing', { channelId: channel._id });
    await pause();
    expect(heardTyping).toEqual([]);
  });

  it("puts people a channel's creator adds in its room at once, with the channel in their list", async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'launch' });
    const reader = await connect(tokens.read);
    const created = nextEvent<Channel>(reader, 'channel_created');
    await api.ok('POST', `/api/channel/${channel._id}/members`, tokens.editor, { members: [members.read.id] });
    expect(await created).toMatchObject({ _id: channel._id, name: 'launch', isMember: true, unreadCount: 0 });
    await joined(t.realtime, reader, channel._id);
    const heard = nextEvent<Message>(reader, 'new_message');
    await api.send(tokens.editor, channel._id, 'welcome aboard');
    expect((await heard).message).toBe('welcome aboard');
  });
});
