import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'teamwork:notes-collab-access';

export type AccessEvent = { kind: 'accessChanged' | 'noteDeleted'; noteId: string };

/**
 * Access changes and deletions reach every node: applied here at once and, with Redis,
 * published for the other nodes (each skips its own messages).
 */
export function createAccessEvents(options: { redisUrl?: string; logger: Logger; apply: (event: AccessEvent) => void }) {
  const { redisUrl, logger, apply } = options;
  const node = randomUUID();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  if (redisUrl) {
    publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error) => logger.warn({ err: error }, 'notes collaboration redis error'));
    subscriber.subscribe(CHANNEL).catch((error: unknown) => logger.warn({ err: error }, 'notes collaboration could not subscribe'));
    subscriber.on('message', (_channel, raw: string) => {
      const message = parse(raw);
      if (message && message.node !== node) apply(message.event);
    });
  }

  return {
    /** Resolves once the other nodes have been told (or could not be). */
    async publish(event: AccessEvent): Promise<void> {
      apply(event);
      await publisher?.publish(CHANNEL, JSON.stringify({ node, event })).catch((error: unknown) => {
        logger.warn({ err: error, noteId: event.noteId }, 'notes collaboration could not tell the other nodes');
      });
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => client?.quit().catch(() => undefined)));
    },
  };
}

function parse(raw: string): { node: string; event: AccessEvent } | null {
  try {
    const message = JSON.parse(raw) as { node?: unknown; event?: { kind?: unknown; noteId?: unknown } };
    const { event } = message;
    if (typeof message.node !== 'string' || !event || typeof event.noteId !== 'string') return null;
    if (event.kind !== 'accessChanged' && event.kind !== 'noteDeleted') return null;
    return { node: message.node, event: { kind: event.kind, noteId: event.noteId } };
  } catch {
    return null;
  }
}
