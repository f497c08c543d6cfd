import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The one place tenant scoping is written: every query on an organisation's data
 * passes its conditions through here, so none can forget the organisation. A prepared statement
 * passes a placeholder, filled with the caller's organisation at each run.
 */
export function inOrganization(table: { organizationId: PgColumn }, organizationId: string | Placeholder, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}
