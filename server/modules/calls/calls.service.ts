import type { Logger } from 'pino';
import { CALL_MAX_PARTICIPANTS, CALL_RING_TIMEOUT_MS, type CallType } from '../../../domain/chat/chat';
import type { CallState, IceConfiguration } from '../../../domain/chat/events';
import { isUniqueViolation, type Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { memberChannel, memberIdsOf, membersAmong, type ChatActor } from '../chat/channelAccess';
import { presentMessage } from '../chat/messages.presenter';
import { announceEnded, callAudience } from './callAnnouncements';
import { callRoom } from './callRooms';
import { presentCallState, type CallRow } from './calls.presenter';
import {
  callMessage,
  channelTypeOf,
  countInState,
  createCall,
  finish,
  inviteParticipant,
  lockLiveCall,
  lockRingingCall,
  markAnswered,
  participantOf,
  participantsOf,
  setParticipantState,
  signalStates,
} from './callStore';
import { startCallSweep } from './callSweep';
import {
  ALREADY_IN_CALL_TEXT,
  ARCHIVED_TEXT,
  CALL_FULL_TEXT,
  CALL_IN_PROGRESS_TEXT,
  CALLS_ONLY_IN_CONVERSATIONS_TEXT,
  NOBODY_TO_CALL_TEXT,
  NOT_A_MEMBER_TEXT,
  NOT_IN_CALL_TEXT,
  NOT_INVITED_TEXT,
  ONLY_INITIATOR_ENDS_TEXT,
  THEY_ARE_IN_CALL_TEXT,
} from './callTexts';
import { createRingTimers } from './ringTimers';

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

type SignalKind = 'offer' | 'answer' | 'candidate';

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

export function createCallsService(options: CallsServiceOptions) {
  const { db, realtime, logger } = options;
  const ringTimeoutMs = options.ringTimeoutMs ?? CALL_RING_TIMEOUT_MS;
  const ice: IceConfiguration = { iceServers: options.iceServers ?? [] };
  const ringTimers = createRingTimers({ timeoutMs: ringTimeoutMs, logger, onTimeout: expire });
  const audience = (channelId: string) => callAudience(db, realtime, channelId);

  async function ended(call: CallRow): Promise<void> {
    ringTimers.clear(call.id);
    await announceEnded(db, realtime, call);
  }

  /** Nobody answered: the call is missed (a no-op if it was answered or ended meanwhile). */
  async function expire(callId: string): Promise<void> {
    const missed = await db.transaction(async (tx) => {
      const call = await lockRingingCall(tx, callId);
      return call ? finish(tx, call, 'missed') : null;
    });
    if (missed) await ended(missed);
  }

  async function initiate(actor: ChatActor, input: { channelId: string; type: CallType }): Promise<CallState & { ice: IceConfiguration }> {
    const { channel } = await memberChannel(db, actor, input.channelId);
    if (channel.channelType === 'channel') throw badRequest(CALLS_ONLY_IN_CONVERSATIONS_TEXT);
    if (channel.isArchived) throw badRequest(ARCHIVED_TEXT);
    const others = (await memberIdsOf(db, channel.id)).filter((userId) => userId !== actor.userId);
    if (others.length === 0) throw badRequest(NOBODY_TO_CALL_TEXT);

    let created: Awaited<ReturnType<typeof createCall>>;
    try {
      created = await createCall(db, {
        organizationId: actor.organizationId,
        channelId: channel.id,
        type: input.type,
        initiatorId: actor.userId,
        inviteeIds: others,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CALL_IN_PROGRESS_TEXT);
      throw error;
    }

    const { call, messageRow } = created;
    ringTimers.schedule(call.id);
    // Read back, so the caller's window shows everyone it rings by name.
    const state = presentCallState(call, await participantsOf(db, call.id));
    const to = await audience(channel.id);
    to?.emit('call_initiated', state);
    to?.emit('new_message', await presentMessage(db, messageRow));
    return { ...state, ice };
  }

  async function accept(actor: ChatActor, callId: string): Promise<CallState & { ice: IceConfiguration }> {
    const { call, state, answered } = await db.transaction(async (tx) => {
      // The row lock puts accepts of one call in order: each newcomer sees everyone who joined before.
      let call = await lockLiveCall(tx, actor.organizationId, callId);
      await memberChannel(tx, actor, call.channelId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me) throw forbidden(NOT_INVITED_TEXT);
      if (me.state === 'joined') throw badRequest(ALREADY_IN_CALL_TEXT);
      if ((await countInState(tx, call.id, 'joined')) >= CALL_MAX_PARTICIPANTS) throw badRequest(CALL_FULL_TEXT);
      await setParticipantState(tx, call.id, actor.userId, 'joined');
      const answered = call.status === 'ringing';
      if (answered) call = await markAnswered(tx, call.id);
      return { call, state: presentCallState(call, await participantsOf(tx, call.id)), answered };
    });
    if (answered) ringTimers.clear(call.id);
    const participant = state.participants.find((person) => person.userId === actor.userId) ?? { userId: actor.userId, name: actor.name };
    const to = await audience(call.channelId);
    to?.emit('call_participant_joined', { callId: call.id, participant });
    if (answered) {
      // The conversation's entry goes from ringing to ongoing.
      const message = await callMessage(db, call);
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
      await setParticipantState(tx, call.id, actor.userId, 'rejected');
      // Everyone declined a call nobody answered: it is over, ended with no duration.
      const over = call.status === 'ringing' && (await countInState(tx, call.id, 'invited')) === 0 ? await finish(tx, call, 'ended') : null;
      return { call, over };
    });
    if (!result) return;
    (await audience(result.call.channelId))?.emit('call_rejected', { callId: result.call.id, userId: actor.userId });
    if (result.over) await ended(result.over);
  }

  /** A participant leaves (hang-up in a group, a closed tab); the call ends when fewer than two remain. */
  async function leaveAs(userId: string, organizationId: string, callId: string): Promise<void> {
    const { call, over } = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, organizationId, callId);
      const me = await participantOf(tx, call.id, userId);
      if (!me || me.state !== 'joined') throw badRequest(NOT_IN_CALL_TEXT);
      await setParticipantState(tx, call.id, userId, 'left');
      const remaining = await countInState(tx, call.id, 'joined');
      const isOver = remaining === 0 || (call.status === 'ongoing' && remaining < 2);
      return { call, over: isOver ? await finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended') : null };
    });
    (await audience(call.channelId))?.emit('call_participant_left', { callId: call.id, userId });
    if (over) await ended(over);
  }

  async function end(actor: ChatActor, callId: string): Promise<void> {
    const over = await db.transaction(async (tx) => {
      const call = await lockLiveCall(tx, actor.organizationId, callId);
      const me = await participantOf(tx, call.id, actor.userId);
      if (!me || me.state !== 'joined') throw forbidden(NOT_IN_CALL_TEXT);
      if ((await channelTypeOf(tx, call.channelId)) !== 'direct' && call.initiatorId !== actor.userId) throw forbidden(ONLY_INITIATOR_ENDS_TEXT);
      // Hung up before anyone answered: the others missed it.
      return finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended');
    });
    await ended(over);
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
      await inviteParticipant(tx, call.id, input.userId);
      const rows = await participantsOf(tx, call.id);
      const invitee = rows.find((row) => row.userId === input.userId);
      return { state: presentCallState(call, rows), participant: { userId: input.userId, name: invitee?.name ?? 'Participant' } };
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
    const rows = await signalStates(db, actor.organizationId, callId, [actor.userId, to]);
    const from = rows.find((row) => row.userId === actor.userId);
    const target = rows.find((row) => row.userId === to);
    if (from?.state !== 'joined' || !target) return false;
    return target.state === 'joined' || (kind === 'offer' && target.state === 'invited');
  }

  const sweeper = startCallSweep({
    db,
    realtime,
    logger,
    ringTimeoutMs,
    intervalMs: options.sweepIntervalMs ?? Math.min(10_000, Math.max(50, Math.round(ringTimeoutMs / 3))),
    orphanGraceMs: options.orphanGraceMs ?? 30_000,
    expire,
    leaveAs,
  });

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
    sweep: sweeper.sweep,
    close(): void {
      sweeper.close();
      ringTimers.close();
    },
  };
}
