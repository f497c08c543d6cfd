import { desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Attachment, MessagePage } from '../../../domain/chat/chat';
import type { Db } from '../../platform/db/database';
import { perDatabase, preparedStatement } from '../../platform/db/prepared';
import { attachments, channelMembers, channels, messageReactions, messages, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { attachmentUrl, assembleMessage, presentCallsOf, type ReactionRow } from './messages.presenter';
import { CONVERSATION_NOT_FOUND, type ChatActor } from './channelAccess';
import type { MessagePageCache } from './messagePageCache';

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
 * The page's query: the rows with their senders, pinners, reactions and files in one statement (it
 * was five: the membership, the rows, reactions, files and people). Built once per database and
 * prepared by name (with a cursor and without): building it in Drizzle and planning it in
 * PostgreSQL on every switch was most of its cost under load (bench/capacity). Each connection
 * parses it once.
 */
function pageStatement(db: Db, withCursor: boolean) {
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
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare(withCursor ? 'chat_message_page_before' : 'chat_message_page');
}
const pageStatements = perDatabase((db) => ({ latest: pageStatement(db, false), before: pageStatement(db, true) }));

/**
 * The conversation's page_version, if the caller is a member of it (the page's access check). Run
 * on every switch, so written once and prepared by name: on PGlite, Drizzle's prepare() still
 * parses and plans each run.
 */
const versionStatement = preparedStatement<{ userId: string; channelId: string; organizationId: string }>(
  'chat_message_page_version',
  sql`select ${channels.pageVersion} as version from ${channels}
    inner join ${channelMembers} on ${channelMembers.channelId} = ${channels.id} and ${channelMembers.userId} = ${sql.placeholder('userId')}
    where ${inOrganization(channels, sql.placeholder('organizationId'), eq(channels.id, sql.placeholder('channelId')))}`,
);

async function pageVersion(db: Db, actor: ChatActor, channelId: string): Promise<number | null> {
  const [row] = await versionStatement(db, { userId: actor.userId, channelId, organizationId: actor.organizationId });
  return row ? Number(row.version) : null;
}

/**
 * A conversation's page of top-level messages, newest first; 404 unless the caller is a member.
 * The membership is read with the conversation's page_version first: a page this node keeps under
 * that version is answered as it is, and a page read now is kept under it. Read in that order, a
 * change committed between the two reads leaves a newer page under the older version (the next
 * request reads the new version and the page again), never an older page under a newer version.
 */
export async function readMessagePage(
  db: Db,
  cache: MessagePageCache,
  actor: ChatActor,
  channelId: string,
  options: { cursor?: string; limit: number },
): Promise<MessagePage> {
  const prepared = pageStatements(db);
  const version = await pageVersion(db, actor, channelId);
  if (version === null) throw notFound(CONVERSATION_NOT_FOUND);
  const key = `${channelId} ${options.cursor ?? ''} ${options.limit}`;
  const kept = cache.get(key, version);
  if (kept) return kept;

  const pageValues = { organizationId: actor.organizationId, channelId, limit: options.limit + 1 };
  const rows = options.cursor ? await prepared.before.execute({ ...pageValues, cursor: Number(options.cursor) }) : await prepared.latest.execute(pageValues);
  const page = rows.slice(0, options.limit);
  const calls = await presentCallsOf(
    db,
    page.map(({ row }) => row),
  );
  const answer: MessagePage = {
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
  cache.set(key, version, answer);
  return answer;
}
