import { sql } from 'drizzle-orm';
import { projectEnums } from '../../platform/db/schema';

/**
 * Whether a task is finished, for queries that join its status (projectEnums): it is in a
 * status of the 'done' category. A status without a category counts as unfinished; the API
 * gives every status one, but the column allows none. The drawer's unfinished counts, the
 * sprint reports and the home page all count with these, so they agree.
 */
export const isDoneStatus = sql<boolean>`${projectEnums.category} = 'done'`;
export const isOpenStatus = sql<boolean>`${projectEnums.category} is distinct from 'done'`;
