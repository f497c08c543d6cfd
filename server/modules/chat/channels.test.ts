import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MIN_MEMBERS_TEXT, GROUP_NAME_REQUIRED_TEXT, type Channel, type ChatMember } from '../../../domain/chat/chat';
import { channels } from '../../platform/db/schema';
import { createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { chatApi, chatOrganization } from './test/chatKit';

let t: TestApp;
let api: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = chatApi(t.app);
});
afterAll(async () => t?.close());

const channelCount = async (organizationId: string) => t.db.$count(channels, eq(channels.organizationId, organizationId));
const expectError = async (res: { statusCode: number; json(): unknown }, status: number, message: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};

describe('creating conversations', () => {
  it('creates a channel with the creator and members, and refuses a second one of the same name in any case', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const res = await api.call('POST', '/api/channels', tokens.editor, { channelType: 'channel', name: 'Design', members: [members.read.id], createdBy: members.editor.id });
    expect(res.statusCode, res.body).toBe(201);
    const channel = res.json().data as Channel;
    expect(channel).toMatchObject({ channelType: 'channel', name: 'Design', createdBy: members.editor.id, isMember: true, isGeneral: false, unreadCount: 0, lastMessage: null });
    expect(channel.members.map((m) => m._id).sort()).toEqual([members.editor.id, members.read.id].sort());
    expect(channel.members[0]).toMatchObject({ contactStatus: 'offline', lastSeen: null, avatar: null });

    await expectError(await api.call('POST', '/api/channels', tokens.owner, { channelType: 'channel', name: 'design', members: [] }), 409, 'A channel with this name already exists');
    await expectError(await api.call('POST', '/api/channels', tokens.owner, { channelType: 'channel', name: 'GENERAL' }), 409, 'A channel with this name already exists');
    await expectError(await api.call('POST', '/api/channels', tokens.owner, { channelType: 'channel', members: [] }), 400, /^name: /);
  });

  it('answers every bad group, direct and member input with a 400 that says what is wrong, creating nothing', async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    const stranger = (await chatOrganization(t.db, ['editor'])).members.editor;
    const inactive = await createUser(t.db, { organizationId: organization.id, role: 'editor', status: 'inactive' });
    const before = await channelCount(organization.id);
    const post = (body: unknown) => api.call('POST', '/api/channels', tokens.editor, body);

    await expectError(await post({ channelType: 'group', members: [members.read.id, members.admin.id] }), 400, GROUP_NAME_REQUIRED_TEXT);
    await expectError(await post({ channelType: 'group', name: '   ', members: [members.read.id, members.admin.id] }), 400, GROUP_NAME_REQUIRED_TEXT);
    // The creator does not count towards the two.
    await expectError(await post({ channelType: 'group', name: 'Pair', members: [members.read.id, members.editor.id] }), 400, GROUP_MIN_MEMBERS_TEXT);
    await expectError(await post({ channelType: 'direct', members: [members.read.id, members.admin.id] }), 400, 'members: A direct conversation is with exactly one other person');
    await expectError(await post({ channelType: 'direct', members: [members.editor.id] }), 400, 'members: A direct conversation is with exactly one other person');
    await expectError(await post({ channelType: 'group', name: 'X', members: [members.read.id, stranger.id] }), 400, `members: ${stranger.id} is not in your organisation`);
    await expectError(await post({ channelType: 'direct', members: [stranger.id] }), 400, `members: ${stranger.id} is not in your organisation`);
    await expectError(await post({ channelType: 'channel', name: 'Mixed', members: [inactive.id] }), 400, `members: ${inactive.id} is not in your organisation`);
    await expectError(await post({ channelType: 'group', name: 'X', members: [members.read.id, members.admin.id], createdBy: members.owner.id }), 400, /^createdBy: /);
    await expectError(await post({ channelType: 'room', members: [] }), 400, /^channelType: /);
    await expectError(await post({ channelType: 'group', name: 'X', members: ['nope', members.admin.id] }), 400, /^members\.0: members must be a valid id/);
    await expectError(await post({ channelType: 'group', name: 'x'.repeat(81), members: [members.read.id, members.admin.id] }), 400, /^name: /);
    await expectError(await api.call('POST', '/api/channels/direct', tokens.editor, { channelType: 'group', members: [members.read.id] }), 400, /^channelType: /);
    expect(await channelCount(organization.id)).toBe(before);
    // Nothing was created in the stranger's organisation either.
    expect((await api.channels(await tokenFor(t.db, stranger))).map((c) => c.name)).toEqual(['general']);
  });

  it('reopens the same direct conversation whoever opens it, named after the other person', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const first = await api.call('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id], createdBy: members.editor.id });
    expect(first.statusCode, first.body).toBe(201);
    const direct = first.json().data as Channel;
    expect(direct).toMatchObject({ channelType: 'direct', name: members.read.name });

    const again = await api.call('POST', '/api/channels', tokens.editor, { channelType: 'direct', members: [members.read.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(direct._id);
    const fromOtherSide = await api.call('POST', '/api/channels/direct', tokens.read, { channelType: 'direct', members: [members.editor.id] });
    expect(fromOtherSide.statusCode).toBe(200);
    expect(fromOtherSide.json().data).toMatchObject({ _id: direct._id, name: members.editor.name });

    // Both opening a new pair at the same moment still makes one conversation.
    const [a, b] = await Promise.all([
      api.call('POST', '/api/channels/direct', tokens.owner, { members: [members.admin.id] }),
      api.call('POST', '/api/channels/direct', tokens.admin, { members: [members.owner.id] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
  });
});

describe('listing conversations', () => {
  it('lists what the caller belongs to by type and order; channelType=channel browses every organisation channel', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const zeta = await api.create(tokens.owner, { channelType: 'channel', name: 'zeta', members: [members.editor.id] });
    const alpha = await api.create(tokens.owner, { channelType: 'channel', name: 'Alpha' });
    const group = await api.create(tokens.owner, { channelType: 'group', name: 'Owners and co', members: [members.editor.id, members.read.id] });
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.admin.id] }, 201)).data;
    const quiet = await api.create(tokens.read, { channelType: 'group', name: 'Quiet', members: [members.editor.id, members.admin.id] });
    await api.send(tokens.admin, direct._id, 'First in direct');
    const longText = 'Newest in the group, and long enough to be cut in the preview';
    await api.send(tokens.owner, group._id, longText);

    const mine = await api.channels(tokens.editor);
    expect(mine.map((c) => c.name)).toEqual(['general', 'zeta', 'Owners and co', members.admin.name, 'Quiet']);
    expect(mine.every((c) => c.isMember)).toBe(true);
    expect(mine.find((c) => c._id === group._id)!.lastMessage).toEqual({ message: `${longText.slice(0, 40)}…`, timestamp: expect.any(String) });
    expect(mine.find((c) => c._id === quiet._id)!.lastMessage).toBeNull();
    expect(mine.find((c) => c._id === group._id)!.unreadCount).toBe(1);

    expect((await api.channels(tokens.editor, '?channelType=direct')).map((c) => c._id)).toEqual([direct._id]);
    expect((await api.channels(tokens.editor, '?channelType=group')).map((c) => c._id)).toEqual([group._id, quiet._id]);
    const browse = await api.channels(tokens.editor, '?channelType=channel');
    expect(browse.map((c) => [c.name, c.isMember])).toEqual([
      ['general', true],
      ['Alpha', false],
      ['zeta', true],
    ]);
    expect(browse.find((c) => c._id === alpha._id)!.members.map((m) => m._id)).toEqual([members.owner.id]);
    await api.call('GET', '/api/channels?channelType=dm', tokens.editor).then((res) => expectError(res, 400, /^channelType: /));

    // Another organisation sees none of it.
    const other = await chatOrganization(t.db, ['owner']);
    const theirs = [...(await api.channels(other.tokens.owner)), ...(await api.channels(other.tokens.owner, '?channelType=channel'))];
    expect(theirs.map((c) => c.name)).toEqual(['general', 'general']);
    expect(theirs.some((c) => [zeta._id, group._id, direct._id].includes(c._id))).toBe(false);
  });

  it('counts unread per conversation and finds people for the dialogs', async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    const group = await api.create(tokens.owner, { channelType: 'group', name: 'G', members: [members.editor.id, members.read.id] });
    await api.send(tokens.owner, group._id, 'one');
    await api.send(tokens.read, group._id, 'two');
    const unread = await api.ok<{ data: { channelId: string; unreadCount: number }[]; total: number }>('GET', '/api/channel/unread/messages', tokens.editor);
    expect(unread.total).toBe(2);
    expect(unread.data.find((row) => row.channelId === group._id)!.unreadCount).toBe(2);
    expect((await api.ok<{ total: number }>('GET', '/api/channel/unread/messages', tokens.owner)).total).toBe(1);

    await createUser(t.db, { organizationId: organization.id, role: 'read', status: 'inactive', name: 'Gone Person' });
    await chatOrganization(t.db, ['owner']);
    const people = (await api.ok<{ data: ChatMember[] }>('GET', '/api/chat/users', tokens.editor)).data;
    expect(people.map((p) => p._id).sort()).toEqual([members.owner.id, members.admin.id, members.read.id].sort());
    const found = (await api.ok<{ data: ChatMember[] }>('GET', `/api/chat/users?search=${encodeURIComponent(members.admin.email.slice(0, 12).toUpperCase())}`, tokens.editor)).data;
    expect(found.map((p) => p._id)).toEqual([members.admin.id]);
    expect((await api.ok<{ data: ChatMember[] }>('GET', '/api/chat/users?search=%25', tokens.editor)).data).toEqual([]);
  });
});

describe('changing conversations', () => {
  it('mutes for the caller only; renames and archives by the creator or an owner or admin; never #general or a direct one', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const group = await api.create(tokens.editor, { channelType: 'group', name: 'Team', members: [members.read.id, members.owner.id] });
    const put = (token: string, id: string, body: unknown) => api.call('PUT', `/api/channels/update/${id}`, token, body);

    const muted = await put(tokens.read, group._id, { isMuted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().data.isMuted).toBe(true);
    expect((await api.channels(tokens.editor)).find((c) => c._id === group._id)!.isMuted).toBe(false);

    await expectError(await put(tokens.read, group._id, { name: 'Mine now' }), 403, 'Only the creator, an owner or an admin can rename or archive this conversation');
    expect((await put(tokens.editor, group._id, { name: 'Team B' })).json().data.name).toBe('Team B');
    expect((await put(tokens.owner, group._id, { isArchived: true })).json().data.isArchived).toBe(true);
    await expectError(await api.call('POST', `/api/channel/${group._id}/messages`, tokens.editor, { message: 'hello?', clientId: 'archived-1' }), 400, 'This conversation is archived');
    await expectError(await put(tokens.editor, group._id, {}), 400, /^name: Send name, isMuted or isArchived/);

    const general = (await api.channels(tokens.owner)).find((c) => c.isGeneral)!;
    await expectError(await put(tokens.owner, general._id, { name: 'random' }), 400, '#general cannot be renamed or archived');
    await expectError(await put(tokens.owner, general._id, { isArchived: true }), 400, '#general cannot be renamed or archived');
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id] }, 201)).data;
    await expectError(await put(tokens.editor, direct._id, { name: 'us' }), 400, 'A direct conversation cannot be renamed or archived');
    expect((await put(tokens.editor, direct._id, { isMuted: true })).statusCode).toBe(200);

    const design = await api.create(tokens.editor, { channelType: 'channel', name: 'design' });
    await api.create(tokens.editor, { channelType: 'channel', name: 'ops' });
    await expectError(await put(tokens.editor, design._id, { name: 'OPS' }), 409, 'A channel with this name already exists');
    expect((await put(tokens.admin, design._id, { name: 'Design' })).json().data.name).toBe('Design');
    // A group the caller is not in does not exist for them.
    await expectError(await put(tokens.admin, group._id, { isMuted: true }), 404, 'Conversation not found');
  });

  it('adds and removes people by the rules of each kind of conversation', async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    const extra = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
    const stranger = (await chatOrganization(t.db, ['editor'])).members.editor;
    const group = await api.create(tokens.editor, { channelType: 'group', name: 'Team', members: [members.read.id, members.owner.id] });
    const add = (token: string, id: string, ids: string[]) => api.call('POST', `/api/channel/${id}/members`, token, { members: ids });
    const remove = (token: string, id: string, userId: string) => api.call('DELETE', `/api/channel/${id}/members/${userId}`, token);

    // Any group member adds people of the organisation; outsiders of the group see nothing.
    const added = await add(tokens.read, group._id, [extra.id]);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json().data as Channel).members.map((m) => m._id)).toContain(extra.id);
    await expectError(await add(tokens.admin, group._id, [members.admin.id]), 404, 'Conversation not found');
    await expectError(await add(tokens.read, group._id, [stranger.id]), 400, `members: ${stranger.id} is not in your organisation`);
    await expectError(await add(tokens.read, group._id, []), 400, /^members: /);

    // Channels: join yourself; the creator, owners and admins add others (the join rules have their own tests below).
    const channel = await api.create(tokens.owner, { channelType: 'channel', name: 'news' });
    await expectError(await add(tokens.read, channel._id, [members.admin.id]), 403, 'Join the channel before adding people to it');
    const joinedChannel = (await add(tokens.read, channel._id, [members.read.id])).json().data as Channel;
    expect(joinedChannel.isMember).toBe(true);
    expect((await add(tokens.owner, channel._id, [members.admin.id])).statusCode).toBe(200);

    // Leaving and removing.
    await expectError(await remove(tokens.read, channel._id, members.admin.id), 403, 'Only the creator, an owner or an admin can remove people from this conversation');
    expect((await remove(tokens.read, channel._id, members.read.id)).statusCode).toBe(200);
    expect((await api.channels(tokens.read, '?channelType=channel')).find((c) => c._id === channel._id)!.isMember).toBe(false);
    expect((await remove(tokens.admin, group._id, extra.id)).statusCode).toBe(404);
    expect((await remove(tokens.owner, group._id, extra.id)).statusCode).toBe(200);
    await expectError(await remove(tokens.owner, group._id, extra.id), 404, 'userId: This person is not in the conversation');

    const general = (await api.channels(tokens.owner)).find((c) => c.isGeneral)!;
    await expectError(await remove(tokens.read, general._id, members.read.id), 400, 'Everyone in the organisation stays in #general');
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id] }, 201)).data;
    await expectError(await add(tokens.editor, direct._id, [members.admin.id]), 400, /^members: People cannot be added to a direct conversation/);
    await expectError(await remove(tokens.editor, direct._id, members.editor.id), 400, 'You cannot leave a direct conversation');
  });

  it('lets anyone of the organisation join a channel, a read user included, but no group or direct conversation', async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'design' });
    await api.send(tokens.editor, channel._id, 'before you came');
    const group = await api.create(tokens.editor, { channelType: 'group', name: 'Private', members: [members.owner.id, members.admin.id] });
    const direct = (await api.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.owner.id] }, 201)).data;
    const join = (token: string, id: string, userId: string) => api.call('POST', `/api/channel/${id}/members`, token, { members: [userId] });

    // The role table gives every role /chat, read included: joining is taking part, not editing work.
    const joinedRes = await join(tokens.read, channel._id, members.read.id);
    expect(joinedRes.statusCode, joinedRes.body).toBe(200);
    expect(joinedRes.json().data).toMatchObject({ _id: channel._id, isMember: true, unreadCount: 0 });
    expect((await api.channels(tokens.read)).map((c) => c._id)).toContain(channel._id);
    expect((await api.page(tokens.read, channel._id)).data.map((m) => m.message)).toEqual(['before you came']);
    expect((await join(tokens.read, channel._id, members.read.id)).statusCode).toBe(200);

    // Private conversations cannot be joined: to an outsider they do not exist.
    await expectError(await join(tokens.read, group._id, members.read.id), 404, 'Conversation not found');
    await expectError(await join(tokens.read, direct._id, members.read.id), 404, 'Conversation not found');
    expect((await api.channels(tokens.read)).map((c) => c._id)).not.toContain(group._id);
    // Nor can a non-member read a channel before joining it: messages are for members.
    const closed = await api.create(tokens.editor, { channelType: 'channel', name: 'closed-door' });
    expect((await api.call('GET', `/api/channel/${closed._id}/messages`, tokens.read)).statusCode).toBe(404);
    // An archived channel takes nobody new.
    await api.ok('PUT', `/api/channels/update/${closed._id}`, tokens.editor, { isArchived: true });
    await expectError(await join(tokens.admin, closed._id, members.admin.id), 400, 'This conversation is archived');
  });

  it('lets the creator, an owner or an admin add people to a channel, and no other member', async () => {
    const { organization, members, tokens } = await chatOrganization(t.db);
    const extra = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
    const other = await chatOrganization(t.db, ['owner', 'editor']);
    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'launch' });
    const add = (token: string, ids: string[]) => api.call('POST', `/api/channel/${channel._id}/members`, token, { members: ids });
    const memberIds = async () => (await api.channels(tokens.editor)).find((c) => c._id === channel._id)!.members.map((m) => m._id).sort();

    const byCreator = await add(tokens.editor, [members.read.id]);
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    expect((byCreator.json().data as Channel).members.map((m) => m._id)).toContain(members.read.id);
    // A read member is in the channel, but adding people is for its creator, owners and admins.
    await expectError(await add(tokens.read, [extra.id]), 403, 'Only the creator, an owner or an admin can add people to this channel');
    await add(tokens.admin, [members.admin.id]);
    expect((await add(tokens.admin, [extra.id])).statusCode).toBe(200);
    expect(await memberIds()).toEqual([members.editor.id, members.read.id, members.admin.id, extra.id].sort());

    // Another organisation's people are refused by name and nothing is added.
    await expectError(await add(tokens.editor, [other.members.editor.id]), 400, `members: ${other.members.editor.id} is not in your organisation`);
    await expectError(await add(tokens.editor, [members.owner.id, other.members.editor.id]), 400, /is not in your organisation$/);
    expect(await memberIds()).not.toContain(members.owner.id);
    // Another organisation's owner cannot add anyone, themself or ours, to this channel.
    expect((await add(other.tokens.owner, [other.members.owner.id])).statusCode).toBe(404);
    expect((await add(other.tokens.owner, [members.owner.id])).statusCode).toBe(404);
    expect(await memberIds()).toEqual([members.editor.id, members.read.id, members.admin.id, extra.id].sort());
  });

  it("keeps another organisation's people out of everything", async () => {
    const { members, tokens } = await chatOrganization(t.db);
    const other = await chatOrganization(t.db, ['owner', 'editor']);
    const group = await api.create(tokens.editor, { channelType: 'group', name: 'Private', members: [members.read.id, members.owner.id] });
    const channel = await api.create(tokens.editor, { channelType: 'channel', name: 'Open' });
    await api.send(tokens.editor, group._id, 'secret');
    for (const id of [group._id, channel._id]) {
      expect((await api.call('GET', `/api/channel/${id}/messages`, other.tokens.owner)).statusCode).toBe(404);
      expect((await api.call('POST', `/api/channel/${id}/messages`, other.tokens.owner, { message: 'hi', clientId: `intruder-${id}` })).statusCode).toBe(404);
      expect((await api.call('POST', `/api/channel/${id}/members`, other.tokens.owner, { members: [other.members.owner.id] })).statusCode).toBe(404);
      expect((await api.call('PUT', `/api/channels/update/${id}`, other.tokens.owner, { name: 'mine' })).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/channel/${id}/members/${members.editor.id}`, other.tokens.owner)).statusCode).toBe(404);
      expect((await api.call('GET', `/api/channel/${id}/pins`, other.tokens.owner)).statusCode).toBe(404);
      expect((await api.call('POST', `/api/channel/${id}/read`, other.tokens.owner)).statusCode).toBe(404);
    }
    expect((await api.call('POST', `/api/channel/${group._id}/members`, tokens.editor, { members: [other.members.editor.id] })).statusCode).toBe(400);
  });
});
