import { and, eq, sql } from 'drizzle-orm';
import { GENERAL_CHANNEL_NAME } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, messages } from '../../platform/db/schema';
import { newMemberships } from './channelAccess';
import { previewOf } from './chatRules';

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

/** The greeting that opens a new organisation's #general (markdown, as messages are). */
export const welcomeText = (organizationName: string) =>
  `Welcome to ${organizationName}! This is #general: everyone in the organisation is here, and everyone who joins will be. Say hello, share news with the whole team, and start a group or a direct message from the sidebar for anything narrower.`;

/** Posts the welcome in #general, from the product itself (no sender). Inside the sign-up's transaction. */
export async function postWelcomeMessage(tx: DbOrTx, organizationId: string, generalId: string, organizationName: string): Promise<void> {
  const body = welcomeText(organizationName);
  const [row] = await tx.insert(messages).values({ organizationId, channelId: generalId, senderId: null, kind: 'welcome', body }).returning({ createdAt: messages.createdAt });
  await tx
    .update(channels)
    .set({ lastMessageText: previewOf(body, 0), lastMessageAt: row!.createdAt, messageCount: sql`${channels.messageCount} + 1` })
    .where(eq(channels.id, generalId));
}
