import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../domain/chat/chat';
import type { CallState } from '../../../domain/chat/events';
import { callParticipants, calls } from '../../platform/db/schema';
import { createOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { connect, conversation, listen, type Client } from './test/callsKit';

// The spec's 30 s ring, shortened for this file: the app under test reads the shared constant.
vi.mock('../../../domain/chat/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../domain/chat/chat')>()),
  CALL_RING_TIMEOUT_MS: 400,
}));

let t: TestApp;
let url: string;
const open: Client[] = [];

const ICE_SERVERS = [{ urls: 'stun:stun.example.test:3478' }, { urls: ['turn:turn.example.test:3478'], username: 'teamwork', credential: 'secret' }];

beforeAll(async () => {
  t = await createTestApp({ env: { ICE_SERVERS: JSON.stringify(ICE_SERVERS) } });
  url = await listen(t);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t?.close());

async function setup() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor']);
  const channel = await conversation(t.db, organization.id, [members.owner.id, members.editor.id]);
  const caller = await connect(url, t.db, members.owner);
  const callee = await connect(url, t.db, members.editor);
  open.push(caller, callee);
  return { organization, members, channel, caller, callee };
}

describe('unanswered calls', () => {
  it('become missed after the ring timeout, and the entry says missed', async () => {
    const { channel, caller, callee } = await setup();
    const answer = await caller.request<CallState & { ice: unknown }>('call_initiate', { channelId: channel.id, type: 'audio' });
    if (!answer.ok) throw new Error(answer.message);
    const { callId } = answer.data;
    // ICE_SERVERS reaches the browsers with the call.
    expect(answer.data.ice).toEqual({ iceServers: ICE_SERVERS });
    for (const member of [caller, callee]) {
      expect(await member.next('call_ended')).toEqual({ callId, channelId: channel.id, status: 'missed' });
      const entry = await member.next<Message>('edit_message', (message) => message.call?._id === callId);
      expect(entry.call).toMatchObject({ status: 'missed', answeredAt: null, durationSeconds: null });
      expect(entry.call!.endedAt).not.toBeNull();
    }
    const [row] = await t.db.select().from(calls).where(eq(calls.id, callId));
    expect(row!.status).toBe('missed');
    // Too late to answer; the conversation is free for the next call.
    expect(await callee.request('call_accept', { callId })).toEqual({ ok: false, message: 'This call has ended' });
    const again = await callee.request('call_initiate', { channelId: channel.id, type: 'video' });
    expect(again.ok).toBe(true);
  });

  it('are swept to missed when the node that rang them is gone', async () => {
    const { organization, members, channel, caller } = await setup();
    // A call some crashed node started a minute ago: no timer anywhere will fire for it.
    const [orphan] = await t.db
      .insert(calls)
      .values({ organizationId: organization.id, channelId: channel.id, type: 'video', initiatorId: members.owner.id, startedAt: new Date(Date.now() - 60_000) })
      .returning();
    await t.db.insert(callParticipants).values([
      { callId: orphan!.id, userId: members.owner.id, state: 'joined', joinedAt: orphan!.startedAt },
      { callId: orphan!.id, userId: members.editor.id, state: 'invited' },
    ]);
    expect(await caller.next('call_ended')).toEqual({ callId: orphan!.id, channelId: channel.id, status: 'missed' });
    const [row] = await t.db.select().from(calls).where(eq(calls.id, orphan!.id));
    expect(row!.status).toBe('missed');
  });

  it('stop ringing once answered: the call goes on past the timeout', async () => {
    const { channel, caller, callee } = await setup();
    const answer = await caller.request<CallState>('call_initiate', { channelId: channel.id, type: 'video' });
    if (!answer.ok) throw new Error(answer.message);
    expect((await callee.request('call_accept', { callId: answer.data.callId })).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const [row] = await t.db.select().from(calls).where(eq(calls.id, answer.data.callId));
    expect(row!.status).toBe('ongoing');
    expect(caller.received.some((entry) => entry.event === 'call_ended')).toBe(false);
  });
});
