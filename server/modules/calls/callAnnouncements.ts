import type { Db } from '../../platform/db/database';
import { userRoom, type Realtime } from '../../platform/realtime/realtime';
import { memberIdsOf } from '../chat';
import type { CallRow } from './calls.presenter';
import { callRoom, callUserRoom } from './callRooms';
import { callMessage, everyoneEverIn } from './callStore';

/**
 * Call events go to the rooms of the conversation's members: the same people as its
 * channel room, and a socket that connected a moment ago already has its user room.
 */
export async function callAudience(db: Db, realtime: Realtime, channelId: string) {
  const memberIds = await memberIdsOf(db, channelId);
  // io.to([]) would broadcast to every socket: never.
  return memberIds.length > 0 ? realtime.io.to(memberIds.map(userRoom)) : null;
}

/** Empties the call's rooms and tells the conversation the call is over. */
export async function announceEnded(db: Db, realtime: Realtime, call: CallRow): Promise<void> {
  const everyone = await everyoneEverIn(db, call.id);
  realtime.io.in(callRoom(call.id)).socketsLeave([callRoom(call.id), ...everyone.map((userId) => callUserRoom(call.id, userId))]);
  const to = await callAudience(db, realtime, call.channelId);
  if (!to) return;
  to.emit('call_ended', { callId: call.id, channelId: call.channelId, status: call.status === 'missed' ? 'missed' : 'ended' });
  // The conversation's call entry now says how long it lasted, or that it was missed.
  const message = await callMessage(db, call);
  if (message) to.emit('edit_message', message);
}
