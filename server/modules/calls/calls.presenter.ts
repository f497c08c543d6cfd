import type { CallState } from '../../../domain/chat/events';
import type { CallParticipantState, calls } from '../../platform/db/schema';

export type CallRow = typeof calls.$inferSelect;

export interface ParticipantRow {
  userId: string;
  name: string;
  state: CallParticipantState;
  joinedAt: Date | null;
}

/** A call as the sockets see it: who is in (in the order they joined) and who is still ringing. */
export function presentCallState(call: CallRow, rows: ParticipantRow[]): CallState {
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
