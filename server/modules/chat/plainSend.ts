import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { ChatActor, MessageRow } from './channelAccess';

/**
 * The common send (top-level text, no files, no mentions) as ONE statement: the membership
 * and archive check, the insert, the sidebar preview and everyone else's unread count.
 * A single statement is atomic on its own, so this needs no transaction, and it costs one
 * database round trip instead of six: the difference between keeping up with a busy
 * organisation's chat and queueing behind it (bench/chat).
 *
 * Returns null when nothing was written (not a member, archived, or a retried clientId):
 * the caller then takes the full path, which explains the refusal or answers the stored message.
 */
export async function insertPlainMessage(
  db: DbOrTx,
  actor: ChatActor,
  input: { channelId: string; clientId: string; body: string; preview: string },
): Promise<MessageRow | null> {
  const result = await db.execute(sql`
    with target as (
      select c.id from channels c
      join channel_members m on m.channel_id = c.id and m.user_id = ${actor.userId}
      where c.id = ${input.channelId} and c.organization_id = ${actor.organizationId} and not c.is_archived
    ), inserted as (
      insert into messages (organization_id, channel_id, sender_id, client_id, body)
      select ${actor.organizationId}, target.id, ${actor.userId}, ${input.clientId}, ${input.body} from target
      on conflict (sender_id, client_id) do nothing
      returning id, organization_id, channel_id, seq, sender_id, client_id, kind, body, mentions, parent_id,
        reply_count, last_reply_at, call_id, edited_at, deleted_at, pinned_at, pinned_by_id, created_at
    ), preview as (
      update channels set last_message_text = ${input.preview}, last_message_at = inserted.created_at
      from inserted where channels.id = inserted.channel_id
    ), unread as (
      update channel_members set unread_count = channel_members.unread_count + 1
      from inserted where channel_members.channel_id = inserted.channel_id and channel_members.user_id <> ${actor.userId}
    )
    select * from inserted`);
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return raw ? messageRowFrom(raw) : null;
}

const date = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

/** A raw `returning` row in the shape Drizzle gives a select (drivers differ on int8 and timestamps). */
function messageRowFrom(raw: Record<string, unknown>): MessageRow {
  return {
    id: raw.id as string,
    organizationId: raw.organization_id as string,
    channelId: raw.channel_id as string,
    seq: Number(raw.seq),
    senderId: raw.sender_id as string | null,
    clientId: raw.client_id as string | null,
    kind: raw.kind as MessageRow['kind'],
    body: raw.body as string,
    mentions: (typeof raw.mentions === 'string' ? JSON.parse(raw.mentions) : raw.mentions) as string[],
    parentId: raw.parent_id as string | null,
    replyCount: Number(raw.reply_count),
    lastReplyAt: date(raw.last_reply_at),
    callId: raw.call_id as string | null,
    editedAt: date(raw.edited_at),
    deletedAt: date(raw.deleted_at),
    pinnedAt: date(raw.pinned_at),
    pinnedById: raw.pinned_by_id as string | null,
    searchVector: null as unknown as string,
    createdAt: date(raw.created_at)!,
  };
}
