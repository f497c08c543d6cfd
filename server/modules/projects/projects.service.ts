import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { UPGRADE_REQUIRED_PROJECTS_TEXT } from '../../../domain/billing/plans';
import { type ProjectBody, proposeProjectKey } from '../../../domain/projects/projects';
import type { OrgActor } from '../../platform/auth/access';
import { type Db, type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { projectEnums, projectMembers, projects, type ProjectStatus, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { escapeHtml } from '../../platform/html';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications } from '../notifications';
import { projectLimit } from '../seats';
import { createProjectEvents, projectAudience } from './projectEvents';
import { projectFor, seesAllProjects, visibleProjectsCondition } from './projectAccess';
import { isOpenStatus } from './taskStatus';

type ProjectRow = typeof projects.$inferSelect;
type MemberSummary = { _id: string; name: string; email: string };


/**
 * Writes a new project's default statuses in the transaction that creates it. The lists belong to
 * the enums module (its seedDefaultStatuses), which imports this one, so server/app.ts hands it in.
 */
export type SeedStatuses = (tx: DbOrTx, organizationId: string, projectId: string) => Promise<void>;

/**
 * Other modules' part when who can open a project changes (members added or removed, the project
 * deleted): notes closes or narrows the open editors of the project's notes. It runs inside the
 * transaction, before a deletion takes the project's rows, and returns what to do after commit.
 */
export type ProjectAccessHook = (tx: DbOrTx, organizationId: string, projectId: string) => Promise<(() => void) | void>;

export function createProjectsService(deps: { db: Db; realtime?: Realtime; seedStatuses: SeedStatuses; onAccessChanged?: ProjectAccessHook }) {
  const { db, realtime } = deps;

  /** Members, lead and unfinished counts for many projects in three queries, never one per project. */
  const present = async (tx: DbOrTx, rows: ProjectRow[]) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [memberRows, unfinishedRows, people] = await Promise.all([
      tx
        .select({ projectId: projectMembers.projectId, _id: users.id, name: users.name, email: users.email })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(inArray(projectMembers.projectId, ids))
        .orderBy(asc(sql`lower(${users.name})`)),
      tx
        .select({ projectId: tasks.projectId, n: count() })
        .from(tasks)
        .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
        .where(and(inArray(tasks.projectId, ids), isOpenStatus))
        .groupBy(tasks.projectId),
      tx
        .select({ _id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.leadId, row.addedById]).filter((v): v is string => !!v))])),
    ]);
    const membersBy = new Map<string, MemberSummary[]>();
    for (const { projectId, ...member } of memberRows) membersBy.set(projectId, [...(membersBy.get(projectId) ?? []), member]);
    const unfinishedBy = new Map(unfinishedRows.map((row) => [row.projectId, row.n]));
    const person = new Map(people.map((p) => [p._id, p]));
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      key: row.key,
      description: row.description,
      status: row.status,
      lead: row.leadId ? (person.get(row.leadId) ?? null) : null,
      addedBy: row.addedById ? (person.get(row.addedById) ?? null) : null,
      members: membersBy.get(row.id) ?? [],
      unfinishedTasks: unfinishedBy.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  };

  /**
   * The project as saved, for the answer to a change the caller was allowed to make. Not
   * through projectFor: a maintainer who just took themselves off the project would get
   * a 404 for a change that was in fact saved.
   */
  const presentSaved = async (actor: OrgActor, projectId: string) => {
    const rows = await db.select().from(projects).where(inOrganization(projects, actor.organizationId, eq(projects.id, projectId))).limit(1);
    const [project] = await present(db, rows);
    if (!project) throw notFound('Project not found');
    return project;
  };

  /** Members must be active people of the same organisation. */
  const assertMembers = async (tx: DbOrTx, actor: OrgActor, memberIds: string[]) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(inOrganization(users, actor.organizationId, inArray(users.id, memberIds), eq(users.status, 'active')));
    if (found.length !== new Set(memberIds).size) throw badRequest('members: Every member must be an active member of your organization');
  };

  const availableKey = async (tx: DbOrTx, organizationId: string, wanted: string | undefined, name: string, exceptId?: string) => {
    const taken = new Set(
      (await tx.select({ key: projects.key, id: projects.id }).from(projects).where(inOrganization(projects, organizationId)))
        .filter((row) => row.id !== exceptId)
        .map((row) => row.key),
    );
    if (wanted) {
      if (taken.has(wanted)) throw conflict(`The key ${wanted} is already used by another project`);
      return wanted;
    }
    const base = proposeProjectKey(name);
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
  };

  const notifyAdded = async (tx: DbOrTx, actor: OrgActor, project: ProjectRow, userIds: string[]) =>
    recordNotifications(
      tx,
      userIds
        .filter((id) => id !== actor.userId)
        .map((userId) => ({
          organizationId: actor.organizationId,
          userId,
          type: 'memberAdded' as const,
          subject: `Added to ${project.name}`,
          message: `<p><strong>${escapeHtml(actor.name)}</strong> added you to the project <strong>${escapeHtml(project.name)}</strong>.</p>`,
          senderName: actor.name,
          metadata: { projectId: project.id },
        })),
    );

  const events = createProjectEvents(db, realtime);

  const replaceMembers = async (tx: DbOrTx, actor: OrgActor, project: ProjectRow, memberIds: string[]) => {
    const current = await tx.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id));
    const before = new Set(current.map((row) => row.userId));
    const after = new Set(memberIds);
    const added = [...after].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !after.has(id));
    if (added.length) await tx.insert(projectMembers).values(added.map((userId) => ({ projectId: project.id, userId, organizationId: actor.organizationId })));
    if (removed.length) await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, project.id), inArray(projectMembers.userId, removed)));
    const afterCommit = added.length + removed.length > 0 ? await deps.onAccessChanged?.(tx, actor.organizationId, project.id) : undefined;
    return { added, removed, notifications: await notifyAdded(tx, actor, project, added), afterCommit };
  };

  return {
    async list(actor: OrgActor, filters: { search?: string; status?: ProjectStatus } = {}) {
      const search = filters.search?.trim();
      const rows = await db
        .select()
        .from(projects)
        .where(
          and(
            visibleProjectsCondition(db, actor),
            search ? ilike(projects.name, `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
            filters.status ? eq(projects.status, filters.status) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${projects.name})`));
      return present(db, rows);
    },

    async get(actor: OrgActor, projectId: string) {
      const [project] = await present(db, [await projectFor(db, actor, projectId)]);
      return project!;
    },

    /** Whether the plan's project limit is reached (the free tier allows a few). */
    async upgradeRequired(tx: DbOrTx, organizationId: string, options: { lock?: boolean } = {}): Promise<boolean> {
      // Locked while creating, so two parallel creations cannot both take the last project slot.
      const limit = await projectLimit(tx, organizationId, options);
      if (limit === null) return false;
      const [existing] = await tx.select({ n: count() }).from(projects).where(inOrganization(projects, organizationId));
      return (existing?.n ?? 0) >= limit;
    },

    projectLimitReached(organizationId: string): Promise<boolean> {
      return this.upgradeRequired(db, organizationId);
    },

    async create(actor: OrgActor, body: ProjectBody) {
      const memberIds = [...new Set([actor.userId, ...body.members])];
      const { project, notifications } = await db
        .transaction(async (tx) => {
          if (await this.upgradeRequired(tx, actor.organizationId, { lock: true })) {
            throw new AppError(402, 'UPGRADE_REQUIRED', UPGRADE_REQUIRED_PROJECTS_TEXT, { isUpgradeRequired: true });
          }
          await assertMembers(tx, actor, [...memberIds, ...(body.lead ? [body.lead] : [])]);
          const [project] = await tx
            .insert(projects)
            .values({
              organizationId: actor.organizationId,
              name: body.name,
              key: await availableKey(tx, actor.organizationId, body.key, body.name),
              description: body.description ?? '',
              status: body.status ?? 'active',
              leadId: body.lead ?? actor.userId,
              addedById: actor.userId,
            })
            .returning();
          await deps.seedStatuses(tx, actor.organizationId, project!.id);
          const { notifications } = await replaceMembers(tx, actor, project!, memberIds);
          return { project: project!, notifications };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(`The key ${body.key ?? proposeProjectKey(body.name)} is already used by another project`);
          throw error;
        });
      deliverNotifications(realtime, notifications);
      await events.projectChanged(actor, project.id);
      return this.get(actor, project.id);
    },

    async update(actor: OrgActor, projectId: string, body: ProjectBody) {
      const { notifications, removed, afterCommit } = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, projectId, { lock: true });
        const memberIds = [...new Set(body.members)];
        await assertMembers(tx, actor, [...memberIds, ...(body.lead ? [body.lead] : [])]);
        const key = body.key && body.key !== project.key ? await availableKey(tx, actor.organizationId, body.key, body.name, project.id) : project.key;
        const [updated] = await tx
          .update(projects)
          .set({
            name: body.name,
            key,
            description: body.description ?? project.description,
            status: body.status ?? project.status,
            leadId: body.lead === undefined ? project.leadId : body.lead,
            updatedAt: new Date(),
          })
          .where(eq(projects.id, project.id))
          .returning();
        return replaceMembers(tx, actor, updated!, memberIds);
      }).catch((error: unknown) => {
        // Two renames racing for the same key: the database's unique index decides.
        if (isUniqueViolation(error)) throw conflict(`The key ${body.key} is already used by another project`);
        throw error;
      });
      deliverNotifications(realtime, notifications);
      afterCommit?.();
      await events.projectChanged(actor, projectId, removed);
      return presentSaved(actor, projectId);
    },

    async remove(actor: OrgActor, projectId: string) {
      if (!seesAllProjects(actor)) throw forbidden('Only owners and admins can delete a project');
      // Read before the delete takes the memberships with it.
      const { audience, afterCommit } = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, projectId, { lock: true });
        const before = await projectAudience(tx, actor.organizationId, project.id);
        const afterCommit = await deps.onAccessChanged?.(tx, actor.organizationId, project.id);
        await tx.delete(projects).where(eq(projects.id, project.id));
        return { audience: before, afterCommit };
      });
      afterCommit?.();
      await events.projectChanged(actor, projectId, audience);
    },

    async members(actor: OrgActor, projectId: string) {
      return (await this.get(actor, projectId)).members;
    },

    async addMembers(actor: OrgActor, projectId: string, memberIds: string[]) {
      const { notifications, afterCommit } = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, projectId, { lock: true });
        await assertMembers(tx, actor, memberIds);
        const current = await tx.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id));
        return replaceMembers(tx, actor, project, [...new Set([...current.map((row) => row.userId), ...memberIds])]);
      });
      deliverNotifications(realtime, notifications);
      afterCommit?.();
      await events.projectChanged(actor, projectId);
      return (await presentSaved(actor, projectId)).members;
    },

    async removeMembers(actor: OrgActor, projectId: string, memberIds: string[]) {
      const { removed, afterCommit } = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, projectId, { lock: true });
        const current = await tx.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project.id));
        const remaining = current.map((row) => row.userId).filter((id) => !memberIds.includes(id));
        if (remaining.length === 0) throw badRequest('members: A project needs at least one member');
        return replaceMembers(tx, actor, project, remaining);
      });
      afterCommit?.();
      await events.projectChanged(actor, projectId, removed);
      return (await presentSaved(actor, projectId)).members;
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
