import { CALL_MAX_PARTICIPANTS } from '../../../domain/chat/chat';
import type { CallState, IceConfiguration } from '../../../domain/chat/events';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { memberChannel, membersAmong, type ChatActor } from '../chat';
import { callAudience } from './callAnnouncements';
import { callRoom } from './callRooms';
import { callEnded, type CallsContext } from './callContext';
import { presentCallState } from './calls.presenter';
import { callMessage, countInState, finish, inviteParticipant, lockLiveCall, markAnswered, participantOf, participantsOf, setParticipantState } from './callStore';
import { ALREADY_IN_CALL_TEXT, CALL_FULL_TEXT, NOT_A_MEMBER_TEXT, NOT_IN_CALL_TEXT, NOT_INVITED_TEXT, THEY_ARE_IN_CALL_TEXT } from './callTexts';

/**
 * Who is in a live call: accepting, declining, leaving and asking someone in. Each change
 * locks the call's row, so changes to one call happen one at a time on every node.
 */

export async function accept(ctx: CallsContext, actor: ChatActor, callId: string): Promise<CallState & { ice: IceConfiguration }> {
  const { call, state, answered } = await ctx.db.transaction(async (tx) => {
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
  if (answered) ctx.ringTimers.clear(call.id);
  const participant = state.participants.find((person) => person.userId === actor.userId) ?? { userId: actor.userId, name: actor.name };
  const to = await callAudience(ctx.db, ctx.realtime, call.channelId);
  to?.emit('call_participant_joined', { callId: call.id, participant });
  if (answered) {
    // The conversation's entry goes from ringing to ongoing.
    const message = await callMessage(ctx.db, call);
    if (message) to?.emit('edit_message', message);
  }
  return { ...state, ice: ctx.ice };
}

export async function reject(ctx: CallsContext, actor: ChatActor, callId: string): Promise<void> {
  const result = await ctx.db.transaction(async (tx) => {
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
  (await callAudience(ctx.db, ctx.realtime, result.call.channelId))?.emit('call_rejected', { callId: result.call.id, userId: actor.userId });
  if (result.over) await callEnded(ctx, result.over);
}

/** A participant leaves (hang-up in a group, a closed tab); the call ends when fewer than two remain. */
export async function leaveAs(ctx: CallsContext, userId: string, organizationId: string, callId: string): Promise<void> {
  const { call, over } = await ctx.db.transaction(async (tx) => {
    const call = await lockLiveCall(tx, organizationId, callId);
    const me = await participantOf(tx, call.id, userId);
    if (!me || me.state !== 'joined') throw badRequest(NOT_IN_CALL_TEXT);
    await setParticipantState(tx, call.id, userId, 'left');
    const remaining = await countInState(tx, call.id, 'joined');
    const isOver = remaining === 0 || (call.status === 'ongoing' && remaining < 2);
    return { call, over: isOver ? await finish(tx, call, call.status === 'ringing' ? 'missed' : 'ended') : null };
  });
  (await callAudience(ctx.db, ctx.realtime, call.channelId))?.emit('call_participant_left', { callId: call.id, userId });
  if (over) await callEnded(ctx, over);
}

/**
 * A participant asks another member of the conversation in (again, if they declined or
 * left): that person's tabs ring, and the tabs in the call show them ringing. Anyone in
 * the call may ask, in a direct or a group conversation, while fewer than the most a
 * call takes are in it.
 */
export async function invite(ctx: CallsContext, actor: ChatActor, input: { callId: string; userId: string }): Promise<void> {
  const { state, participant } = await ctx.db.transaction(async (tx) => {
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
  ctx.realtime.io.to(callRoom(state.callId)).emit('call_participant_invited', { callId: state.callId, participant, invitedBy: actor.userId });
  ctx.realtime.toUser(input.userId, 'call_invitation', state);
}
