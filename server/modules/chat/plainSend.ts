import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { runPrepared } from '../../platform/db/prepared';
import type { ChatActor, MessageRow } from './channelAccess';

export interface PlainMessage {
  channelId: string;
  clientId: string;
  body: string;
  preview: string;
}

/** Keeps one statement's parameters far below PostgreSQL's 65,535. */
const MAX_BATCH = 500;
/** Batch sizes that get a named statement; larger bursts are rare and planned each time. */
const PREPARED_UP_TO = 8;

/**
 * The common send (top-level text, no files, no mentions), written by a queue: every plain
 * send that arrives while the previous statement runs goes into the next one. Under load a
 * whole burst costs one round trip and one commit; at rest a send starts at once.
 * On PGlite's single connection that is what lets it keep up with a busy chat (bench/chat).
 *
 * Resolves null when nothing was written (not a member, archived, a Visitors conversation, or a retried clientId):
 * the caller then takes the full path, which explains the refusal or answers the stored message.
 */
export function createPlainSender(db: Db) {
  type Pending = { actor: ChatActor; input: PlainMessage; resolve: (row: MessageRow | null) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let scheduled = false;
  // One statement at a time from this node: two batches locking the same conversations'
  // rows in different orders could deadlock, and a waiting batch only grows.
  let writing = false;

  const schedule = () => {
    if (scheduled || writing || queue.length === 0) return;
    scheduled = true;
    // At once (a microtask) when the writer is idle: a lone send waits for nothing. Sends
    // read while a statement runs wait for it and then go together in the next one.
    queueMicrotask(() => {
      scheduled = false;
      void flush();
    });
  };

  async function flush() {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    writing = true;
    try {
      await write(batch);
    } finally {
      writing = false;
      schedule();
    }
  }

  async function write(batch: Pending[]) {
    let rows: (MessageRow | null)[];
    try {
      rows = await insertPlainMessages(db, batch);
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One message's refusal (text PostgreSQL cannot store) must not fail its neighbours.
      for (const pending of batch) await write([pending]);
      return;
    }
    // In batch order, so a conversation's new_message events go out in seq order.
    batch.forEach((pending, index) => pending.resolve(rows[index]!));
  }

  return (actor: ChatActor, input: PlainMessage): Promise<MessageRow | null> =>
    new Promise((resolve, reject) => {
      queue.push({ actor, input, resolve, reject });
      schedule();
    });
}

/**
 * Plain messages as ONE statement: per message the membership and archive check and the
 * insert, then per conversation the sidebar preview (its newest message) and message count,
 * and the senders' read counts (their own messages are never unread to them): two rows
 * updated per conversation however many members it has. A statement is atomic on its own,
 * so this needs no transaction, and it commits (durably, as every write does) before the
 * caller emits anything.
 */
async function insertPlainMessages(db: Db, batch: { actor: ChatActor; input: PlainMessage }[]): Promise<(MessageRow | null)[]> {
  const statement = batch.length === 1 ? oneMessage(batch[0]!.actor, batch[0]!.input) : manyMessages(batch);
  // Prepared, so the common shapes are planned once per connection instead of on every send.
  const raw =
    batch.length <= PREPARED_UP_TO
      ? await runPrepared(db, `chat_plain_send_${batch.length}`, statement)
      : ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  if (batch.length === 1) {
    const { actor, input } = batch[0]!;
    return [raw[0] ? plainMessageRow(actor, input, raw[0]) : null];
  }
  const stored = new Map(raw.map((row) => [`${row.sender_id} ${row.client_id}`, row]));
  return batch.map(({ actor, input }) => {
    // Two tabs sending one clientId in the same batch: the first is the send, the other a retry.
    const key = `${actor.userId} ${input.clientId}`;
    const row = stored.get(key);
    stored.delete(key);
    return row ? plainMessageRow(actor, input, row) : null;
  });
}

/** The usual case, and simpler to plan: PGlite plans every statement, and at rest most batches hold one send. */
function oneMessage(actor: ChatActor, input: PlainMessage) {
  return sql`
    with target as (
      select c.id from channels c
      join channel_members m on m.channel_id = c.id and m.user_id = ${actor.userId}::uuid
      where c.id = ${input.channelId}::uuid and c.organization_id = ${actor.organizationId}::uuid and not c.is_archived and not c.is_notices
    ), inserted as (
      insert into messages (organization_id, channel_id, sender_id, client_id, body)
      select ${actor.organizationId}::uuid, target.id, ${actor.userId}::uuid, ${input.clientId}::text, ${input.body}::text from target
      on conflict (sender_id, client_id) do nothing
      returning id, seq, created_at, channel_id, sender_id
    ), preview as (
      update channels set last_message_text = ${input.preview}::text, last_message_at = inserted.created_at, message_count = channels.message_count + 1
      from inserted where channels.id = inserted.channel_id
    ), seen as (
      update channel_members set read_count = channel_members.read_count + 1
      from inserted where channel_members.channel_id = inserted.channel_id and channel_members.user_id = inserted.sender_id
    )
    select id, seq, created_at from inserted`;
}

/** A burst: per message the checks and the insert, per conversation its newest preview and its count, per sender their read count. */
function manyMessages(batch: { actor: ChatActor; input: PlainMessage }[]) {
  const values = sql.join(
    batch.map(
      ({ actor, input }, index) =>
        sql`(${index}::int, ${actor.organizationId}::uuid, ${input.channelId}::uuid, ${actor.userId}::uuid, ${input.clientId}::text, ${input.body}::text, ${input.preview}::text)`,
    ),
    sql`, `,
  );
  return sql`
    with input (ord, organization_id, channel_id, sender_id, client_id, body, preview) as (values ${values}),
    inserted as (
      insert into messages (organization_id, channel_id, sender_id, client_id, body)
      select input.organization_id, input.channel_id, input.sender_id, input.client_id, input.body
      from input
      join channels c on c.id = input.channel_id and c.organization_id = input.organization_id and not c.is_archived and not c.is_notices
      join channel_members m on m.channel_id = c.id and m.user_id = input.sender_id
      order by input.ord
      on conflict (sender_id, client_id) do nothing
      returning id, seq, created_at, channel_id, sender_id, client_id
    ), newest as (
      select distinct on (inserted.channel_id) inserted.channel_id, inserted.created_at, input.preview,
        count(*) over (partition by inserted.channel_id)::int as added
      from inserted join input on input.sender_id = inserted.sender_id and input.client_id = inserted.client_id
      order by inserted.channel_id, inserted.seq desc
    ), preview as (
      update channels set last_message_text = newest.preview, last_message_at = newest.created_at, message_count = channels.message_count + newest.added
      from newest where channels.id = newest.channel_id
    ), seen as (
      update channel_members set read_count = channel_members.read_count + sent.added
      from (select channel_id, sender_id, count(*)::int as added from inserted group by channel_id, sender_id) sent
      where channel_members.channel_id = sent.channel_id and channel_members.user_id = sent.sender_id
    )
    select id, seq, created_at, sender_id, client_id from inserted`;
}

/**
 * The stored message from what was sent and the three columns the database chose. Returning
 * every column cost a send 0.08 ms on PGlite (each one formatted as text in the engine and
 * parsed again here), a sixth of the statement, and a plain message's other columns are known:
 * they are what was sent or the table's defaults.
 */
export function plainMessageRow(actor: ChatActor, input: PlainMessage, raw: Record<string, unknown>): MessageRow {
  return {
    id: raw.id as string,
    organizationId: actor.organizationId,
    channelId: input.channelId,
    seq: Number(raw.seq),
    senderId: actor.userId,
    clientId: input.clientId,
    kind: 'message',
    body: input.body,
    mentions: [],
    parentId: null,
    replyCount: 0,
    lastReplyAt: null,
    callId: null,
    editedAt: null,
    deletedAt: null,
    pinnedAt: null,
    pinnedById: null,
    searchVector: null as unknown as string,
    // Drivers differ: node-postgres gives a Date, PGlite's raw protocol the text.
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at)),
  };
}
