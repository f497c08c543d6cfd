import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MAX_PARTICIPANTS, type Message } from '../../../domain/chat/chat';
import type { CallState, IceConfiguration } from '../../../domain/chat/events';
import { callParticipants, calls, channelMembers, channels, messages } from '../../platform/db/schema';
import { createOrganization, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CALL_FULL_TEXT,
  CALL_IN_PROGRESS_TEXT,
  CALL_OVER_TEXT,
  CALLS_ONLY_IN_CONVERSATIONS_TEXT,
  NOT_A_MEMBER_TEXT,
  NOT_IN_CALL_TEXT,
  ONLY_INITIATOR_ENDS_TEXT,
  THEY_ARE_IN_CALL_TEXT,
} from './callTexts';
import type { CallParticipantInvited } from '../../../domain/chat/events';
import { connect, conversation, listen, sleep, type Client } from './test/callsKit';

let t: TestApp;
let url: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t?.close());

const client = async (user: { id: string }) => {
  const connected = await connect(url, t.db, user);
  open.push(connected);
  return connected;
};

type Started = CallState & { ice: IceConfiguration };

/** An organisation with a direct conversation between two people (a third member and another organisation's user to hand). */
async function directSetup() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read']);
  const outsider = (await createOrganization(t.db, ['owner'])).members.owner;
  const channel = await conversation(t.db, organization.id, [members.owner.id, members.editor.id]);
  const [caller, callee, bystander, stranger] = await Promise.all([
    client(members.owner),
    client(members.editor),
    client(members.read),
    client(outsider),
  ]);
  return { organization, members, channel, caller: caller!, callee: callee!, bystander: bystander!, stranger: stranger! };
}

async function start(caller: Client, channelId: string, type: 'audio' | 'video' = 'video'): Promise<Started> {
  const answer = await caller.request<Started>('call_initiate', { channelId, type });
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

async function accept(callee: Client, callId: string): Promise<Started> {
  const answer = await callee.request<Started>('call_accept', { callId });
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

const callRow = async (callId: string) => (await t.db.select().from(calls).where(eq(calls.id, callId)))[0]!;
const isCallMessage = (callId: string) => (message: Message) => message.call?._id === callId;

describe('starting a call', () => {
  it('rings everyone in the conversation and adds a call entry to it', async () => {
    const { members, channel, caller, callee, bystander } = await directSetup();
    const started = await start(caller, channel.id);
    expect(started).toMatchObject({
      channelId: channel.id,
      type: 'video',
      initiator: { userId: members.owner.id, name: members.owner.name },
      participants: [{ userId: members.owner.id, name: members.owner.name }],
      ringing: [{ userId: members.editor.id, name: members.editor.name }],
      ice: { iceServers: [] },
    });

    for (const member of [caller, callee]) {
      const initiated = await member.next<CallState>('call_initiated');
      expect(initiated).toMatchObject({ callId: started.callId, channelId: channel.id, initiator: { userId: members.owner.id } });
      const entry = await member.next<Message>('new_message', isCallMessage(started.callId));
      expect(entry).toMatchObject({
        kind: 'call',
        channelId: channel.id,
        message: '',
        sender: { _id: members.owner.id },
        call: { type: 'video', status: 'ringing', initiator: { userId: members.owner.id, name: members.owner.name }, durationSeconds: null },
      });
    }
    expect((await callRow(started.callId)).status).toBe('ringing');
    const rows = await t.db.select().from(callParticipants).where(eq(callParticipants.callId, started.callId));
    expect(rows.map((row) => [row.userId, row.state]).sort()).toEqual(
      [
        [members.owner.id, 'joined'],
        [members.editor.id, 'invited'],
      ].sort(),
    );
    const [entry] = await t.db.select().from(messages).where(eq(messages.callId, started.callId));
    expect(entry).toMatchObject({ kind: 'call', body: '', senderId: members.owner.id });
    const [conversationRow] = await t.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(conversationRow!.lastMessageText).toBe('Video call');
    // Someone not in the conversation hears nothing.
    await sleep(100);
    expect(bystander.received.filter((entry) => entry.event.startsWith('call_') || entry.event === 'new_message')).toEqual([]);
  });

  it('refuses a second call in the same conversation', async () => {
    const { channel, caller, callee } = await directSetup();
    await start(caller, channel.id);
    expect(await callee.request('call_initiate', { channelId: channel.id, type: 'audio' })).toEqual({ ok: false, message: CALL_IN_PROGRESS_TEXT });
    expect(await caller.request('call_initiate', { channelId: channel.id, type: 'video' })).toEqual({ ok: false, message: CALL_IN_PROGRESS_TEXT });
  });

  it('refuses organisation channels, non-members, other organisations and bad payloads', async () => {
    const { organization, members, channel, caller, bystander, stranger } = await directSetup();
    const orgChannel = await conversation(t.db, organization.id, [members.owner.id, members.editor.id, members.read.id], 'channel');
    expect(await caller.request('call_initiate', { channelId: orgChannel.id, type: 'audio' })).toEqual({ ok: false, message: CALLS_ONLY_IN_CONVERSATIONS_TEXT });
    // The third member of the organisation is not in the direct conversation; another organisation's user even less.
    expect(await bystander.request('call_initiate', { channelId: channel.id, type: 'audio' })).toEqual({ ok: false, message: 'Conversation not found' });
    expect(await stranger.request('call_initiate', { channelId: channel.id, type: 'audio' })).toEqual({ ok: false, message: 'Conversation not found' });
    expect(await caller.request('call_initiate', { channelId: 'nope', type: 'audio' })).toEqual({ ok: false, message: 'channelId must be a valid id' });
    expect(await caller.request('call_initiate', { channelId: channel.id, type: 'screen' })).toEqual({ ok: false, message: 'type must be audio or video' });
    expect(await caller.request('call_accept', null)).toMatchObject({ ok: false });
    expect(await t.db.select().from(calls).where(eq(calls.channelId, channel.id))).toEqual([]);
  });
});

describe('answering and signalling', () => {
  it('joins the callee, relays offers, answers and candidates between participants only', async () => {
    const { members, channel, caller, callee, bystander, stranger } = await directSetup();
    const started = await start(caller, channel.id);
    await callee.next('call_initiated');

    const accepted = await accept(callee, started.callId);
    expect(accepted.participants.map((person) => person.userId)).toEqual([members.owner.id, members.editor.id]);
    expect(accepted.ice).toEqual({ iceServers: [] });
    // Answered: nobody is shown ringing any more.
    expect(accepted.ringing).toEqual([]);
    const joined = await caller.next<{ callId: string; participant: { userId: string; name: string } }>('call_participant_joined');
    expect(joined).toEqual({ callId: started.callId, participant: { userId: members.editor.id, name: members.editor.name } });
    const row = await callRow(started.callId);
    expect(row.status).toBe('ongoing');
    expect(row.answeredAt).not.toBeNull();
    // The conversation's entry now says the call is on.
    const entry = await caller.next<Message>('edit_message', isCallMessage(started.callId));
    expect(entry.call).toMatchObject({ status: 'ongoing', endedAt: null, durationSeconds: null });
    expect(entry.call!.answeredAt).not.toBeNull();
    expect(await callee.request('call_accept', { callId: started.callId })).toEqual({ ok: false, message: 'You are already in this call' });

    // The one who joined later offers; the other answers; candidates flow both ways.
    const sdp = { type: 'offer', sdp: 'v=0 offer' };
    callee.socket.emit('webrtc_offer', { callId: started.callId, to: members.owner.id, sdp });
    expect(await caller.next('webrtc_offer')).toEqual({ callId: started.callId, from: members.editor.id, sdp });
    caller.socket.emit('webrtc_answer', { callId: started.callId, to: members.editor.id, sdp: { type: 'answer', sdp: 'v=0 answer' } });
    expect(await callee.next('webrtc_answer')).toEqual({ callId: started.callId, from: members.owner.id, sdp: { type: 'answer', sdp: 'v=0 answer' } });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    caller.socket.emit('webrtc_ice_candidate', { callId: started.callId, to: members.editor.id, candidate });
    expect(await callee.next('webrtc_ice_candidate')).toEqual({ callId: started.callId, from: members.owner.id, candidate });

    // Outsiders neither receive signals nor get theirs through.
    caller.socket.emit('webrtc_offer', { callId: started.callId, to: members.read.id, sdp });
    caller.socket.emit('webrtc_ice_candidate', { callId: started.callId, to: stranger.userId, candidate });
    bystander.socket.emit('webrtc_offer', { callId: started.callId, to: members.owner.id, sdp });
    stranger.socket.emit('webrtc_ice_candidate', { callId: started.callId, to: members.editor.id, candidate });
    caller.socket.emit('webrtc_offer', { callId: started.callId, to: members.editor.id, sdp: { type: 'bogus' } });
    caller.socket.emit('webrtc_offer', { callId: started.callId, to: members.owner.id, sdp });
    // Signals of one socket stay in order: once this one arrives, the dropped ones were decided.
    caller.socket.emit('webrtc_ice_candidate', { callId: started.callId, to: members.editor.id, candidate: { ...candidate, sdpMid: 'last' } });
    await callee.next('webrtc_ice_candidate', (payload: { candidate: { sdpMid: string } }) => payload.candidate.sdpMid === 'last');
    await sleep(150);
    const signals = (client: Client) => client.received.filter((entry) => entry.event.startsWith('webrtc_'));
    expect(signals(bystander)).toEqual([]);
    expect(signals(stranger)).toEqual([]);
    expect(signals(caller).map((entry) => entry.event)).toEqual(['webrtc_offer']);
    expect(signals(callee).map((entry) => entry.event)).toEqual(['webrtc_answer', 'webrtc_ice_candidate', 'webrtc_ice_candidate']);
  });

  it('ends with a duration when hung up, and the entry says so', async () => {
    const { channel, caller, callee } = await directSetup();
    const started = await start(caller, channel.id, 'audio');
    await accept(callee, started.callId);
    await sleep(1100);
    expect(await callee.request('call_end', { callId: started.callId })).toEqual({ ok: true });
    for (const member of [caller, callee]) {
      expect(await member.next('call_ended')).toEqual({ callId: started.callId, channelId: channel.id, status: 'ended' });
      const entry = await member.next<Message>('edit_message', (message) => isCallMessage(started.callId)(message) && message.call?.status === 'ended');
      expect(entry.call).toMatchObject({ status: 'ended', type: 'audio' });
      expect(entry.call!.durationSeconds).toBeGreaterThanOrEqual(1);
    }
    const row = await callRow(started.callId);
    expect(row.status).toBe('ended');
    expect(row.endedAt).not.toBeNull();
    const participants = await t.db.select().from(callParticipants).where(eq(callParticipants.callId, started.callId));
    expect(participants.every((participant) => participant.state === 'left')).toBe(true);
    // Over: a new call may start, and signals for the old one go nowhere.
    expect(await caller.request('call_leave', { callId: started.callId })).toEqual({ ok: false, message: CALL_OVER_TEXT });
    await start(caller, channel.id);
  });

  it('ends a two-person call when one side disconnects', async () => {
    const { members, channel, caller, callee } = await directSetup();
    const started = await start(caller, channel.id);
    await accept(callee, started.callId);
    callee.close();
    expect(await caller.next('call_participant_left')).toEqual({ callId: started.callId, userId: members.editor.id });
    expect(await caller.next('call_ended')).toEqual({ callId: started.callId, channelId: channel.id, status: 'ended' });
    expect((await callRow(started.callId)).status).toBe('ended');
  });

  it('keeps the call when a tab that is not in it closes', async () => {
    const { members, channel, caller, callee } = await directSetup();
    const otherTab = await client(members.editor);
    const started = await start(caller, channel.id);
    await accept(callee, started.callId);
    otherTab.close();
    await sleep(300);
    expect((await callRow(started.callId)).status).toBe('ongoing');
  });
});

describe('declining and cancelling', () => {
  it('ends a declined direct call without a duration', async () => {
    const { members, channel, caller, callee } = await directSetup();
    const started = await start(caller, channel.id);
    expect(await callee.request('call_reject', { callId: started.callId })).toEqual({ ok: true });
    expect(await caller.next('call_rejected')).toEqual({ callId: started.callId, userId: members.editor.id });
    expect(await caller.next('call_ended')).toEqual({ callId: started.callId, channelId: channel.id, status: 'ended' });
    const entry = await callee.next<Message>('edit_message', isCallMessage(started.callId));
    expect(entry.call).toMatchObject({ status: 'ended', answeredAt: null, durationSeconds: null });
  });

  it('makes a call the caller hangs up before an answer a missed one', async () => {
    const { channel, caller, callee } = await directSetup();
    const started = await start(caller, channel.id);
    expect(await caller.request('call_end', { callId: started.callId })).toEqual({ ok: true });
    expect(await callee.next('call_ended')).toEqual({ callId: started.callId, channelId: channel.id, status: 'missed' });
    const entry = await callee.next<Message>('edit_message', isCallMessage(started.callId));
    expect(entry.call).toMatchObject({ status: 'missed', durationSeconds: null });
  });
});

describe('group calls', () => {
  it('lets people join, decline, be invited back, and ends when fewer than two remain', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'editor', 'read']);
    const group = await conversation(t.db, organization.id, [members.owner.id, members.admin.id, members.editor.id, members.read.id], 'group');
    const [owner, admin, editor, reader] = await Promise.all([client(members.owner), client(members.admin), client(members.editor), client(members.read)]);
    const started = await start(owner!, group.id, 'audio');
    await accept(admin!, started.callId);
    expect(await editor!.request('call_reject', { callId: started.callId })).toEqual({ ok: true });
    expect((await callRow(started.callId)).status).toBe('ongoing');

    // Only the initiator ends a group call for everyone.
    expect(await admin!.request('call_end', { callId: started.callId })).toEqual({ ok: false, message: ONLY_INITIATOR_ENDS_TEXT });
    // A participant asks the one who declined back in; an outsider to the call cannot.
    expect(await reader!.request('call_invite', { callId: started.callId, userId: members.editor.id })).toEqual({ ok: false, message: 'You are not in this call' });
    expect(await admin!.request('call_invite', { callId: started.callId, userId: members.editor.id })).toEqual({ ok: true });
    const invitation = await editor!.next<CallState>('call_invitation');
    expect(invitation).toMatchObject({ callId: started.callId, channelId: group.id, type: 'audio' });
    expect(invitation.participants.map((person) => person.userId)).toEqual([members.owner.id, members.admin.id]);
    const third = await accept(editor!, started.callId);
    expect(third.participants.map((person) => person.userId)).toEqual([members.owner.id, members.admin.id, members.editor.id]);

    // The initiator leaves: the others carry on; one more leaves: the call ends.
    expect(await owner!.request('call_leave', { callId: started.callId })).toEqual({ ok: true });
    expect(await admin!.next('call_participant_left')).toEqual({ callId: started.callId, userId: members.owner.id });
    expect((await callRow(started.callId)).status).toBe('ongoing');
    expect(await admin!.request('call_leave', { callId: started.callId })).toEqual({ ok: true });
    expect(await editor!.next('call_ended')).toEqual({ callId: started.callId, channelId: group.id, status: 'ended' });
    expect(await reader!.next('call_ended')).toEqual({ callId: started.callId, channelId: group.id, status: 'ended' });
  });

  it('adds someone to a running call: they ring, the people in it see them ringing, and they join the mesh', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'editor', 'read']);
    const outsider = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
    const group = await conversation(t.db, organization.id, [members.owner.id, members.admin.id, members.editor.id], 'group');
    const [owner, admin, editor, reader, other] = await Promise.all([
      client(members.owner),
      client(members.admin),
      client(members.editor),
      client(members.read),
      client(outsider),
    ]);
    const started = await start(owner!, group.id);
    await accept(admin!, started.callId);
    // Someone joins the conversation while the call is on: nobody rang them yet.
    await t.db.insert(channelMembers).values({ channelId: group.id, userId: members.read.id, organizationId: organization.id });

    // Only members of the conversation, not already in the call, by someone in it.
    expect(await admin!.request('call_invite', { callId: started.callId, userId: outsider.id })).toEqual({ ok: false, message: NOT_A_MEMBER_TEXT });
    expect(await admin!.request('call_invite', { callId: started.callId, userId: members.owner.id })).toEqual({ ok: false, message: THEY_ARE_IN_CALL_TEXT });
    expect(await other!.request('call_invite', { callId: started.callId, userId: members.read.id })).toEqual({ ok: false, message: NOT_IN_CALL_TEXT });
    expect(await admin!.request('call_invite', { callId: started.callId, userId: 'nope' })).toEqual({ ok: false, message: 'userId must be a valid id' });

    expect(await admin!.request('call_invite', { callId: started.callId, userId: members.read.id })).toEqual({ ok: true });
    const invitation = await reader!.next<CallState>('call_invitation');
    expect(invitation).toMatchObject({ callId: started.callId, channelId: group.id, type: 'video', initiator: { userId: members.owner.id } });
    expect(invitation.participants.map((person) => person.userId)).toEqual([members.owner.id, members.admin.id]);
    const invited: CallParticipantInvited = { callId: started.callId, participant: { userId: members.read.id, name: members.read.name }, invitedBy: members.admin.id };
    expect(await owner!.next('call_participant_invited')).toEqual(invited);
    expect(await admin!.next('call_participant_invited')).toEqual(invited);
    const row = await t.db
      .select()
      .from(callParticipants)
      .where(and(eq(callParticipants.callId, started.callId), eq(callParticipants.userId, members.read.id)));
    expect(row[0]!.state).toBe('invited');

    // They accept like anyone rung: the others hear them join, and their offers reach everyone in the call.
    const joined = await accept(reader!, started.callId);
    expect(joined.participants.map((person) => person.userId)).toEqual([members.owner.id, members.admin.id, members.read.id]);
    for (const member of [owner!, admin!]) {
      expect(await member.next('call_participant_joined', (payload: { participant: { userId: string } }) => payload.participant.userId === members.read.id)).toEqual({
        callId: started.callId,
        participant: { userId: members.read.id, name: members.read.name },
      });
    }
    const sdp = { type: 'offer', sdp: 'v=0 newcomer' };
    reader!.socket.emit('webrtc_offer', { callId: started.callId, to: members.owner.id, sdp });
    reader!.socket.emit('webrtc_offer', { callId: started.callId, to: members.admin.id, sdp });
    expect(await owner!.next('webrtc_offer')).toEqual({ callId: started.callId, from: members.read.id, sdp });
    expect(await admin!.next('webrtc_offer')).toEqual({ callId: started.callId, from: members.read.id, sdp });

    // Only the tabs in the call were told who was asked in; the one still ringing from the start and outsiders were not.
    await sleep(100);
    for (const member of [editor!, reader!, other!]) expect(member.received.some((entry) => entry.event === 'call_participant_invited')).toBe(false);
    expect(other!.received.some((entry) => entry.event === 'call_invitation')).toBe(false);
  });

  it('lets someone in a direct call ring the other person again', async () => {
    const { members, channel, caller, callee } = await directSetup();
    const started = await start(caller, channel.id);
    await callee.next('call_initiated');
    expect(await caller.request('call_invite', { callId: started.callId, userId: members.editor.id })).toEqual({ ok: true });
    expect(await callee.next<CallState>('call_invitation')).toMatchObject({ callId: started.callId, channelId: channel.id });
    expect(await caller.next('call_participant_invited')).toMatchObject({ callId: started.callId, participant: { userId: members.editor.id } });
  });

  it(`takes at most ${CALL_MAX_PARTICIPANTS} people`, async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    const others = [];
    for (let i = 0; i < CALL_MAX_PARTICIPANTS; i += 1) others.push(await createUser(t.db, { organizationId: organization.id, role: 'editor' }));
    const group = await conversation(t.db, organization.id, [members.owner.id, ...others.map((user) => user.id)], 'group');
    const owner = await client(members.owner);
    const clients = await Promise.all(others.map((user) => client(user)));
    const started = await start(owner, group.id);
    // Seven accept at once: the row lock puts them in order, each sees the ones before.
    const answers = await Promise.all(clients.slice(0, CALL_MAX_PARTICIPANTS - 1).map((member) => accept(member, started.callId)));
    const sizes = answers.map((answer) => answer.participants.length).sort((a, b) => a - b);
    expect(sizes).toEqual(Array.from({ length: CALL_MAX_PARTICIPANTS - 1 }, (_, i) => i + 2));
    expect(await clients.at(-1)!.request('call_accept', { callId: started.callId })).toEqual({ ok: false, message: CALL_FULL_TEXT });
    // Nobody more can be asked in while it is full.
    expect(await owner.request('call_invite', { callId: started.callId, userId: others.at(-1)!.id })).toEqual({ ok: false, message: CALL_FULL_TEXT });
    const joined = await t.db
      .select()
      .from(callParticipants)
      .where(and(eq(callParticipants.callId, started.callId), eq(callParticipants.state, 'joined')));
    expect(joined).toHaveLength(CALL_MAX_PARTICIPANTS);
  });
});

describe.skipIf(!process.env.REDIS_URL)('across server nodes (Redis)', () => {
  it('rings, answers, asks people in and relays signals between people connected to different nodes', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const secondUrl = await listen(second);
      const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read']);
      const channel = await conversation(t.db, organization.id, [members.owner.id, members.editor.id, members.read.id], 'group');
      const caller = await client(members.owner);
      const callee = await connect(secondUrl, t.db, members.editor);
      open.push(callee);
      const started = await start(caller, channel.id);
      expect(await callee.next<CallState>('call_initiated')).toMatchObject({ callId: started.callId });
      await accept(callee, started.callId);
      await caller.next('call_participant_joined');
      const sdp = { type: 'offer', sdp: 'v=0 across' };
      callee.socket.emit('webrtc_offer', { callId: started.callId, to: members.owner.id, sdp });
      expect(await caller.next('webrtc_offer')).toEqual({ callId: started.callId, from: members.editor.id, sdp });
      // Asked in on one node, shown ringing on the other.
      expect(await caller.request('call_invite', { callId: started.callId, userId: members.read.id })).toEqual({ ok: true });
      expect(await callee.next('call_participant_invited')).toMatchObject({ callId: started.callId, participant: { userId: members.read.id } });
      // The callee's node sees the caller's hang-up too.
      expect(await caller.request('call_end', { callId: started.callId })).toEqual({ ok: true });
      expect(await callee.next('call_ended')).toEqual({ callId: started.callId, channelId: channel.id, status: 'ended' });
    } finally {
      for (const client of open.splice(0)) client.close();
      await second.close();
    }
  });
});
