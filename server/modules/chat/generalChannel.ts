import { and, eq } from 'drizzle-orm';
import { GENERAL_CHANNEL_NAME } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels } from '../../platform/db/schema';
import { newMemberships } from './channelAccess';

/**
 * Every organisation has a #general channel and everyone who joins the organisation is in
 * it. Called inside the transaction that creates the organisation or the user.
 */
export async function joinGeneralChannel(tx: DbOrTx, organizationId: string, userIds: string[]): Promise<string> {
  await tx
    .insert(channels)
    .values({ organizationId, channelType: 'channel', name: GENERAL_CHANNEL_NAME, isGeneral: true })
    .onConflictDoNothing();
  const [general] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), eq(channels.isGeneral, true)))
    .limit(1);
  if (userIds.length > 0) {
    await tx
      .insert(channelMembers)
      .values(newMemberships(general!.id, organizationId, userIds))
      .onConflictDoNothing();
  }
  return general!.id;
}
