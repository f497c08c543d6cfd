import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Message } from '../../../domain/chat/chat';
import type { Notification } from '../../../domain/notifications/notifications';
import { attachments, messages, notifications } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { chatApi, chatOrganization, clientId } from './test/chatKit';
import { createStorage } from '../../platform/storage/storage';
import { createAttachmentsService } from './attachments.service';
import { createMessagesService } from './messages.service';

let t: TestApp;
let api: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = chatApi(t.app);
});
afterAll(async () => t?.close());

/** An organisation whose editor, reader and owner share a group. */
async function conversation() {
  const org = await chatOrganization(t.db);
  const group = await api.create(org.tokens.editor, { channelType: 'group', name: 'Team', members: [org.members.read.id, org.members.owner.id] });
  return { ...org, group };
}

/** The messages service as the app builds it, for sends started outside HTTP (in one tick, or many at once). */
const directService = () =>
  createMessagesService({
    db: t.db,
    attachmentFiles: createAttachmentsService({ db: t.db, storage: createStorage({ dataDir: t.config.DATA_DIR }), logger: pino({ level: 'silent' }) }),
  });

const inbox = async (token: string) => (await api.ok<{ data: Notification[] }>('GET', '/api/notification', token)).data.filter((n) => n.type === 'chatMention');

describe('sending and reading messages', () => {
  it('stores a message once per clientId, counts it unread for the others and resets on read', async () => {
    const { members, tokens, group } = await conversation();
    const id = clientId();
    const first = await api.send(tokens.editor, group._id, '  **Hello** team  ', { clientId: id });
    expect(first).toMatchObject({ message: '**Hello** team', clientId: id, channelId: group._id, sender: { _id: members.editor.id }, edited: false, deleted: false, kind: 'message' });
    const retry = await api.send(tokens.editor, group._id, 'a different text the server ignores', { clientId: id });
    expect(retry._id).toBe(first._id);
    expect(retry.message).toBe('**Hello** team');
    expect(await t.db.$count(messages, eq(messages.channelId, group._id))).toBe(1);

    const unreadOf = async (token: string) => (await api.channels(token)).find((c) => c._id === group._id)!.unreadCount;
    expect(await unreadOf(tokens.read)).toBe(1);
    expect(await unreadOf(tokens.owner)).toBe(1);
    expect(await unreadOf(tokens.editor)).toBe(0);
    const read = await api.ok<{ data: { unreadCount: number; lastReadAt: string } }>('POST', `/api/channel/${group._id}/read`, tokens.read);
    expect(read.data.unreadCount).toBe(0);
    const after = (await api.channels(tokens.read)).find((c) => c._id === group._id)!;
    expect(after).toMatchObject({ unreadCount: 0, lastReadAt: read.data.lastReadAt, lastMessage: { message: '**Hello** team' } });
  });

  it("keeps the sender's own unread count and starts a newcomer with nothing unread, through both send paths", async () => {
    const { members, tokens, group } = await conversation();
    const unreadOf = async (token: string) => (await api.channels(token)).find((c) => c._id === group._id)?.unreadCount;
    await api.send(tokens.read, group._id, 'from the reader');
    await api.send(tokens.owner, group._id, 'from the owner');
    expect(await unreadOf(tokens.editor)).toBe(2);
    // Sending (plain, then with a mention: the full path) leaves the sender's own count where it was.
    await api.send(tokens.editor, group._id, 'plain reply');
    await api.send(tokens.editor, group._id, 'reply with a mention', { mentions: [members.read.id] });
    expect(await unreadOf(tokens.editor)).toBe(2);
    expect(await unreadOf(tokens.read)).toBe(3);
    expect(await unreadOf(tokens.owner)).toBe(3);

    // Someone added later does not inherit the history as unread, but counts what comes next.
    const newcomer = members.admin;
    await api.ok('POST', `/api/channel/${group._id}/members`, tokens.editor, { members: [newcomer.id] });
    expect(await unreadOf(tokens.admin)).toBe(0);
    await api.send(tokens.read, group._id, 'welcome');
    expect(await unreadOf(tokens.admin)).toBe(1);
    expect(await unreadOf(tokens.editor)).toBe(3);
    const unread = await api.ok<{ data: { channelId: string; unreadCount: number }[]; total: number }>('GET', '/api/channel/unread/messages', tokens.editor);
    expect(unread.data.find((row) => row.channelId === group._id)?.unreadCount).toBe(3);
  });

  it('answers bad input with 400 naming the field, and non-members with 404', async () => {
    const { tokens, group } = await conversation();
    const post = (body: unknown, token = tokens.editor) => api.call('POST', `/api/channel/${group._id}/messages`, token, body);
    const cases: [unknown, RegExp][] = [
      [{ message: 'hi' }, /^clientId: /],
      [{ message: '   ', clientId: clientId() }, /^message: message is required/],
      [{ message: 'x'.repeat(10_001), clientId: clientId() }, /^message: message can be at most 10000 characters/],
      [{ message: 'hi', clientId: 'short' }, /^clientId: clientId must be 8 to 64 characters/],
      [{ message: 'hi', clientId: clientId(), mentions: ['nope'] }, /^mentions\.0: /],
      [{ message: 'hi', clientId: clientId(), parentMessageId: 'nope' }, /^parentMessageId: /],
      [{ message: 42, clientId: clientId() }, /^message: /],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await api.call('GET', `/api/channel/${group._id}/messages?limit=500`, tokens.editor)).json().message).toMatch(/^limit: /);
    expect((await api.call('GET', `/api/channel/${group._id}/messages?cursor=abc`, tokens.editor)).json().message).toMatch(/^cursor: /);
    // The admin is in the organisation but not in this group.
    expect((await post({ message: 'hi', clientId: clientId() }, tokens.admin)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/channel/${group._id}/messages`, tokens.admin)).statusCode).toBe(404);
  });

  it('pages 120 messages newest first by cursor, leaving thread replies out', async () => {
    const { tokens, group } = await conversation();
    const sent: Message[] = [];
    for (let i = 0; i < 120; i++) sent.push(await api.send(i % 2 ? tokens.read : tokens.editor, group._id, `message ${i}`));
    for (const parent of [sent[3]!, sent[119]!]) {
      await api.ok('POST', `/api/messages/${parent._id}/replies`, tokens.owner, { message: `reply to ${parent.message}`, clientId: clientId() });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: { data: Message[]; nextCursor: string | null } = await api.page(tokens.owner, group._id, cursor ? `?cursor=${cursor}` : '');
      sizes.push(page.data.length);
      seen.push(...page.data.map((m) => m.message));
      expect(page.data.every((m) => m.thread.parentMessage === null)).toBe(true);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(sent.map((m) => m.message).reverse());
    const small = await api.page(tokens.owner, group._id, '?limit=7');
    expect(small.data.map((m) => m.message)).toEqual(['message 119', 'message 118', 'message 117', 'message 116', 'message 115', 'message 114', 'message 113']);
    expect(small.data[0]!.thread.replyCount).toBe(1);
  });

  it('keeps threads: replies oldest first, parent counters, no unread for replies, no reply to a reply', async () => {
    const { tokens, group } = await conversation();
    const parent = await api.send(tokens.editor, group._id, 'Parent');
    await api.ok('POST', `/api/channel/${group._id}/read`, tokens.read);
    const one = (await api.ok<{ data: Message }>('POST', `/api/messages/${parent._id}/replies`, tokens.read, { message: 'one', clientId: clientId() })).data;
    const two = await api.send(tokens.owner, group._id, 'two', { parentMessageId: parent._id });
    expect(one.thread.parentMessage).toBe(parent._id);

    const thread = await api.ok<{ data: Message[]; parent: Message }>('GET', `/api/messages/${parent._id}/replies`, tokens.editor);
    expect(thread.data.map((m) => m._id)).toEqual([one._id, two._id]);
    expect(thread.parent.thread).toEqual({ parentMessage: null, replyCount: 2, lastReplyAt: two.timestamp });
    expect((await api.channels(tokens.read)).find((c) => c._id === group._id)).toMatchObject({ unreadCount: 0, lastMessage: { message: 'Parent' } });

    const nested = await api.call('POST', `/api/messages/${one._id}/replies`, tokens.editor, { message: 'deeper', clientId: clientId() });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/^parentMessageId: /);
    expect((await api.call('GET', `/api/messages/${one._id}/replies`, tokens.editor)).statusCode).toBe(400);
    const other = await api.create(tokens.editor, { channelType: 'channel', name: 'elsewhere' });
    expect((await api.call('POST', `/api/channel/${other._id}/messages`, tokens.editor, { message: 'x', clientId: clientId(), parentMessageId: parent._id })).statusCode).toBe(400);
  });

  it('pages a long thread from its newest replies back to its first, oldest first within a page', async () => {
    const { members, tokens, group } = await conversation();
    const parent = await api.send(tokens.editor, group._id, 'Long thread');
    const service = directService();
    const reader = { userId: members.read.id, organizationId: members.read.organizationId!, name: members.read.name, email: members.read.email, role: 'read' };
    for (let n = 1; n <= 55; n++) await service.send(reader, { channelId: group._id, parentMessageId: parent._id, message: `reply ${n}`, clientId: clientId() });

    type Page = { data: Message[]; parent: Message; nextCursor: string | null };
    const newest = await api.ok<Page>('GET', `/api/messages/${parent._id}/replies`, tokens.editor);
    expect(newest.data).toHaveLength(50);
    expect(newest.data[0]!.message).toBe('reply 6');
    expect(newest.data.at(-1)!.message).toBe('reply 55');
    expect(newest.parent.thread.replyCount).toBe(55);
    expect(newest.nextCursor).not.toBeNull();
    const earlier = await api.ok<Page>('GET', `/api/messages/${parent._id}/replies?cursor=${newest.nextCursor}`, tokens.editor);
    expect(earlier.data.map((m) => m.message)).toEqual(['reply 1', 'reply 2', 'reply 3', 'reply 4', 'reply 5']);
    expect(earlier.nextCursor).toBeNull();
    const small = await api.ok<Page>('GET', `/api/messages/${parent._id}/replies?limit=2`, tokens.editor);
    expect(small.data.map((m) => m.message)).toEqual(['reply 54', 'reply 55']);

    const bad = await api.call('GET', `/api/messages/${parent._id}/replies?cursor=yesterday`, tokens.editor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cursor/);
  });

  it('links only the sender’s own unsent uploads of the same conversation', async () => {
    const { organization, members, tokens, group } = await conversation();
    const upload = async (uploaderId: string, channelId = group._id) =>
      (await t.db.insert(attachments).values({ organizationId: organization.id, channelId, uploaderId, name: 'plan.pdf', size: 12, mimeType: 'application/pdf', kind: 'file', storageKey: clientId() }).returning())[0]!;
    const mine = await upload(members.editor.id);
    const sent = await api.send(tokens.editor, group._id, '', { attachmentIds: [mine.id] });
    expect(sent.attachments).toEqual([{ _id: mine.id, name: 'plan.pdf', size: 12, mimeType: 'application/pdf', kind: 'file', url: `/api/attachments/${mine.id}` }]);
    expect((await api.channels(tokens.read)).find((c) => c._id === group._id)!.lastMessage!.message).toBe('📎 Attachment');

    const theirs = await upload(members.read.id);
    const elsewhere = await upload(members.editor.id, (await api.channels(tokens.editor)).find((c: Channel) => c.isGeneral)!._id);
    for (const ids of [[mine.id], [theirs.id], [elsewhere.id], [clientId()]]) {
      const res = await api.call('POST', `/api/channel/${group._id}/messages`, tokens.editor, { message: 'again', clientId: clientId(), attachmentIds: ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^attachmentIds: /);
    }
    // The failed sends stored nothing.
    expect(await t.db.$count(messages, eq(messages.channelId, group._id))).toBe(1);
    expect((await t.db.select().from(attachments).where(eq(attachments.id, theirs.id)))[0]!.messageId).toBeNull();
  });

  it('writes sends that arrive together as one batch with the same outcome as one by one', async () => {
    const { organization, members, tokens, group } = await conversation();
    const other = await api.create(tokens.editor, { channelType: 'channel', name: 'Other', members: [members.read.id] });
    const service = directService();
    const actor = (user: typeof members.editor) => ({ userId: user.id, organizationId: organization.id, name: user.name, email: user.email, role: user.role });
    const twice = clientId();
    // Started in one tick, so they share a statement.
    const results = await Promise.allSettled([
      service.send(actor(members.editor), { channelId: group._id, message: 'first', clientId: clientId() }),
      service.send(actor(members.read), { channelId: group._id, message: 'second', clientId: clientId() }),
      service.send(actor(members.editor), { channelId: other._id, message: 'elsewhere', clientId: twice }),
      service.send(actor(members.editor), { channelId: other._id, message: 'elsewhere, from another tab', clientId: twice }),
      service.send(actor(members.owner), { channelId: other._id, message: 'not a member', clientId: clientId() }),
      service.send(actor(members.read), { channelId: group._id, message: 'nul \u0000 byte', clientId: clientId() }),
      service.send(actor(members.owner), { channelId: group._id, message: 'third', clientId: clientId() }),
    ]);
    const outcome = results.map((result) => (result.status === 'fulfilled' ? result.value.message : 'refused'));
    expect(outcome).toEqual(['first', 'second', 'elsewhere', 'elsewhere', 'refused', 'refused', 'third']);
    const sent = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(sent[3]!._id).toBe(sent[2]!._id);

    const page = await api.page(tokens.read, group._id);
    expect(page.data.map((message) => message.message)).toEqual(['third', 'second', 'first']);
    const entry = async (token: string, channelId: string) => (await api.channels(token)).find((c) => c._id === channelId)!;
    expect(await entry(tokens.read, group._id)).toMatchObject({ unreadCount: 2, lastMessage: { message: 'third' } });
    expect(await entry(tokens.owner, group._id)).toMatchObject({ unreadCount: 2 });
    expect(await entry(tokens.editor, group._id)).toMatchObject({ unreadCount: 2 });
    expect(await entry(tokens.read, other._id)).toMatchObject({ unreadCount: 1, lastMessage: { message: 'elsewhere' } });
    expect(await t.db.$count(messages, eq(messages.channelId, other._id))).toBe(1);
  });
});

describe('changing messages', () => {
  it('lets the author edit; lets the author, an owner or an admin delete; recomputes the preview', async () => {
    const { members, tokens, group } = await conversation();
    await api.ok('POST', `/api/channel/${group._id}/members`, tokens.editor, { members: [members.admin.id] });
    const first = await api.send(tokens.read, group._id, 'first');
    const last = await api.send(tokens.read, group._id, 'last');

    const forbidden = await api.call('PUT', `/api/messages/${last._id}`, tokens.editor, { message: 'not mine' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only the author can edit this message');
    const edited = (await api.ok<{ data: Message }>('PUT', `/api/messages/${last._id}`, tokens.read, { message: 'last, edited' })).data;
    expect(edited).toMatchObject({ message: 'last, edited', edited: true, editedAt: expect.any(String) });
    expect((await api.channels(tokens.editor)).find((c) => c._id === group._id)!.lastMessage!.message).toBe('last, edited');
    expect((await api.call('PUT', `/api/messages/${last._id}`, tokens.read, { message: ' ' })).json().message).toMatch(/^message: /);

    const denied = await api.call('DELETE', `/api/messages/${last._id}`, tokens.editor);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only the author, an owner or an admin can delete this message');
    const deleted = (await api.ok<{ data: Message }>('DELETE', `/api/messages/${last._id}`, tokens.admin)).data;
    expect(deleted).toMatchObject({ deleted: true, message: '', reactions: [], pinned: false });
    expect((await api.channels(tokens.editor)).find((c) => c._id === group._id)!.lastMessage!.message).toBe('first');
    expect((await api.page(tokens.editor, group._id)).data.map((m) => [m._id, m.deleted])).toEqual([
      [last._id, true],
      [first._id, false],
    ]);
    expect((await api.call('PUT', `/api/messages/${last._id}`, tokens.read, { message: 'back' })).json().message).toBe('This message was deleted');
    expect((await api.call('DELETE', `/api/messages/${first._id}`, tokens.read)).statusCode).toBe(200);
    expect((await api.channels(tokens.editor)).find((c) => c._id === group._id)!.lastMessage).toBeNull();
  });

  it('toggles reactions and pins, and lists pins newest first', async () => {
    const { members, tokens, group } = await conversation();
    const a = await api.send(tokens.editor, group._id, 'a');
    const b = await api.send(tokens.editor, group._id, 'b');
    const react = (token: string, id: string, emoji: string) => api.ok<{ data: Message }>('POST', `/api/messages/${id}/reactions`, token, { emoji });
    await react(tokens.read, a._id, '👍');
    const both = (await react(tokens.owner, a._id, '👍')).data;
    expect(both.reactions).toEqual([{ emoji: '👍', count: 2, users: [{ _id: members.read.id, name: members.read.name }, { _id: members.owner.id, name: members.owner.name }] }]);
    expect((await react(tokens.read, a._id, '👍')).data.reactions).toEqual([{ emoji: '👍', count: 1, users: [{ _id: members.owner.id, name: members.owner.name }] }]);
    expect((await api.call('POST', `/api/messages/${a._id}/reactions`, tokens.read, { emoji: '' })).json().message).toMatch(/^emoji: /);

    const pinnedA = (await api.ok<{ data: Message }>('POST', `/api/messages/${a._id}/pin`, tokens.read)).data;
    expect(pinnedA).toMatchObject({ pinned: true, pinnedBy: { _id: members.read.id } });
    await api.ok('POST', `/api/messages/${b._id}/pin`, tokens.owner);
    const reply = await api.send(tokens.owner, group._id, 'reply', { parentMessageId: a._id });
    await api.ok('POST', `/api/messages/${reply._id}/pin`, tokens.editor);
    expect((await api.ok<{ data: Message[] }>('GET', `/api/channel/${group._id}/pins`, tokens.editor)).data.map((m) => m._id)).toEqual([reply._id, b._id, a._id]);
    await api.ok('DELETE', `/api/messages/${b._id}/pin`, tokens.editor);
    expect((await api.ok<{ data: Message[] }>('GET', `/api/channel/${group._id}/pins`, tokens.editor)).data.map((m) => m._id)).toEqual([reply._id, a._id]);
    // Outsiders of the group cannot touch its messages.
    expect((await api.call('POST', `/api/messages/${a._id}/pin`, tokens.admin)).statusCode).toBe(404);
    expect((await api.call('POST', `/api/messages/${a._id}/reactions`, tokens.admin, { emoji: '👍' })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/messages/${a._id}/replies`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('mentions', () => {
  it('notifies mentioned members only, once, with the text escaped', async () => {
    const { members, tokens, group } = await conversation();
    const outsider = (await chatOrganization(t.db, ['editor'])).members.editor;
    const sent = await api.send(tokens.editor, group._id, 'Look <b>here</b> @read', { mentions: [members.read.id, members.admin.id, members.editor.id, outsider.id] });
    expect(sent.mentions).toEqual([members.read.id]);
    const [notice, ...more] = await inbox(tokens.read);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: `${members.editor.name} mentioned you in Team`, senderName: members.editor.name, metadata: { channelId: group._id, messageId: sent._id } });
    expect(notice!.message).toBe('<p>Look &lt;b&gt;here&lt;/b&gt; @read</p>');
    expect(await inbox(tokens.admin)).toEqual([]);
    expect(await inbox(tokens.editor)).toEqual([]);
    expect(await t.db.$count(notifications, eq(notifications.userId, outsider.id))).toBe(0);

    // An edit notifies only the people it newly mentions.
    await api.ok('PUT', `/api/messages/${sent._id}`, tokens.editor, { message: 'Look here @read @owner', mentions: [members.read.id, members.owner.id] });
    expect(await inbox(tokens.read)).toHaveLength(1);
    expect(await inbox(tokens.owner)).toHaveLength(1);

    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'dev', members: [members.read.id] });
    await api.send(tokens.editor, channel._id, 'ping', { mentions: [members.read.id] });
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id] }, 201)).data;
    await api.send(tokens.editor, direct._id, 'psst', { mentions: [members.read.id] });
    expect((await inbox(tokens.read)).map((n) => n.subject)).toEqual([
      `${members.editor.name} mentioned you in a direct message`,
      `${members.editor.name} mentioned you in #dev`,
      `${members.editor.name} mentioned you in Team`,
    ]);
  });
});
