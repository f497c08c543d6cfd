/**
 * A project made by the product itself (its 7 default statuses) with `count` tasks inserted in
 * bulk, spread evenly over the statuses; a third of them carry a short rich description. Shared by
 * bench/board (the API's time) and bench/browser/board (the page's).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../../server/platform/db/database';
import { projectEnums, projects, tasks, TASK_PRIORITIES, TASK_TYPES } from '../../server/platform/db/schema';
import type { TestUser } from '../../server/test/factories';

export async function seedBoardProject(
  app: FastifyInstance,
  database: Database,
  options: { organizationId: string; owner: TestUser; member: TestUser; cookie: string; count: number },
) {
  const { organizationId, owner, member, count } = options;
  const created = await app.inject({
    method: 'POST',
    url: '/api/project/add',
    headers: { cookie: options.cookie, 'content-type': 'application/json' },
    payload: { name: 'Bench board', members: [member.id] },
  });
  if (created.statusCode !== 200) throw new Error(`project/add: ${created.statusCode} ${created.body}`);
  const projectId: string = created.json().data._id;
  const statuses = await database.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.position));
  const perStatus = statuses.map((_, i) => Math.floor(count / statuses.length) + (i < count % statuses.length ? 1 : 0));
  const rows: (typeof tasks.$inferInsert)[] = [];
  statuses.forEach((status, s) => {
    for (const rank of generateNKeysBetween(null, null, perStatus[s]!)) {
      const n = rows.length + 1;
      rows.push({
        organizationId,
        projectId,
        number: n,
        title: `Task ${n}: make the board fast for large projects`,
        description: n % 3 === 0 ? '<p>Some <strong>rich</strong> description text of a typical length for a card.</p>' : '',
        type: TASK_TYPES[n % TASK_TYPES.length]!,
        priority: TASK_PRIORITIES[n % TASK_PRIORITIES.length]!,
        statusId: status.id,
        assigneeId: n % 2 ? member.id : owner.id,
        reporterId: owner.id,
        storyPoints: n % 4 === 0 ? null : (n % 8) + 1,
        dueDate: n % 5 === 0 ? '2030-06-30' : null,
        rank,
        completedAt: status.category === 'done' ? new Date() : null,
      });
    }
  });
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(tasks).values(rows.slice(i, i + 1000));
  await database.db.update(projects).set({ taskSequence: rows.length }).where(eq(projects.id, projectId));
  return { projectId, statuses };
}
