import { generateKeyBetween } from 'fractional-indexing';
import { DEFAULT_STATUSES } from '../../domain/projects/projects';
import type { TaskPriority } from '../../domain/tasks/tasks';
import type { DbOrTx } from '../platform/db/database';
import { projectEnums, projectMembers, projects, taskActivity, tasks } from '../platform/db/schema';

const DAY = 86_400_000;

interface DemoTask {
  title: string;
  /** Index into DEFAULT_STATUSES. */
  status: number;
  priority: TaskPriority;
  type?: 'Task' | 'Bug';
  /** Index into the demo people (0 is the owner), or null for unassigned. */
  assignee: number | null;
  /** Days from the seeding day; null for no due date. */
  due: number | null;
}

/**
 * The owner opens the demo to a home page with work on it: some late, some due today or this
 * week, some without a date, and tasks of teammates and finished ones around them.
 */
const DEMO_TASKS: DemoTask[] = [
  { title: 'Fix the crash when opening a push notification', status: 2, priority: 'Critical', type: 'Bug', assignee: 0, due: -3 },
  { title: 'Write the App Store release notes', status: 0, priority: 'Medium', assignee: 0, due: -1 },
  { title: 'Review the onboarding screens with design', status: 3, priority: 'High', assignee: 0, due: 0 },
  { title: 'Plan the beta for the first 100 customers', status: 1, priority: 'High', assignee: 0, due: 2 },
  { title: 'Offline mode for the task list', status: 0, priority: 'Medium', assignee: 0, due: 5 },
  { title: 'Decide on analytics vendor', status: 0, priority: 'Low', assignee: 0, due: null },
  { title: 'Set up crash reporting', status: 5, priority: 'High', assignee: 0, due: -6 },
  { title: 'Dark mode for the settings screen', status: 2, priority: 'Medium', assignee: 3, due: 4 },
  { title: 'Login button hidden behind the keyboard on small phones', status: 4, priority: 'High', type: 'Bug', assignee: 3, due: 1 },
  { title: 'Translate the app into German', status: 0, priority: 'Low', assignee: 2, due: 12 },
  { title: 'Sign-in with Google', status: 6, priority: 'Medium', assignee: 1, due: -4 },
  { title: 'Tablet layout for the board', status: 0, priority: 'None', assignee: null, due: null },
];

/** A demo project every demo person belongs to, with the tasks above, dated relative to today; answers the project's id. */
export async function seedDemoWork(tx: DbOrTx, organizationId: string, peopleIds: string[]): Promise<{ projectId: string }> {
  const ownerId = peopleIds[0]!;
  const [project] = await tx
    .insert(projects)
    .values({ organizationId, name: 'Mobile App', key: 'APP', description: 'The iOS and Android app, first public release.', leadId: ownerId, addedById: ownerId, taskSequence: DEMO_TASKS.length })
    .returning();
  const projectId = project!.id;
  await tx.insert(projectMembers).values(peopleIds.map((userId) => ({ projectId, userId, organizationId })));
  const statuses = await tx
    .insert(projectEnums)
    .values(DEFAULT_STATUSES.map((status, position) => ({ organizationId, projectId, kind: 'status' as const, name: status.name, color: status.color, category: status.category, position })))
    .returning({ id: projectEnums.id });
  const now = Date.now();
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  let rank: string | null = null;
  const created = await tx
    .insert(tasks)
    .values(
      DEMO_TASKS.map((task, index) => {
        rank = generateKeyBetween(rank, null);
        return {
          organizationId,
          projectId,
          number: index + 1,
          title: task.title,
          type: task.type ?? 'Task',
          priority: task.priority,
          statusId: statuses[task.status]!.id,
          assigneeId: task.assignee === null ? null : (peopleIds[task.assignee] ?? null),
          reporterId: ownerId,
          dueDate: task.due === null ? null : day(task.due),
          rank,
          completedAt: DEFAULT_STATUSES[task.status]!.category === 'done' ? new Date(now - DAY) : null,
          createdAt: new Date(now - (10 - index / 2) * DAY),
        };
      }),
    )
    .returning({ id: tasks.id, statusId: tasks.statusId, createdAt: tasks.createdAt, reporterId: tasks.reporterId, title: tasks.title });
  // Their history: created, and moved out of To Do by the person working on it, an hour ago and earlier.
  await tx.insert(taskActivity).values(
    created.flatMap((task, index) => [
      { organizationId, taskId: task.id, actorId: task.reporterId, field: 'created', toValue: task.title, createdAt: task.createdAt },
      ...(task.statusId === statuses[0]!.id
        ? []
        : [{ organizationId, taskId: task.id, actorId: peopleIds[DEMO_TASKS[index]!.assignee ?? 0] ?? ownerId, field: 'status', fromValue: statuses[0]!.id, toValue: task.statusId, createdAt: new Date(now - (index + 1) * 3_600_000) }]),
    ]),
  );
  return { projectId };
}
