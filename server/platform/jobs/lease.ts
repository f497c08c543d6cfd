import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Takes this period's turn at a chore that any node may run and one should: answers true on
 * exactly one of the nodes that ask within `periodMs` of each other. The turn lasts a little
 * less than the period, so a node whose timer fires a moment early still finds it free.
 * The database's clock decides, so nodes whose clocks drift never both win.
 */
export async function claimTurn(db: Db, name: string, periodMs: number): Promise<boolean> {
  const holdMs = Math.max(1, Math.floor(periodMs * 0.8));
  const rows = (await db.execute(sql`
    insert into leases (name, held_until) values (${name}, now() + ${holdMs}::int * interval '1 millisecond')
    on conflict (name) do update set held_until = excluded.held_until where leases.held_until <= now()
    returning name`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}
