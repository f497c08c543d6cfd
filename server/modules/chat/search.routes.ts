import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import type { SearchHit } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, messages } from '../../platform/db/schema';
import { fullTextQuery } from '../../platform/db/fullText';
import { inOrganization } from '../../platform/db/tenant';
import { contractRoutes } from '../../platform/http/contractRoute';
import { memberChannel, type ChatActor } from './channelAccess';
import { presentMessages } from './messages.presenter';

export const SEARCH_LIMIT = 30;
// «» cannot be confused with markdown or HTML; the snippet is the raw message text, so the
// web renders it as text and only turns the markers into highlights.
const HEADLINE_OPTIONS = 'StartSel=«, StopSel=», MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** Full-text search over the conversations the actor belongs to, best match first. */
export async function searchMessages(db: DbOrTx, actor: ChatActor, input: { q: string; channelId?: string }): Promise<SearchHit[]> {
  if (input.channelId) await memberChannel(db, actor, input.channelId);
  const query = fullTextQuery(input.q);
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
