import type { Logger } from 'pino';
import { CALL_RING_TIMEOUT_MS, type CallType } from '../../../domain/chat/chat';
import type { CallState, IceConfiguration } from '../../../domain/chat/events';
import { isUniqueViolation, type Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { memberChannel, memberIdsOf, presentMessage, type ChatActor } from '../chat';
import { callAudience } from './callAnnouncements';
import { callEnded, type CallsContext } from './callContext';
import { accept, invite, leaveAs, reject } from './callParticipants';
import { presentCallState } from './calls.presenter';
import { channelTypeOf, createCall, finish, lockLiveCall, lockRingingCall, participantOf, participantsOf, signalStates } from './callStore';
import { startCallSweep } from './callSweep';
import { ARCHIVED_TEXT, CALL_IN_PROGRESS_TEXT, CALLS_ONLY_IN_CONVERSATIONS_TEXT, NOBODY_TO_CALL_TEXT, NOT_IN_CALL_TEXT, ONLY_INITIATOR_ENDS_TEXT } from './callTexts';
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

/** Nobody answered: the call is missed (a no-op if it was answered or ended meanwhile). */
export async function expire(ctx: CallsContext, callId: string): Promise<void> {
  const missed = await ctx.db.transaction(async (tx) => {
    const call = await lockRingingCall(tx, callId);
    return call ? finish(tx, call, 'missed') : null;
  });
  if (missed) await callEnded(ctx, missed);
}

export async function initiate(ctx: CallsContext, actor: ChatActor, input: { channelId: string; type: CallType }): Promise<CallState & { ice: IceConfiguration }> {
  const { channel } = await memberChannel(ctx.db, actor, input.channelId);
  if (channel.channelType === 'channel') throw badRequest(CALLS_ONLY_IN_CONVERSATIONS_TEXT);
  if (channel.isArchived) throw badRequest(ARCHIVED_TEXT);
  const others = (await memberIdsOf(ctx.db, channel.id)).filter((userId) => userId !== actor.userId);
  if (others.length === 0) throw badRequest(NOBODY_TO_CALL_TEXT);

  let created: Awaited<ReturnType<typeof createCall>>;
  try {
    created = await createCall(ctx.db, {
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
  ctx.ringTimers.schedule(call.id);
  // Read back, so the caller's window shows everyone it rings by name.
  const state = presentCallState(call, await participantsOf(ctx.db, call.id));
  const to = await callAudience(ctx.db, ctx.realtime, channel.id);
  to?.emit('call_initiated', state);
  to?.emit('new_message', await presentMessage(ctx.db, messageRow));
  return { ...state, ice: ctx.ice };
}

export async function end(ctx: CallsContext, actor: ChatActor, callId: string): Promise<void> {
  const over = await ctx.db.transaction(async (tx) => {
    const call = await lockLiveCall(tx, actor.organizationId, callId);
    const me = await participantOf(tx, call.id, actor.userId);
    if (!me || me.state !== 'joined') throw forbidden(NOT_IN_CALL_TEXT);
    if ((await channelTypeOf(tx, call.channelId)) !== 'direct' && call.initiatorId !== actor.userId) throw forbidden(ONLY_INITIATOR_ENDS_TEXT);
    // Hung up before anyone answered: the others missed it.
    return finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended');
  });
  await callEnded(ctx, over);
}

/**
 * Whether a WebRTC signal may pass from the actor to `to`: both in the live call (an offer
 * may also go to someone still invited). Anything else is dropped.
 */
export async function canSignal(ctx: CallsContext, actor: ChatActor, callId: string, to: string, kind: SignalKind): Promise<boolean> {
  if (to === actor.userId) return false;
  const rows = await signalStates(ctx.db, actor.organizationId, callId, [actor.userId, to]);
  const from = rows.find((row) => row.userId === actor.userId);
  const target = rows.find((row) => row.userId === to);
  if (from?.state !== 'joined' || !target) return false;
  return target.state === 'joined' || (kind === 'offer' && target.state === 'invited');
}

export type CallsService = ReturnType<typeof createCallsService>;

export function createCallsService(options: CallsServiceOptions) {
  const { db, realtime, logger } = options;
  const ringTimeoutMs = options.ringTimeoutMs ?? CALL_RING_TIMEOUT_MS;
  const ctx: CallsContext = {
    db,
    realtime,
    ice: { iceServers: options.iceServers ?? [] },
    ringTimers: createRingTimers({ timeoutMs: ringTimeoutMs, logger, onTimeout: (callId) => expire(ctx, callId) }),
  };
  const sweeper = startCallSweep({
    db,
    realtime,
    logger,
    ringTimeoutMs,
    intervalMs: options.sweepIntervalMs ?? Math.min(10_000, Math.max(50, Math.round(ringTimeoutMs / 3))),
    orphanGraceMs: options.orphanGraceMs ?? 30_000,
    expire: (callId) => expire(ctx, callId),
    leaveAs: (userId, organizationId, callId) => leaveAs(ctx, userId, organizationId, callId),
  });

  return {
    ice: ctx.ice,
    initiate: (actor: ChatActor, input: { channelId: string; type: CallType }) => initiate(ctx, actor, input),
    accept: (actor: ChatActor, callId: string) => accept(ctx, actor, callId),
    reject: (actor: ChatActor, callId: string) => reject(ctx, actor, callId),
    leave: (actor: ChatActor, callId: string) => leaveAs(ctx, actor.userId, actor.organizationId, callId),
    leaveAs: (userId: string, organizationId: string, callId: string) => leaveAs(ctx, userId, organizationId, callId),
    end: (actor: ChatActor, callId: string) => end(ctx, actor, callId),
    invite: (actor: ChatActor, input: { callId: string; userId: string }) => invite(ctx, actor, input),
    canSignal: (actor: ChatActor, callId: string, to: string, kind: SignalKind) => canSignal(ctx, actor, callId, to, kind),
    sweep: sweeper.sweep,
    close(): void {
      sweeper.close();
      ctx.ringTimers.close();
    },
  };
}
