import { sql, type SQL } from 'drizzle-orm';

/** The full-text query chat and notes search with ('simple' configuration, as their search vectors are built). */

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
export function fullTextQuery(q: string): SQL {
  const asWritten = sql`websearch_to_tsquery('simple', ${q})`;
  const prefix = lastWordPrefix(q);
  if (!prefix) return asWritten;
  // An empty websearch query (a one-word search) leaves just the prefix term after &&.
  return sql`(${asWritten} || (websearch_to_tsquery('simple', ${prefix.rest}) && to_tsquery('simple', ${`${prefix.word}:*`})))`;
}
