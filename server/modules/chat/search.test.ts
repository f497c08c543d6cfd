import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../domain/chat/chat';
import { channelMembers, channels, messages } from '../../platform/db/schema';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { joinGeneralChannel } from './generalChannel';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// The chat core's send path is built separately: these tests write rows directly.
async function post(channelId: string, sender: TestUser, body: string, extra: Partial<typeof messages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(messages)
    .values({ organizationId: sender.organizationId!, channelId, senderId: sender.id, body, ...extra })
    .returning();
  return row!;
}

async function group(organizationId: string, name: string, members: TestUser[]) {
  const [channel] = await t.db.insert(channels).values({ organizationId, channelType: 'group', name }).returning();
  await t.db.insert(channelMembers).values(members.map((user) => ({ channelId: channel!.id, userId: user.id, organizationId })));
  return channel!.id;
}

async function search(token: string, query: string) {
  const res = await callApi(t.app, 'GET', `/api/messages/search?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SearchHit[];
}

/** An organisation with #general, a private group the reader is not in, and a second organisation. */
async function world() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read'] as const);
  const general = await joinGeneralChannel(t.db, organization.id, []);
  const pair = await group(organization.id, 'Pair', [members.owner, members.editor]);
  const other = await createOrganization(t.db, ['owner'] as const);
  const otherGeneral = await joinGeneralChannel(t.db, other.organization.id, []);
  return {
    organization,
    members,
    general,
    pair,
    other,
    otherGeneral,
    owner: await tokenFor(t.db, members.owner),
    reader: await tokenFor(t.db, members.read),
    outsider: await tokenFor(t.db, other.members.owner),
  };
}

describe('message search', () => {
  it('finds whole words and a word still being typed, with «» around the matches', async () => {
    const w = await world();
    const deploy = await post(w.general, w.members.editor, 'We deploy the **release** on Friday');
    await post(w.general, w.members.editor, 'Lunch at noon');

    const words = await search(w.owner, 'q=release');
    expect(words.map((hit) => hit.message._id)).toEqual([deploy.id]);
    expect(words[0]).toMatchObject({
      channel: { _id: w.general, name: 'general', channelType: 'channel' },
      message: { _id: deploy.id, channelId: w.general, message: 'We deploy the **release** on Friday', sender: { _id: w.members.editor.id } },
    });
    expect(words[0]!.snippet).toContain('«release»');

    const prefix = await search(w.owner, 'q=deplo');
    expect(prefix.map((hit) => hit.message._id)).toEqual([deploy.id]);
    expect(prefix[0]!.snippet).toContain('«deploy»');
    // The last word is a prefix, the words before it must match whole.
    expect((await search(w.owner, `q=${encodeURIComponent('Friday rele')}`)).map((hit) => hit.message._id)).toEqual([deploy.id]);
    expect(await search(w.owner, `q=${encodeURIComponent('Frid release')}`)).toEqual([]);
    // websearch syntax: quoted phrases and exclusions.
    expect(await search(w.owner, `q=${encodeURIComponent('"release deploy"')}`)).toEqual([]);
    expect(await search(w.owner, `q=${encodeURIComponent('deploy -friday')}`)).toEqual([]);
    expect(await search(w.owner, `q=${encodeURIComponent('DEPLOY')}`)).toHaveLength(1);
  });

  it('ranks the better match first, then the newest', async () => {
    const w = await world();
    const once = await post(w.general, w.members.editor, 'budget review', { createdAt: new Date(Date.now() - 60_000) });
    const twice = await post(w.general, w.members.editor, 'budget budget budget', { createdAt: new Date(Date.now() - 120_000) });
    const newer = await post(w.general, w.members.editor, 'budget review');
    expect((await search(w.owner, 'q=budget')).map((hit) => hit.message._id)).toEqual([twice.id, newer.id, once.id]);
  });

  it("never returns messages from conversations the caller is not in, nor another organisation's, nor deleted ones", async () => {
    const w = await world();
    const open = await post(w.general, w.members.owner, 'quarterly numbers are in');
    const secret = await post(w.pair, w.members.owner, 'quarterly secret plan');
    await post(w.otherGeneral, w.other.members.owner, 'quarterly elsewhere');
    await post(w.general, w.members.owner, 'quarterly gone', { deletedAt: new Date() });

    expect((await search(w.reader, 'q=quarterly')).map((hit) => hit.message._id)).toEqual([open.id]);
    expect((await search(w.owner, 'q=quarterly')).map((hit) => hit.message._id).sort()).toEqual([open.id, secret.id].sort());
    expect((await search(w.outsider, 'q=quarterly')).map((hit) => hit.message.message)).toEqual(['quarterly elsewhere']);
  });

  it('narrows to one conversation the caller belongs to, and 404s for any other', async () => {
    const w = await world();
    await post(w.general, w.members.owner, 'roadmap in general');
    const inPair = await post(w.pair, w.members.owner, 'roadmap in pair');
    expect((await search(w.owner, `q=roadmap&channelId=${w.pair}`)).map((hit) => hit.message._id)).toEqual([inPair.id]);

    for (const [token, channelId] of [
      [w.reader, w.pair],
      [w.outsider, w.general],
    ] as const) {
      const res = await callApi(t.app, 'GET', `/api/messages/search?q=roadmap&channelId=${channelId}`, token);
      expect(res.statusCode).toBe(404);
    }
  });

  it('finds thread replies too, pointing at their parent', async () => {
    const w = await world();
    const parent = await post(w.general, w.members.owner, 'thread start');
    const reply = await post(w.general, w.members.editor, 'nested kangaroo', { parentId: parent.id });
    const [hit] = await search(w.owner, 'q=kangaroo');
    expect(hit!.message).toMatchObject({ _id: reply.id, thread: { parentMessage: parent.id } });
  });

  it('answers 400 naming q for an empty, blank or too long query, and copes with any punctuation', async () => {
    const w = await world();
    for (const query of ['', 'q=', `q=${encodeURIComponent('   ')}`, `q=${'a'.repeat(201)}`]) {
      const res = await callApi(t.app, 'GET', `/api/messages/search?${query}`, w.owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/^q: /);
    }
    const invalidChannel = await callApi(t.app, 'GET', '/api/messages/search?q=x&channelId=nope', w.owner);
    expect(invalidChannel.statusCode).toBe(400);
    for (const odd of ['"', '!!!', "it's", 'a & b | c', '(:*', '-', 'or', '"unclosed phrase', 'x:*']) {
      await search(w.owner, `q=${encodeURIComponent(odd)}`);
    }
  });

  it('returns at most 30 hits', async () => {
    const w = await world();
    for (let i = 0; i < 35; i += 1) await post(w.general, w.members.owner, `standup note ${i}`);
    expect(await search(w.owner, 'q=standup')).toHaveLength(30);
  });
});
