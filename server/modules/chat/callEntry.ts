import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { channels, messages } from '../../platform/db/schema';
import type { MessageRow } from './channelAccess';

/**
 * The conversation's entry for a call ("started by", then its duration or "missed"), written
 * in the calls module's transaction, and the conversation list's last line for it.
 */
export async function postCallEntry(
  tx: DbOrTx,
  entry: { organizationId: string; channelId: string; senderId: string; callId: string; preview: string },
): Promise<MessageRow> {
  const [messageRow] = await tx
    .insert(messages)
    .values({ organizationId: entry.organizationId, channelId: entry.channelId, senderId: entry.senderId, kind: 'call', body: '', callId: entry.callId })
    .returning();
  await tx.update(channels).set({ lastMessageText: entry.preview, lastMessageAt: messageRow!.createdAt }).where(eq(channels.id, entry.channelId));
  return messageRow!;
}
