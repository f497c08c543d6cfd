import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, DbOrTx } from '../../platform/db/database';
import { projectEnums, tasks } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { createProjectEvents, projectFor } from '../projects';
import { moveAllToStatus, type CompletionChanged } from '../tasks';
import type { enumAddBodySchema, enumDeleteBodySchema, enumUpdateBodySchema } from '../../../domain/projects/enums';

export function createEnumsService(deps: { db: Db; realtime?: Realtime; onCompletionChanged?: CompletionChanged }) {
  const { db, realtime } = deps;

  const lists = async (tx: DbOrTx, projectId: string) => {
    const [rows, counts] = await Promise.all([
      tx.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.kind), asc(projectEnums.position)),
      tx
        .select({ statusId: tasks.statusId, epicId: tasks.epicId, n: count() })
        .from(tasks)
        .where(eq(tasks.projectId, projectId))
        .groupBy(tasks.statusId, tasks.epicId),
    ]);
    const used = new Map<string, number>();
    for (const row of counts) {
      used.set(row.statusId, (used.get(row.statusId) ?? 0) + row.n);
      if (row.epicId) used.set(row.epicId, (used.get(row.epicId) ?? 0) + row.n);
    }
    const present = (row: typeof projectEnums.$inferSelect) => ({
      _id: row.id,
      name: row.name,
      color: row.color,
      category: row.category,
      position: row.position,
      taskCount: used.get(row.id) ?? 0,
    });
    return {
      statuses: rows.filter((row) => row.kind === 'status').map(present),
      epics: rows.filter((row) => row.kind === 'epic').map(present),
    };
  };

  const findItem = async (tx: DbOrTx, projectId: string, id: string) => {
    const [item] = await tx.select().from(projectEnums).where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.id, id))).limit(1);
    if (!item) throw notFound('List item not found');
    return item;
  };

  const projectEvents = createProjectEvents(db, realtime);
  const changed = (actor: OrgActor, projectId: string) => projectEvents.tasksChanged(actor, projectId, []);

  return {
    async get(actor: OrgActor, projectId: string) {
      await projectFor(db, actor, projectId);
      return lists(db, projectId);
    },

    async add(actor: OrgActor, body: z.infer<typeof enumAddBodySchema>) {
      const result = await db.transaction(async (tx) => {
        await projectFor(tx, actor, body.projectId, { lock: true });
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${projectEnums.position}), -1)`.mapWith(Number) })
          .from(projectEnums)
          .where(and(eq(projectEnums.projectId, body.projectId), eq(projectEnums.kind, body.type)));
        await tx.insert(projectEnums).values({
          organizationId: actor.organizationId,
          projectId: body.projectId,
          kind: body.type,
          name: body.name,
          color: body.color,
          category: body.type === 'status' ? (body.category ?? 'todo') : null,
          position: (last?.max ?? -1) + 1,
        });
        return lists(tx, body.projectId);
      });
      await changed(actor, body.projectId);
      return result;
    },

    async update(actor: OrgActor, body: z.infer<typeof enumUpdateBodySchema>) {
      const result = await db.transaction(async (tx) => {
        await projectFor(tx, actor, body.projectId, { lock: true });
        const item = await findItem(tx, body.projectId, body.id);
        if (body.category && item.kind !== 'status') throw badRequest('category: Only statuses have a category');
        let position = body.position;
        if (position !== undefined) {
          // A position past the end means "last": positions stay 0..n-1 without gaps.
          const [size] = await tx.select({ n: count() }).from(projectEnums).where(and(eq(projectEnums.projectId, body.projectId), eq(projectEnums.kind, item.kind)));
          position = Math.min(position, (size?.n ?? 1) - 1);
        }
        if (position !== undefined && position !== item.position) {
          // Close the gap the item leaves, then open one where it lands.
          const sameList = and(eq(projectEnums.projectId, body.projectId), eq(projectEnums.kind, item.kind));
          await tx.update(projectEnums).set({ position: sql`${projectEnums.position} - 1` }).where(and(sameList, gte(projectEnums.position, item.position + 1)));
          await tx.update(projectEnums).set({ position: sql`${projectEnums.position} + 1` }).where(and(sameList, gte(projectEnums.position, position)));
        }
        await tx
          .update(projectEnums)
          .set({ name: body.name ?? item.name, color: body.color ?? item.color, category: body.category ?? item.category, position: position ?? item.position })
          .where(eq(projectEnums.id, item.id));
        return lists(tx, body.projectId);
      });
      await changed(actor, body.projectId);
      return result;
    },

    async remove(actor: OrgActor, body: z.infer<typeof enumDeleteBodySchema>) {
      const result = await db.transaction(async (tx) => {
        await projectFor(tx, actor, body.projectId, { lock: true });
        const item = await findItem(tx, body.projectId, body.id);
        if (item.kind === 'status') {
          const [statusCount] = await tx
            .select({ n: count() })
            .from(projectEnums)
            .where(and(eq(projectEnums.projectId, body.projectId), eq(projectEnums.kind, 'status')));
          if ((statusCount?.n ?? 0) <= 1) throw badRequest('A project needs at least one status');
          const [inUse] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.statusId, item.id));
          const taskCount = inUse?.n ?? 0;
          if (taskCount > 0) {
            if (!body.moveTo) {
              throw new AppError(409, 'CONFLICT', `${taskCount} task${taskCount === 1 ? ' has' : 's have'} this status: choose a status to move ${taskCount === 1 ? 'it' : 'them'} to`, {
                taskCount,
              });
            }
            const target = await findItem(tx, body.projectId, body.moveTo).catch(() => null);
            if (!target || target.kind !== 'status' || target.id === item.id) throw badRequest('moveTo: Choose another status of this project');
            await moveAllToStatus(tx, actor, item, target, deps.onCompletionChanged);
          }
        }
        await tx.delete(projectEnums).where(eq(projectEnums.id, item.id));
        await tx
          .update(projectEnums)
          .set({ position: sql`${projectEnums.position} - 1` })
          .where(and(eq(projectEnums.projectId, body.projectId), eq(projectEnums.kind, item.kind), gte(projectEnums.position, item.position + 1)));
        return lists(tx, body.projectId);
      });
      await changed(actor, body.projectId);
      return result;
    },
  };
}

export type EnumsService = ReturnType<typeof createEnumsService>;
