import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { projects, sprints } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { visibleProjectsCondition, type ProjectViewer } from '../projects';

/** Sprints overlapping [from, to) in the projects the viewer can open (optionally one), by start: the calendar's sprint layer. */
export async function sprintsOverlapping(tx: DbOrTx, viewer: ProjectViewer, window: { from: Date; to: Date; projectId?: string }) {
  return tx
    .select({ id: sprints.id, name: sprints.name, projectId: sprints.projectId, projectName: projects.name, startDate: sprints.startDate, endDate: sprints.endDate, status: sprints.status })
    .from(sprints)
    .innerJoin(projects, and(visibleProjectsCondition(tx, viewer), eq(projects.id, sprints.projectId), window.projectId ? eq(projects.id, window.projectId) : undefined))
    .where(inOrganization(sprints, viewer.organizationId, lt(sprints.startDate, window.to), gt(sprints.endDate, window.from)))
    .orderBy(asc(sprints.startDate), asc(sprints.id));
}
