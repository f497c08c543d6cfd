import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CallStatus, CallType } from '../../../domain/chat/chat';
import type { Db, DbOrTx } from '../../platform/db/database';
import { callParticipants, calls, channels, messages, users, type CallParticipantState } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { postCallEntry, presentMessage } from '../chat';
import type { CallRow, ParticipantRow } from './calls.presenter';
import { CALL_OVER_TEXT } from './callTexts';

/**
 * The call tables, read and written. The database is the truth every node shares: one live
 * call per conversation is a unique index, and a row lock orders the changes to one call.
 */

export const LIVE_STATUSES: CallStatus[] = ['ringing', 'ongoing'];

export async function lockLiveCall(tx: DbOrTx, organizationId: string, callId: string): Promise<CallRow> {
  const [call] = await tx.select().from(calls).where(inOrganization(calls, organizationId, eq(calls.id, callId))).for('update');
  if (!call || !LIVE_STATUSES.includes(call.status)) throw notFound(CALL_OVER_TEXT);
  return call;
}

/** The ringing call, locked, or nothing if it was answered or ended meanwhile. */
export async function lockRingingCall(tx: DbOrTx, callId: string): Promise<CallRow | undefined> {
  const [call] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.status, 'ringing')))
    .for('update');
  return call;
}

export async function participantsOf(tx: DbOrTx, callId: string): Promise<ParticipantRow[]> {
  return tx
    .select({ userId: callParticipants.userId, name: users.name, state: callParticipants.state, joinedAt: callParticipants.joinedAt })
    .from(callParticipants)
    .innerJoin(users, eq(users.id, callParticipants.userId))
    .where(eq(callParticipants.callId, callId))
    .orderBy(asc(callParticipants.joinedAt));
}

export async function participantOf(tx: DbOrTx, callId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(callParticipants)
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)))
    .limit(1);
  return row;
}

export async function everyoneEverIn(db: Db, callId: string): Promise<string[]> {
  const rows = await db.select({ userId: callParticipants.userId }).from(callParticipants).where(eq(callParticipants.callId, callId));
  return rows.map((row) => row.userId);
}

export async function countInState(tx: DbOrTx, callId: string, state: CallParticipantState): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(callParticipants)
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.state, state)));
  return Number(row?.count ?? 0);
}

export async function setParticipantState(tx: DbOrTx, callId: string, userId: string, state: 'joined' | 'rejected' | 'left'): Promise<void> {
  const stamps =
    state === 'joined' ? { joinedAt: sql`clock_timestamp()`, leftAt: null } : state === 'left' ? { leftAt: sql`clock_timestamp()` } : {};
  await tx
    .update(callParticipants)
    .set({ state, ...stamps })
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)));
}

/** Asks someone (back) in: a new row, or the old one of a person who declined or left. */
export async function inviteParticipant(tx: DbOrTx, callId: string, userId: string): Promise<void> {
  await tx
    .insert(callParticipants)
    .values({ callId, userId, state: 'invited' })
    .onConflictDoUpdate({ target: [callParticipants.callId, callParticipants.userId], set: { state: 'invited', leftAt: null } });
}

export async function markAnswered(tx: DbOrTx, callId: string): Promise<CallRow> {
  const [answered] = await tx.update(calls).set({ status: 'ongoing', answeredAt: sql`clock_timestamp()` }).where(eq(calls.id, callId)).returning();
  return answered!;
}

/** Ends a live call inside the caller's transaction; whoever was still in it has left. */
export async function finish(tx: DbOrTx, call: CallRow, status: 'ended' | 'missed'): Promise<CallRow> {
  const [ended] = await tx.update(calls).set({ status, endedAt: sql`clock_timestamp()` }).where(eq(calls.id, call.id)).returning();
  await tx
    .update(callParticipants)
    .set({ state: 'left', leftAt: sql`clock_timestamp()` })
    .where(and(eq(callParticipants.callId, call.id), eq(callParticipants.state, 'joined')));
  return ended!;
}

export interface NewCall {
  organizationId: string;
  channelId: string;
  type: CallType;
  initiatorId: string;
  inviteeIds: string[];
}

/**
 * The call, its participants (the initiator in, the others ringing) and the conversation's
 * entry for it: "started by", then its duration or "missed". Throws a unique violation when
 * the conversation already has a live call.
 */
export async function createCall(db: Db, input: NewCall): Promise<{ call: CallRow; messageRow: typeof messages.$inferSelect }> {
  return db.transaction(async (tx) => {
    const [call] = await tx
      .insert(calls)
      .values({ organizationId: input.organizationId, channelId: input.channelId, type: input.type, initiatorId: input.initiatorId })
      .returning();
    await tx.insert(callParticipants).values([
      { callId: call!.id, userId: input.initiatorId, state: 'joined', joinedAt: call!.startedAt },
      ...input.inviteeIds.map((userId) => ({ callId: call!.id, userId, state: 'invited' as const })),
    ]);
    const messageRow = await postCallEntry(tx, {
      organizationId: input.organizationId,
      channelId: input.channelId,
      senderId: input.initiatorId,
      callId: call!.id,
      preview: input.type === 'video' ? 'Video call' : 'Voice call',
    });
    return { call: call!, messageRow };
  });
}

export async function channelTypeOf(tx: DbOrTx, channelId: string) {
  const [channel] = await tx.select({ channelType: channels.channelType }).from(channels).where(eq(channels.id, channelId));
  return channel?.channelType;
}

/** The states of the actor and `to` in a live call of the actor's organization (absent ones are missing). */
export async function signalStates(db: Db, organizationId: string, callId: string, userIds: string[]) {
  return db
    .select({ userId: callParticipants.userId, state: callParticipants.state })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(
      and(
        eq(callParticipants.callId, callId),
        inArray(callParticipants.userId, userIds),
        eq(calls.organizationId, organizationId),
        inArray(calls.status, LIVE_STATUSES),
      ),
    );
}

/** The call's entry in its conversation, as the web shows it. */
export async function callMessage(db: Db, call: CallRow) {
  // Newest first within the conversation's index: the call's entry is near the end.
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.channelId, call.channelId), eq(messages.callId, call.id)))
    .orderBy(desc(messages.seq))
    .limit(1);
  return row ? presentMessage(db, row) : null;
}

export async function staleRingingCalls(db: Db, staleMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, 'ringing'), lt(calls.startedAt, sql`now() - (${staleMs}::int * interval '1 millisecond')`)));
  return rows.map((row) => row.id);
}

/** Joined participants of live calls who joined more than `graceMs` ago, grouped by call. */
export async function longJoinedByCall(db: Db, graceMs: number) {
  const joined = await db
    .select({ callId: calls.id, organizationId: calls.organizationId, userId: callParticipants.userId })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(
      and(
        inArray(calls.status, LIVE_STATUSES),
        eq(callParticipants.state, 'joined'),
        lt(callParticipants.joinedAt, sql`now() - (${graceMs}::int * interval '1 millisecond')`),
      ),
    );
  const byCall = new Map<string, typeof joined>();
  for (const row of joined) byCall.set(row.callId, [...(byCall.get(row.callId) ?? []), row]);
  return byCall;
}
