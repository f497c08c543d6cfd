import { DEFAULT_STATUSES } from '../../../domain/projects/projects';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums } from '../../platform/db/schema';

/**
 * A new project's statuses (spec 3): the enum lists are written only by this module, so the
 * projects module is handed this at start-up (server/app.ts) and calls it in the transaction
 * that creates the project. Handed, not imported: enums imports projects (and tasks, which
 * imports projects), so an import the other way would close a loop.
 */
export async function seedDefaultStatuses(tx: DbOrTx, organizationId: string, projectId: string): Promise<void> {
  await tx.insert(projectEnums).values(
    DEFAULT_STATUSES.map((status, position) => ({
      organizationId,
      projectId,
      kind: 'status' as const,
      name: status.name,
      color: status.color,
      category: status.category,
      position,
    })),
  );
}
