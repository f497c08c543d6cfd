import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The one place tenant scoping is written: every query on an organisation's data
 * passes its conditions through here, so none can forget the organisation.
 */
export function inOrganization(table: { organizationId: PgColumn }, organizationId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}
