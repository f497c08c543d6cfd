import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { projects } from '../../platform/db/schema';

/**
 * The next task number of the project (PRJ-12), taken for good. The caller holds the project's
 * row lock (projectFor with lock), so two tasks created at once never share a number.
 */
export async function takeTaskNumber(tx: DbOrTx, project: { id: string; taskSequence: number }): Promise<number> {
  const number = project.taskSequence + 1;
  await tx.update(projects).set({ taskSequence: number }).where(eq(projects.id, project.id));
  return number;
}
