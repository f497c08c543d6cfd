import { and, desc, eq, exists, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Attachment, MessagePage } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { attachments, channelMembers, messageReactions, messages, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { attachmentUrl, assembleMessage, presentCallsOf, type ReactionRow } from './messages.presenter';
import { memberChannel, type ChatActor } from './channelAccess';

const senders = alias(users, 'message_sender');
const pinners = alias(users, 'message_pinner');

/** Each message's reactions, oldest first, with their people's names, as one JSON array per row. */
const reactionsOfRow = sql<ReactionRow[]>`(
  select coalesce(json_agg(json_build_object('emoji', ${messageReactions.emoji}, 'userId', ${messageReactions.userId}, 'name', ${users.name}) order by ${messageReactions.createdAt}), '[]'::json)
  from ${messageReactions} left join ${users} on ${users.id} = ${messageReactions.userId}
  where ${messageReactions.messageId} = ${messages.id})`;

/** Each message's files as the API presents them (but their address), oldest first. */
const attachmentsOfRow = sql<Omit<Attachment, 'url'>[]>`(
  select coalesce(json_agg(json_build_object('_id', ${attachments.id}, 'name', ${attachments.name}, 'size', ${attachments.size}, 'mimeType', ${attachments.mimeType}, 'kind', ${attachments.kind}) order by ${attachments.createdAt}), '[]'::json)
  from ${attachments} where ${attachments.messageId} = ${messages.id})`;

/**
 * A conversation's page of top-level messages, newest first, in one query: the rows with their
 * senders, pinners, reactions and files, and the caller's membership as a condition. Switching
 * conversation is what people do most (bench/capacity), and the page was five queries: the
 * membership, the rows, reactions, files and people. An empty answer is told apart from a
 * conversation the caller is not in by the membership check then (a 404 as before).
 */
/**
 * Built once per database and prepared by name (with a cursor and without): the page is what people
 * ask for most, and building its query in Drizzle and planning it in PostgreSQL on every switch was
 * most of its cost under load (bench/capacity). Each connection parses it once.
 */
function pageStatement(db: DbOrTx, withCursor: boolean) {
  const isMember = exists(
    db
      .select({ one: sql`1` })
      .from(channelMembers)
      .where(and(eq(channelMembers.channelId, messages.channelId), eq(channelMembers.userId, sql.placeholder('userId')))),
  );
  return db
    .select({
      row: messages,
      sender: { id: senders.id, name: senders.name, email: senders.email },
      pinnedByName: pinners.name,
      reactions: reactionsOfRow,
      files: attachmentsOfRow,
    })
    .from(messages)
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(pinners, eq(pinners.id, messages.pinnedById))
    .where(
      inOrganization(
        messages,
        sql.placeholder('organizationId'),
        eq(messages.channelId, sql.placeholder('channelId')),
        isNull(messages.parentId),
        withCursor ? lt(messages.seq, sql.placeholder('cursor')) : undefined,
        isMember,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare(withCursor ? 'chat_message_page_before' : 'chat_message_page');
}
type PageStatement = ReturnType<typeof pageStatement>;
const statements = new WeakMap<DbOrTx, { latest: PageStatement; before: PageStatement }>();

/**
 * A conversation's page of top-level messages, newest first, in one query: the rows with their
 * senders, pinners, reactions and files, and the caller's membership as a condition. Switching
 * conversation is what people do most (bench/capacity), and the page was five queries: the
 * membership, the rows, reactions, files and people. An empty answer is told apart from a
 * conversation the caller is not in by the membership check then (a 404 as before).
 */
export async function readMessagePage(db: DbOrTx, actor: ChatActor, channelId: string, options: { cursor?: string; limit: number }): Promise<MessagePage> {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = { latest: pageStatement(db, false), before: pageStatement(db, true) }));
  const values = { organizationId: actor.organizationId, channelId, userId: actor.userId, limit: options.limit + 1 };
  const rows = options.cursor ? await prepared.before.execute({ ...values, cursor: Number(options.cursor) }) : await prepared.latest.execute(values);
  if (rows.length === 0) await memberChannel(db, actor, channelId);
  const page = rows.slice(0, options.limit);
  const calls = await presentCallsOf(
    db,
    page.map(({ row }) => row),
  );
  return {
    data: page.map(({ row, sender, pinnedByName, reactions, files }) =>
      assembleMessage(row, {
        sender: sender?.id ? sender : null,
        pinnedByName,
        reactions,
        attachments: files.map((file) => ({ ...file, url: attachmentUrl(file._id) })),
        call: row.callId ? (calls.get(row.callId) ?? null) : null,
      }),
    ),
    nextCursor: rows.length > options.limit ? String(page.at(-1)!.row.seq) : null,
  };
}
