import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { CALL_MAX_PARTICIPANTS, CALL_RING_TIMEOUT_MS, type CallStatus, type CallType } from '../../../domain/chat/chat';
import type { CallState, IceConfiguration } from '../../../domain/chat/events';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db/database';
import { callParticipants, calls, channels, messages, users, type CallParticipantState } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { claimTurn } from '../../platform/jobs/lease';
import { userRoom, type Realtime } from '../../platform/realtime/realtime';
import { type ChatActor, memberChannel, memberIdsOf, membersAmong, postCallEntry, presentMessage } from '../chat';

/**
 * Voice and video calls: who is ringing, who is in, and when a call ends. The database is
 * the truth every node shares (one live call per conversation is a unique index); the
 * media itself goes peer to peer, and this service only says who may signal whom.
 *
 * How a call ends:
 * - hung up (`end`) by a participant of a direct call or the initiator of a group call;
 * - fewer than two people left in an answered call (leave, or a socket that disconnects);
 * - every invitee rejected a call nobody answered: `ended`, with no duration (a declined call);
 * - nobody answered within the ring timeout, or the caller gave up before anyone did: `missed`.
 */

export const CALLS_ONLY_IN_CONVERSATIONS_TEXT = 'Calls are available in direct and group conversations';
export const CALL_IN_PROGRESS_TEXT = 'A call is already in progress in this conversation';
export const CALL_OVER_TEXT = 'This call has ended';
export const CALL_FULL_TEXT = `This call is full: at most ${CALL_MAX_PARTICIPANTS} people can join`;
export const NOT_IN_CALL_TEXT = 'You are not in this call';
export const ALREADY_IN_CALL_TEXT = 'You are already in this call';
export const NOT_INVITED_TEXT = 'You are not invited to this call';
export const ONLY_INITIATOR_ENDS_TEXT = 'Only the person who started a group call can end it for everyone';
export const NOBODY_TO_CALL_TEXT = 'There is nobody else in this conversation to call';
export const ARCHIVED_TEXT = 'This conversation is archived';
export const NOT_A_MEMBER_TEXT = 'That person is not in this conversation';
export const THEY_ARE_IN_CALL_TEXT = 'They are already in this call';

/** Sockets in a call join this room, so a periodic check can see who is still connected on any node. */
export const callRoom = (callId: string) => `call:${callId}`;
/** The one socket of a user that is in a call (calls are per tab). */
export const callUserRoom = (callId: string, userId: string) => `call:${callId}:${userId}`;
export function callIdOfUserRoom(room: string, userId: string): string | null {
  const match = /^call:([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(room);
  return match && match[2] === userId ? match[1]! : null;
}

type CallRow = typeof calls.$inferSelect;
type SignalKind = 'offer' | 'answer' | 'candidate';
const LIVE_STATUSES: CallStatus[] = ['ringing', 'ongoing'];

export interface CallsServiceOptions {
  db: Db;
  realtime: Realtime;
  logger: Logger;
  /** From ICE_SERVERS; none means host candidates only (fine on one network). */
  iceServers?: IceConfiguration['iceServers'];
  /** Unanswered calls become missed after this long (spec: 30 s). */
  ringTimeoutMs?: number;
  /** How often each node looks for calls a crashed node left behind. */
  sweepIntervalMs?: number;
  /** A joined participant with no socket in the call for this long is taken out of it. */
  orphanGraceMs?: number;
}

export type CallsService = ReturnType<typeof createCallsService>;

interface ParticipantRow {
  userId: string;
  name: string;
  state: CallParticipantState;
  joinedAt: Date | null;
}

export function createCallsService(options: CallsServiceOptions) {
  const { db, realtime, logger } = options;
  const ringTimeoutMs = options.ringTimeoutMs ?? CALL_RING_TIMEOUT_MS;
  const sweepIntervalMs = options.sweepIntervalMs ?? Math.min(10_000, Math.max(50, Math.round(ringTimeoutMs / 3)));
  const orphanGraceMs = options.orphanGraceMs ?? 30_000;
  const ice: IceConfiguration = { iceServers: options.iceServers ?? [] };
  const ringTimers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  // ------------------------------------------------------------------ reading

  async function lockLiveCall(tx: DbOrTx, organizationId: string, callId: string): Promise<CallRow> {
    const [call] = await tx.select().from(calls).where(inOrganization(calls, organizationId, eq(calls.id, callId))).for('update');
    if (!call || !LIVE_STATUSES.includes(call.status)) throw notFound(CALL_OVER_TEXT);
    return call;
  }

  async function participantsOf(tx: DbOrTx, callId: string): Promise<ParticipantRow[]> {
    return tx
      .select({ userId: callParticipants.userId, name: users.name, state: callParticipants.state, joinedAt: callParticipants.joinedAt })
      .from(callParticipants)
      .innerJoin(users, eq(users.id, callParticipants.userId))
      .where(eq(callParticipants.callId, callId))
      .orderBy(asc(callParticipants.joinedAt));
  }

  function stateOf(call: CallRow, rows: ParticipantRow[]): CallState {
    const initiatorName = rows.find((row) => row.userId === call.initiatorId)?.name ?? 'Former member';
    return {
      callId: call.id,
      channelId: call.channelId,
      type: call.type,
      initiator: { userId: call.initiatorId ?? '', name: initiatorName },
      participants: rows
        .filter((row) => row.state === 'joined')
        .sort((a, b) => (a.joinedAt?.getTime() ?? 0) - (b.joinedAt?.getTime() ?? 0))
        .map((row) => ({ userId: row.userId, name: row.name })),
      // Once someone answered, those still invited may have stopped ringing long ago.
      ringing: call.status === 'ringing' ? rows.filter((row) => row.state === 'invited').map((row) => ({ userId: row.userId, name: row.name })) : [],
      startedAt: call.startedAt.toISOString(),
    };
  }

  async function participantOf(tx: DbOrTx, callId: string, userId: string) {
    const [row] = await tx
      .select()
      .from(callParticipants)
      .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)))
      .limit(1);
    return row;
  }

  async function countInState(tx: DbOrTx, callId: string, state: CallParticipantState): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(callParticipants)
      .where(and(eq(callParticipants.callId, callId), eq(callParticipants.state, state)));
    return Number(row?.count ?? 0);
  }

  // ------------------------------------------------------------------ emitting

  /**
   * Call events go to the rooms of the conversation's members: the same people as its
   * channel room, and a socket that connected a moment ago already has its user room.
   */
  async function audience(channelId: string) {
    const memberIds = await memberIdsOf(db, channelId);
    // io.to([]) would broadcast to every socket: never.
    return memberIds.length > 0 ? realtime.io.to(memberIds.map(userRoom)) : null;
  }

  async function callMessage(call: CallRow) {
    // Newest first within the conversation's index: the call's entry is near the end.
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.channelId, call.channelId), eq(messages.callId, call.id)))
      .orderBy(desc(messages.seq))
      .limit(1);
    return row ? presentMessage(db, row) : null;
  }

  async function announceEnded(call: CallRow): Promise<void> {
    clearRingTimer(call.id);
    const everyone = await db.select({ userId: callParticipants.userId }).from(callParticipants).where(eq(callParticipants.callId, call.id));
    realtime.io.in(callRoom(call.id)).socketsLeave([callRoom(call.id), ...everyone.map((row) => callUserRoom(call.id, row.userId))]);
    const to = await audience(call.channelId);
    if (!to) return;
    to.emit('call_ended', { callId: call.id, channelId: call.channelId, status: call.status === 'missed' ? 'missed' : 'ended' });
    // The conversation's call entry now says how long it lasted, or that it was missed.
    const message = await callMessage(call);
    if (message) to.emit('edit_message', message);
  }

  // ------------------------------------------------------------------ writing

  /** Ends a live call inside the caller's transaction; whoever was still in it has left. */
  async function finish(tx: DbOrTx, call: CallRow, status: 'ended' | 'missed'): Promise<CallRow> {
    const [ended] = await tx.update(calls).set({ status, endedAt: sql`clock_timestamp()` }).where(eq(calls.id, call.id)).returning();
    await tx
      .update(callParticipants)
      .set({ state: 'left', leftAt: sql`clock_timestamp()` })
      .where(and(eq(callParticipants.callId, call.id), eq(callParticipants.state, 'joined')));
    return ended!;
  }

  function clearRingTimer(callId: string): void {
    const timer = ringTimers.get(callId);
    if (timer) clearTimeout(timer);
    ringTimers.delete(callId);
  }

  function scheduleRingTimeout(callId: string): void {
    if (closed) return;
    const timer = setTimeout(() => {
      ringTimers.delete(callId);
      expire(callId).catch((error: unknown) => logger.error({ err: error, callId }, 'call ring timeout failed'));
    }, ringTimeoutMs);
    timer.unref();
    ringTimers.set(callId, timer);
  }

  /** Nobody answered: the call is missed (a no-op if it was answered or ended meanwhile). */
  async function expire(callId: string): Promise<void> {
    const ended = await db.transaction(async (tx) => {
      const [call] = await tx
        .select()
        .from(calls)
        .where(and(eq(calls.id, callId), eq(calls.status, 'ringing')))
        .for('update');
      return call ? finish(tx, call, 'missed') : null;
    });
    if (ended) await announceEnded(ended);
  }

  async function initiate(actor: ChatActor, input: { channelId: string; type: CallType }): Promise<CallState & { ice: IceConfiguration }> {
    const { channel } = await memberChannel(db, actor, input.channelId);
    if (channel.channelType === 'channel') throw badRequest(CALLS_ONLY_IN_CONVERSATIONS_TEXT);
    if (channel.isArchived) throw badRequest(ARCHIVED_TEXT);
    const others = (await memberIdsOf(db, channel.id)).filter((userId) => userId !== actor.userId);
    if (others.length === 0) throw badRequest(NOBODY_TO_CALL_TEXT);

    let created: { call: CallRow; messageRow: typeof messages.$inferSelect };
    try {
      created = await db.transaction(async (tx) => {
        const [call] = await tx
          .insert(calls)
          .values({ organizationId: actor.organizationId, channelId: channel.id, type: input.type, initiatorId: actor.userId })
          .returning();
        await tx.insert(callParticipants).values([
          { callId: call!.id, userId: actor.userId, state: 'joined', joinedAt: call!.startedAt },
          ...others.map((userId) => ({ callId: call!.id, userId, state: 'invited' as const })),
        ]);
        const messageRow = await postCallEntry(tx, {
          organizationId: actor.organizationId,
          channelId: channel.id,
          senderId: actor.userId,
          callId: call!.id,
          preview: input.type === 'video' ? 'Video call' : 'Voice call',
        });
        return { call: call!, messageRow };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CALL_IN_PROGRESS_TEXT);
      throw error;
    }

    const { call, messageRow } = created;
    scheduleRingTimeout(call.id);
    // Read back, so the caller's window shows everyone it rings by name.
    const state = stateOf(call, await participantsOf(db, call.id));
    const to = await audience(channel.id);
    to?.emit('call_initiated', state);
    to?.emit('new_message', await presentMessage(db, messageRow));
    return { ...state, ice };
  }

  async function accept(actor: ChatActor, callId: string): Promise<CallState & { ice: IceConfiguration }> {
    const { call, state, answered } = await db.transaction(async (tx) => {
      // The row lock puts accepts of one call in order: each newcomer sees everyone who joined before.
      let call: CallRow = await lockLiveCall(tx, actor.organizationId, callId);
      await memberChannel(tx, actor, call.channelId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me) throw forbidden(NOT_INVITED_TEXT);
      if (me.state === 'joined') throw badRequest(ALREADY_IN_CALL_TEXT);
      if ((await countInState(tx, call.id, 'joined')) >= CALL_MAX_PARTICIPANTS) throw badRequest(CALL_FULL_TEXT);
      await tx
        .update(callParticipants)
        .set({ state: 'joined', joinedAt: sql`clock_timestamp()`, leftAt: null })
        .where(and(eq(callParticipants.callId, call.id), eq(callParticipants.userId, actor.userId)));
      const answered = call.status === 'ringing';
      if (answered) {
        const [answeredCall] = await tx.update(calls).set({ status: 'ongoing', answeredAt: sql`clock_timestamp()` }).where(eq(calls.id, call.id)).returning();
        call = answeredCall!;
      }
      return { call, state: stateOf(call, await participantsOf(tx, call.id)), answered };
    });
    if (answered) clearRingTimer(call.id);
    const participant = state.participants.find((person) => person.userId === actor.userId) ?? { userId: actor.userId, name: actor.name };
    const to = await audience(call.channelId);
    to?.emit('call_participant_joined', { callId: call.id, participant });
    if (answered) {
      // The conversation's entry goes from ringing to ongoing.
      const message = await callMessage(call);
      if (message) to?.emit('edit_message', message);
    }
    return { ...state, ice };
  }

  async function reject(actor: ChatActor, callId: string): Promise<void> {
    const result = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, actor.organizationId, callId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me) throw forbidden(NOT_INVITED_TEXT);
      if (me.state === 'joined') throw badRequest(ALREADY_IN_CALL_TEXT);
      // Rejected already (another tab), or left: nothing changes.
      if (me.state !== 'invited') return null;
      await tx
        .update(callParticipants)
        .set({ state: 'rejected' })
        .where(and(eq(callParticipants.callId, call.id), eq(callParticipants.userId, actor.userId)));
      // Everyone declined a call nobody answered: it is over, ended with no duration.
      const ended = call.status === 'ringing' && (await countInState(tx, call.id, 'invited')) === 0 ? await finish(tx, call, 'ended') : null;
      return { call, ended };
    });
    if (!result) return;
    (await audience(result.call.channelId))?.emit('call_rejected', { callId: result.call.id, userId: actor.userId });
    if (result.ended) await announceEnded(result.ended);
  }

  /** A participant leaves (hang-up in a group, a closed tab); the call ends when fewer than two remain. */
  async function leaveAs(userId: string, organizationId: string, callId: string): Promise<void> {
    const { call, ended } = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, organizationId, callId);
      const me = await participantOf(tx, call.id, userId);
      if (!me || me.state !== 'joined') throw badRequest(NOT_IN_CALL_TEXT);
      await tx
        .update(callParticipants)
        .set({ state: 'left', leftAt: sql`clock_timestamp()` })
        .where(and(eq(callParticipants.callId, call.id), eq(callParticipants.userId, userId)));
      const remaining = await countInState(tx, call.id, 'joined');
      const over = remaining === 0 || (call.status === 'ongoing' && remaining < 2);
      return { call, ended: over ? await finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended') : null };
    });
    (await audience(call.channelId))?.emit('call_participant_left', { callId: call.id, userId });
    if (ended) await announceEnded(ended);
  }

  async function end(actor: ChatActor, callId: string): Promise<void> {
    const ended = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, actor.organizationId, callId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me || me.state !== 'joined') throw forbidden(NOT_IN_CALL_TEXT);
      const [channel] = await tx.select({ channelType: channels.channelType }).from(channels).where(eq(channels.id, call.channelId));
      if (channel?.channelType !== 'direct' && call.initiatorId !== actor.userId) throw forbidden(ONLY_INITIATOR_ENDS_TEXT);
      // Hung up before anyone answered: the others missed it.
      return finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended');
    });
    await announceEnded(ended);
  }

  /**
   * A participant asks another member of the conversation in (again, if they declined or
   * left): that person's tabs ring, and the tabs in the call show them ringing. Anyone in
   * the call may ask, in a direct or a group conversation, while fewer than the most a
   * call takes are in it.
   */
  async function invite(actor: ChatActor, input: { callId: string; userId: string }): Promise<void> {
    const { state, participant } = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, actor.organizationId, input.callId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me || me.state !== 'joined') throw forbidden(NOT_IN_CALL_TEXT);
      if (input.userId === actor.userId) throw badRequest(ALREADY_IN_CALL_TEXT);
      if (!(await membersAmong(tx, call.channelId, [input.userId])).has(input.userId)) throw notFound(NOT_A_MEMBER_TEXT);
      const target = await participantOf(tx, call.id, input.userId);
      if (target?.state === 'joined') throw badRequest(THEY_ARE_IN_CALL_TEXT);
      if ((await countInState(tx, call.id, 'joined')) >= CALL_MAX_PARTICIPANTS) throw badRequest(CALL_FULL_TEXT);
      await tx
        .insert(callParticipants)
        .values({ callId: call.id, userId: input.userId, state: 'invited' })
        .onConflictDoUpdate({ target: [callParticipants.callId, callParticipants.userId], set: { state: 'invited', leftAt: null } });
      const rows = await participantsOf(tx, call.id);
      const invitee = rows.find((row) => row.userId === input.userId);
      return { state: stateOf(call, rows), participant: { userId: input.userId, name: invitee?.name ?? 'Participant' } };
    });
    realtime.io.to(callRoom(state.callId)).emit('call_participant_invited', { callId: state.callId, participant, invitedBy: actor.userId });
    realtime.toUser(input.userId, 'call_invitation', state);
  }

  /**
   * Whether a WebRTC signal may pass from the actor to `to`: both in the live call (an offer
   * may also go to someone still invited). Anything else is dropped.
   */
  async function canSignal(actor: ChatActor, callId: string, to: string, kind: SignalKind): Promise<boolean> {
    if (to === actor.userId) return false;
    const rows = await db
      .select({ userId: callParticipants.userId, state: callParticipants.state })
      .from(callParticipants)
      .innerJoin(calls, eq(calls.id, callParticipants.callId))
      .where(
        and(
          eq(callParticipants.callId, callId),
          inArray(callParticipants.userId, [actor.userId, to]),
          eq(calls.organizationId, actor.organizationId),
          inArray(calls.status, LIVE_STATUSES),
        ),
      );
    const from = rows.find((row) => row.userId === actor.userId);
    const target = rows.find((row) => row.userId === to);
    if (from?.state !== 'joined' || !target) return false;
    return target.state === 'joined' || (kind === 'offer' && target.state === 'invited');
  }

  // ------------------------------------------------------------------ housekeeping

  /**
   * Each node's timers cover the calls it started; this catches what a crashed node left:
   * ringing calls past the timeout, and joined participants with no socket in the call.
   */
  async function sweep(): Promise<void> {
    const staleMs = Math.round(ringTimeoutMs * 1.5);
    const stale = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.status, 'ringing'), lt(calls.startedAt, sql`now() - (${staleMs}::int * interval '1 millisecond')`)));
    for (const call of stale) await expire(call.id);

    const joined = await db
      .select({ callId: calls.id, organizationId: calls.organizationId, userId: callParticipants.userId })
      .from(callParticipants)
      .innerJoin(calls, eq(calls.id, callParticipants.callId))
      .where(
        and(
          inArray(calls.status, LIVE_STATUSES),
          eq(callParticipants.state, 'joined'),
          lt(callParticipants.joinedAt, sql`now() - (${orphanGraceMs}::int * interval '1 millisecond')`),
        ),
      );
    const byCall = new Map<string, typeof joined>();
    for (const row of joined) byCall.set(row.callId, [...(byCall.get(row.callId) ?? []), row]);
    for (const [callId, rows] of byCall) {
      if (closed) return;
      const sockets = await realtime.io.in(callRoom(callId)).fetchSockets();
      const connected = new Set(sockets.map((socket) => socket.data.user?.id));
      for (const row of rows) {
        if (connected.has(row.userId)) continue;
        logger.info({ callId, userId: row.userId }, 'call participant has no connected socket: leaving the call');
        await leaveAs(row.userId, row.organizationId, callId).catch(() => undefined);
      }
    }
  }

  let sweeping = false;
  const sweepTimer = setInterval(() => {
    if (sweeping || closed) return;
    sweeping = true;
    // One node per period sweeps for all of them (whichever takes the turn).
    claimTurn(db, 'calls.sweep', sweepIntervalMs)
      .then((turn) => (turn && !closed ? sweep() : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'call sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, sweepIntervalMs);
  sweepTimer.unref();

  return {
    ice,
    initiate,
    accept,
    reject,
    leave: (actor: ChatActor, callId: string) => leaveAs(actor.userId, actor.organizationId, callId),
    leaveAs,
    end,
    invite,
    canSignal,
    sweep,
    close(): void {
      closed = true;
      clearInterval(sweepTimer);
      for (const timer of ringTimers.values()) clearTimeout(timer);
      ringTimers.clear();
    },
  };
}
