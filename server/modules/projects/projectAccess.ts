import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrgActor } from '../../platform/auth/access';

/** Who is asking, as far as seeing projects goes (a socket's user answers it as well as a request's actor). */
export type ProjectViewer = Pick<OrgActor, 'userId' | 'organizationId' | 'role'>;
import type { DbOrTx } from '../../platform/db/database';
import { projectMembers, projects } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';

/** Owners and admins see every project of the organisation; others only those they belong to. */
export const seesAllProjects = (actor: ProjectViewer) => actor.role === 'owner' || actor.role === 'admin';

/**
 * The one way to reach a project: in the caller's organisation and, unless they see
 * everything, one they are a member of. Anything else is "not found", never "forbidden",
 * so ids of other teams' projects reveal nothing.
 */
export async function projectFor(tx: DbOrTx, actor: ProjectViewer, projectId: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(projects).where(inOrganization(projects, actor.organizationId, eq(projects.id, projectId))).limit(1);
  const [project] = options.lock ? await query.for('update') : await query;
  if (!project) throw notFound('Project not found');
  if (!seesAllProjects(actor)) {
    const [membership] = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.userId)))
      .limit(1);
    if (!membership) throw notFound('Project not found');
  }
  return project;
}

/** A condition on project ids the caller may see, for list queries (one query, no N+1). */
export function visibleProjectsCondition(tx: DbOrTx, actor: ProjectViewer): SQL {
  if (seesAllProjects(actor)) return inOrganization(projects, actor.organizationId);
  const mine = tx.select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, actor.userId));
  return inOrganization(projects, actor.organizationId, inArray(projects.id, mine));
}
