import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import type { SearchHit } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, messages } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { contractRoutes } from '../../platform/http/contractRoute';
import { memberChannel, type ChatActor } from './channelAccess';
import { presentMessages } from './messages.presenter';

export const SEARCH_LIMIT = 30;
// «» cannot be confused with markdown or HTML; the snippet is the raw message text, so the
// web renders it as text and only turns the markers into highlights.
const HEADLINE_OPTIONS = 'StartSel=«, StopSel=», MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * The last word as typed so far, when it may be a prefix: 'deplo' should find 'deploy'.
 * Not inside an open quote (a phrase) and not after '-' (an exclusion); letters and digits
 * only, so it is always a valid to_tsquery operand.
 */
function lastWordPrefix(q: string): { rest: string; word: string } | null {
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const match = /(^|\s)([\p{L}\p{N}]+)$/u.exec(q);
  if (!match) return null;
  return { rest: q.slice(0, match.index + match[1]!.length), word: match[2]! };
}

/** websearch syntax (quotes, or, -word) as written, or the same with its last word as a prefix. */
function tsQuery(q: string): SQL {
  const asWritten = sql`websearch_to_tsquery('simple', ${q})`;
  const prefix = lastWordPrefix(q);
  if (!prefix) return asWritten;
  // An empty websearch query (a one-word search) leaves just the prefix term after &&.
  return sql`(${asWritten} || (websearch_to_tsquery('simple', ${prefix.rest}) && to_tsquery('simple', ${`${prefix.word}:*`})))`;
}

/** Full-text search over the conversations the actor belongs to, best match first. */
export async function searchMessages(db: DbOrTx, actor: ChatActor, input: { q: string; channelId?: string }): Promise<SearchHit[]> {
  if (input.channelId) await memberChannel(db, actor, input.channelId);
  const query = tsQuery(input.q);
  const rows = await db
    .select({
      message: messages,
      channel: { _id: channels.id, name: channels.name, channelType: channels.channelType },
      // Postgres computes this costly expression after the sort and limit: 30 rows at most.
      snippet: sql<string>`ts_headline('simple', ${messages.body}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(messages)
    .innerJoin(channelMembers, and(eq(channelMembers.channelId, messages.channelId), eq(channelMembers.userId, actor.userId)))
    .innerJoin(channels, eq(channels.id, messages.channelId))
    .where(
      inOrganization(
        messages,
        actor.organizationId,
        sql`${messages.searchVector} @@ ${query}`,
        isNull(messages.deletedAt),
        input.channelId ? eq(messages.channelId, input.channelId) : undefined,
      ),
    )
    .orderBy(desc(sql`ts_rank(${messages.searchVector}, ${query})`), desc(messages.createdAt), desc(messages.seq))
    .limit(SEARCH_LIMIT);
  const presented = await presentMessages(db, rows.map((row) => row.message));
  return rows.map((row, index) => ({ message: presented[index]!, channel: row.channel, snippet: row.snippet }));
}

export function searchRoutes(db: DbOrTx): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(chatRoutes, ['chat']);

    app.route({
      ...route('GET /api/messages/search'),
      handler: async (request) => ({ data: await searchMessages(db, actorOf(request), request.query) }),
    });
  };
}
