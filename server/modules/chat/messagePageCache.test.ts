import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '../../../domain/chat/chat';
import { attachments, calls, messages } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createMessagePageCache } from './messagePageCache';
import { chatApi, chatOrganization } from './test/chatKit';

// Two nodes on one database: node A answers the pages (and keeps them), node B and the database
// itself make the changes. Every change a page shows must reach A's next answer.
let nodeA: TestApp;
let nodeB: TestApp;
let reader: ReturnType<typeof chatApi>;
let writer: ReturnType<typeof chatApi>;
beforeAll(async () => {
  nodeA = await createTestApp();
  nodeB = await createTestApp({ database: nodeA.database });
  reader = chatApi(nodeA.app);
  writer = chatApi(nodeB.app);
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

async function conversationWithAPage() {
  const org = await chatOrganization(nodeA.db);
  const group = await writer.create(org.tokens.editor, { channelType: 'group', name: 'Kept', members: [org.members.read.id, org.members.owner.id] });
  const first = await writer.send(org.tokens.editor, group._id, 'First');
  const second = await writer.send(org.tokens.owner, group._id, 'Second');
  const page = () => reader.page(org.tokens.read, group._id);
  // Asked twice: the second answer is the kept one, so each change below is seen through it.
  await page();
  expect((await page()).data.map((m) => m.message)).toEqual(['Second', 'First']);
  return { ...org, group, first, second, page };
}

const byId = (page: { data: Message[] }, id: string) => page.data.find((m) => m._id === id)!;

describe('a page of messages kept by a node', () => {
  it("shows every change made through another node's API: sends, edits, deletes, reactions, pins, replies and renames", async () => {
    const { tokens, group, first, second, page } = await conversationWithAPage();

    await writer.send(tokens.editor, group._id, 'Third');
    expect((await page()).data.map((m) => m.message)).toEqual(['Third', 'Second', 'First']);

    await writer.ok('PUT', `/api/messages/${first._id}`, tokens.editor, { message: 'First, edited' });
    expect(byId(await page(), first._id)).toMatchObject({ message: 'First, edited', edited: true });

    await writer.ok('POST', `/api/messages/${second._id}/reactions`, tokens.editor, { emoji: '👍' });
    expect(byId(await page(), second._id).reactions).toMatchObject([{ emoji: '👍', count: 1 }]);
    await writer.ok('POST', `/api/messages/${second._id}/reactions`, tokens.editor, { emoji: '👍' });
    expect(byId(await page(), second._id).reactions).toEqual([]);

    await writer.ok('POST', `/api/messages/${second._id}/pin`, tokens.owner);
    expect(byId(await page(), second._id)).toMatchObject({ pinned: true });

    await writer.ok('POST', `/api/messages/${first._id}/replies`, tokens.owner, { message: 'A reply', clientId: randomUUID() });
    expect(byId(await page(), first._id).thread.replyCount).toBe(1);

    await writer.ok('PUT', '/api/profile', tokens.editor, { name: 'Renamed Editor' });
    expect(byId(await page(), first._id).sender).toMatchObject({ name: 'Renamed Editor' });

    await writer.ok('DELETE', `/api/messages/${first._id}`, tokens.editor);
    expect(byId(await page(), first._id)).toMatchObject({ deleted: true, message: '' });
  });

  it('shows changes written straight to the database: a file removed and a call that ended', async () => {
    const { organization, members, group, second, page } = await conversationWithAPage();
    const organizationId = organization.id;
    const [file] = await nodeA.db
      .insert(attachments)
      .values({ organizationId, channelId: group._id, uploaderId: members.owner.id, messageId: second._id, name: 'plan.pdf', size: 10, mimeType: 'application/pdf', kind: 'file', storageKey: randomUUID() })
      .returning();
    expect(byId(await page(), second._id).attachments.map((a) => a.name)).toEqual(['plan.pdf']);
    await nodeA.db.delete(attachments).where(eq(attachments.id, file!.id));
    expect(byId(await page(), second._id).attachments).toEqual([]);

    const [call] = await nodeA.db.insert(calls).values({ organizationId, channelId: group._id, type: 'audio', initiatorId: members.owner.id }).returning();
    const [entry] = await nodeA.db.insert(messages).values({ organizationId, channelId: group._id, senderId: members.owner.id, kind: 'call', body: '', callId: call!.id }).returning();
    expect(byId(await page(), entry!.id).call).toMatchObject({ status: 'ringing' });
    await nodeA.db.update(calls).set({ status: 'missed', endedAt: new Date() }).where(eq(calls.id, call!.id));
    expect(byId(await page(), entry!.id).call).toMatchObject({ status: 'missed' });
  });

  it('answers 404 to someone removed from the conversation, though the page is kept for the others', async () => {
    const { members, tokens, group, page } = await conversationWithAPage();
    await writer.ok('DELETE', `/api/channel/${group._id}/members/${members.read.id}`, tokens.editor);
    const res = await reader.call('GET', `/api/channel/${group._id}/messages`, tokens.read);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Conversation not found' });
    expect((await reader.page(tokens.owner, group._id)).data).toHaveLength(2);
    await expect(page()).rejects.toThrow();
  });

  it('keeps the older pages of a conversation apart from its newest one', async () => {
    const { tokens, group } = await conversationWithAPage();
    for (let i = 0; i < 3; i++) await writer.send(tokens.editor, group._id, `More ${i}`);
    const newest = await reader.page(tokens.read, group._id, '?limit=2');
    const older = await reader.page(tokens.read, group._id, `?limit=2&cursor=${newest.nextCursor}`);
    expect(newest.data.map((m) => m.message)).toEqual(['More 2', 'More 1']);
    expect(older.data.map((m) => m.message)).toEqual(['More 0', 'Second']);
    expect((await reader.page(tokens.read, group._id, '?limit=2')).data.map((m) => m.message)).toEqual(['More 2', 'More 1']);
  });
});

describe('the page cache', () => {
  const pageOf = (...texts: string[]): MessagePage => ({ data: texts.map((message) => ({ message }) as Message), nextCursor: null });

  it('answers a page only under the version it was kept at, and never trades a newer page for an older one', () => {
    const cache = createMessagePageCache();
    cache.set('a', 2, pageOf('two'));
    expect(cache.get('a', 2)?.data[0]?.message).toBe('two');
    cache.set('a', 1, pageOf('one'));
    expect(cache.get('a', 2)?.data[0]?.message).toBe('two');
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
  });

  it('lets the least recently used pages go when it is full', () => {
    // Each one-message page weighs about 2,000: three fit in 6,500.
    const cache = createMessagePageCache(6_500);
    cache.set('a', 1, pageOf('a'));
    cache.set('b', 1, pageOf('b'));
    cache.set('c', 1, pageOf('c'));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('d', 1, pageOf('d'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
  });
});
