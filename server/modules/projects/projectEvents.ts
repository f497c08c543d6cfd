import { and, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { projectMembers, users } from '../../platform/db/schema';
import type { Realtime } from '../../platform/realtime/realtime';

/**
 * Who may see a project, and so hear that it or its tasks changed: its members and the
 * organisation's owners and admins (projectAccess's rule). An event to the whole organisation
 * would tell a member outside the project the ids of a project they cannot open.
 */
export async function projectAudience(tx: DbOrTx, organizationId: string, projectId: string): Promise<string[]> {
  // One round trip on the path of every board move; UNION drops a manager who is also a member.
  const rows = await union(
    tx
      .select({ id: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.organizationId, organizationId))),
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.role, ['owner', 'admin']), eq(users.status, 'active'))),
  );
  return rows.map((row) => row.id);
}

// Left out when there is none, so events caused elsewhere (jobs, other clients) look as they always did.
const origin = (actor: Pick<OrgActor, 'tabId'>) => (actor.tabId ? { origin: actor.tabId } : {});

/** The project events, sent once the change is committed, to the project's audience only. */
export function createProjectEvents(db: DbOrTx, realtime: Realtime | undefined) {
  return {
    /**
     * A project was created, changed or removed; `also` hears it too (members just removed, or the audience read before a delete).
     * The actor's tab id goes along, so the tab that made the change can tell the event is its own echo.
     */
    async projectChanged(actor: Pick<OrgActor, 'organizationId' | 'tabId'>, projectId: string, also: readonly string[] = []) {
      if (!realtime) return;
      const audience = await projectAudience(db, actor.organizationId, projectId);
      realtime.toUsers([...new Set([...audience, ...also])], 'projects_updated', { projectId, ...origin(actor) });
    },
    /** Tasks, sprints or statuses of a project changed: its open boards and lists refetch. */
    async tasksChanged(actor: Pick<OrgActor, 'organizationId' | 'tabId'>, projectId: string, taskIds: string[]) {
      if (!realtime) return;
      realtime.toUsers(await projectAudience(db, actor.organizationId, projectId), 'tasks_updated', { projectId, taskIds, ...origin(actor) });
    },
  };
}

