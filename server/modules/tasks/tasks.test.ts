import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { sprints, taskActivity, taskComments, tasks } from '../../platform/db/schema';
import { createOrganization, createUser, tokenFor } from '../../test/factories';
import { callApi, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

interface Task {
  _id: string;
  key: string;
  projectId: string;
  title: string;
  description: string;
  type: string;
  priority: string;
  status: string;
  epic: string | null;
  assignee: string | null;
  reporter: string | null;
  sprintId: string | null;
  storyPoints: number | null;
  dueDate: string | null;
  rank: string;
  createdAt: string;
  updatedAt: string;
}
interface Activity {
  field: string;
  from: string | null;
  to: string | null;
  actor: { _id: string; name: string } | null;
}

const ROLES = ['owner', 'maintainer', 'editor', 'read'] as const;

/**
 * A fresh organisation with a project 'WA' that the maintainer, editor and reader belong
 * to, an editor of the same organisation who does not, an epic, and the seeded statuses.
 */
async function workspace(key = 'WA') {
  const { organization, members } = await createOrganization(t.db, ROLES);
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const created = await call('POST', '/api/project/add', tokens.owner, { name: 'Web App', key, members: [members.maintainer.id, members.editor.id, members.read.id] });
  expect(created.statusCode, created.body).toBe(200);
  const projectId: string = created.json().data._id;
  const lists = (await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name: 'Checkout', color: PALETTE_COLORS[2] })).json().data;
  const status = Object.fromEntries((lists.statuses as { _id: string; name: string }[]).map((s) => [s.name, s._id])) as Record<string, string>;
  const epic: string = lists.epics[0]._id;
  const outsiderUser = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
  return { organization, members, tokens, projectId, status, epic, outsiderUser, outsider: await tokenFor(t.db, outsiderUser) };
}
type Workspace = Awaited<ReturnType<typeof workspace>>;

/** The owner of another organisation, who sees every project of their own and none of ours. */
const strangerToken = async () => tokenFor(t.db, (await createOrganization(t.db, ['owner'])).members.owner);

async function addTask(token: string, body: Record<string, unknown>): Promise<Task> {
  const res = await call('POST', '/api/task/add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function addSprint(w: Workspace, status: 'planned' | 'active' | 'completed', name = status) {
  const [sprint] = await t.db.insert(sprints).values({ organizationId: w.organization.id, projectId: w.projectId, name, status }).returning();
  return sprint!.id;
}

const taskRow = async (id: string) => t.db.query.tasks.findFirst({ where: eq(tasks.id, id) });
const taskRows = async (projectId: string) => t.db.select().from(tasks).where(eq(tasks.projectId, projectId)).orderBy(asc(tasks.number));
const activityCount = async (taskId: string) => t.db.$count(taskActivity, eq(taskActivity.taskId, taskId));
const board = async (token: string, projectId: string) => {
  const res = await call('GET', `/api/task/board/${projectId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { activeSprint: { _id: string; name: string } | null; statuses: { _id: string; name: string; position: number }[]; tasks: Task[] };
};
const column = async (token: string, projectId: string, statusId: string) => (await board(token, projectId)).tasks.filter((task) => task.status === statusId).map((task) => task.title);

describe('adding tasks', () => {
  it('numbers tasks per project (WA-1, WA-2), puts them in the first status and records who reported them', async () => {
    const w = await workspace();
    const first = await addTask(w.tokens.editor, { projectId: w.projectId, title: '  Set up CI  ' });
    expect(first).toMatchObject({
      key: 'WA-1',
      projectId: w.projectId,
      title: 'Set up CI',
      description: '',
      type: 'Task',
      priority: 'None',
      status: w.status['To Do'],
      epic: null,
      assignee: null,
      reporter: w.members.editor.id,
      sprintId: null,
      storyPoints: null,
      dueDate: null,
    });
    const second = await addTask(w.tokens.maintainer, {
      projectId: w.projectId,
      title: 'Fix login',
      type: 'Bug',
      priority: 'High',
      status: w.status['In Progress'],
      epic: w.epic,
      assignee: w.members.editor.id,
      storyPoints: 5,
      dueDate: '2026-12-31',
    });
    expect(second).toMatchObject({ key: 'WA-2', type: 'Bug', priority: 'High', status: w.status['In Progress'], epic: w.epic, assignee: w.members.editor.id, storyPoints: 5, dueDate: '2026-12-31' });
    expect((await addTask(w.tokens.owner, { projectId: w.projectId, title: 'Third' })).key).toBe('WA-3');

    // Another project starts its own numbering.
    const other = await workspace('SHOP');
    expect((await addTask(other.tokens.owner, { projectId: other.projectId, title: 'Elsewhere' })).key).toBe('SHOP-1');

    const history = (await call('GET', `/api/task/${first._id}/activity`, w.tokens.read)).json().data as Activity[];
    expect(history).toEqual([expect.objectContaining({ field: 'created', from: null, to: 'Set up CI', actor: { _id: w.members.editor.id, name: w.members.editor.name } })]);
    // A project owner who is not a member may still be the assignee.
    expect((await addTask(w.tokens.editor, { projectId: w.projectId, title: 'For the boss', assignee: w.members.owner.id })).assignee).toBe(w.members.owner.id);
  });

  it('keeps only safe rich text in the description: no scripts or event handlers, links kept', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, {
      projectId: w.projectId,
      title: 'Sanitise me',
      description: '<p onclick="steal()">Hello <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)> <a href="https://example.test/doc">doc</a> <a href="javascript:alert(1)">bad</a></p>',
    });
    expect(task.description).not.toMatch(/script|onerror|onclick|<img|javascript:/i);
    expect(task.description).toContain('<strong>team</strong>');
    expect(task.description).toContain('<a href="https://example.test/doc" target="_blank" rel="noopener noreferrer nofollow">doc</a>');
    expect((await taskRow(task._id))!.description).toBe(task.description);
  });

  it('refuses a status, epic or sprint of another project and an assignee who is not a member, naming the field', async () => {
    const w = await workspace();
    const other = await workspace('OTH');
    const otherSprint = await addSprint(other, 'planned');
    const done = await addSprint(w, 'completed');
    const stranger = (await createOrganization(t.db, ['editor'])).members.editor;
    const cases: [Record<string, unknown>, string][] = [
      [{ status: other.status['To Do'] }, 'status: Choose a status of this project'],
      [{ status: w.epic }, 'status: Choose a status of this project'],
      [{ epic: other.epic }, 'epic: Choose an epic of this project'],
      [{ epic: w.status['To Do'] }, 'epic: Choose an epic of this project'],
      [{ assignee: w.outsiderUser.id }, 'assignee: The assignee must be a member of this project'],
      [{ assignee: stranger.id }, 'assignee: The assignee must be a member of this project'],
      [{ sprintId: otherSprint }, 'sprintId: Choose a sprint of this project'],
      [{ sprintId: done }, 'sprintId: This sprint is completed'],
    ];
    for (const [extra, message] of cases) {
      const res = await call('POST', '/api/task/add', w.tokens.editor, { projectId: w.projectId, title: 'Bad refs', ...extra });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await taskRows(w.projectId)).toEqual([]);
    const planned = await addSprint(w, 'planned');
    expect((await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Good refs', sprintId: planned, assignee: w.members.read.id })).sprintId).toBe(planned);
  });

  it('rejects bad input naming the field, writing nothing', async () => {
    const w = await workspace();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'title: Title is required'],
      [{ title: '   ' }, 'title: Title is required'],
      [{ title: 'x'.repeat(201) }, 'title: Title must be at most 200 characters'],
      [{ type: 'Story' }, 'type: type must be Task or Bug'],
      [{ priority: 'Urgent' }, 'priority: priority must be one of None, Critical, High, Medium, Low'],
      [{ status: 'todo' }, 'status: status must be a valid id'],
      [{ assignee: 'me' }, 'assignee: assignee must be a valid id'],
      [{ storyPoints: -1 }, 'storyPoints: storyPoints must not be negative'],
      [{ storyPoints: 1.5 }, 'storyPoints: storyPoints must be a whole number'],
      [{ dueDate: '31/12/2026' }, 'dueDate: dueDate must be a date like 2026-12-31'],
      [{ projectId: undefined }, 'projectId: projectId must be a valid id'],
    ];
    for (const [extra, message] of cases) {
      const res = await call('POST', '/api/task/add', w.tokens.editor, { projectId: w.projectId, title: 'Fine', ...extra });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await taskRows(w.projectId)).toEqual([]);
  });

  it('refuses readers (403) and hides the project from non-members and other organisations (404)', async () => {
    const w = await workspace();
    const read = await call('POST', '/api/task/add', w.tokens.read, { projectId: w.projectId, title: 'Nope' });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ code: 'FORBIDDEN', message: 'Your role does not allow this' });
    for (const token of [w.outsider, await strangerToken()]) {
      const res = await call('POST', '/api/task/add', token, { projectId: w.projectId, title: 'Nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    }
    expect(await taskRows(w.projectId)).toEqual([]);
  });
});

describe('updating tasks', () => {
  it('writes one activity row per changed field and nothing for a no-op update', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Original', priority: 'Low', storyPoints: 1 });
    await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Already in progress', status: w.status['In Progress'] });

    const res = await call('POST', `/api/task/update/${task._id}`, w.tokens.maintainer, {
      title: 'Renamed',
      priority: 'Critical',
      storyPoints: 1,
      assignee: w.members.editor.id,
      status: w.status['In Progress'],
      description: '<p>Details<script>x()</script></p>',
      dueDate: '2027-01-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: Task = res.json().data;
    expect(updated).toMatchObject({ title: 'Renamed', priority: 'Critical', storyPoints: 1, assignee: w.members.editor.id, status: w.status['In Progress'], description: '<p>Details</p>', dueDate: '2027-01-15' });
    // A new status puts the card at the bottom of its new column.
    expect(await column(w.tokens.read, w.projectId, w.status['In Progress']!)).toEqual(['Already in progress', 'Renamed']);

    const history = (await call('GET', `/api/task/${task._id}/activity`, w.tokens.read)).json().data as Activity[];
    const changes = history.filter((h) => h.field !== 'created');
    expect(changes.map(({ field, from, to }) => ({ field, from, to })).sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'assignee', from: null, to: w.members.editor.id },
      { field: 'description', from: null, to: null },
      { field: 'dueDate', from: null, to: '2027-01-15' },
      { field: 'priority', from: 'Low', to: 'Critical' },
      { field: 'status', from: w.status['To Do'], to: w.status['In Progress'] },
      { field: 'title', from: 'Original', to: 'Renamed' },
    ]);
    for (const change of changes) expect(change.actor).toEqual({ _id: w.members.maintainer.id, name: w.members.maintainer.name });

    const before = await taskRow(task._id);
    const count = await activityCount(task._id);
    const same = await call('POST', `/api/task/update/${task._id}`, w.tokens.editor, {
      title: 'Renamed',
      priority: 'Critical',
      status: w.status['In Progress'],
      description: '<p>Details</p>',
      assignee: w.members.editor.id,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual(updated);
    expect(await taskRow(task._id)).toEqual(before);
    expect(await activityCount(task._id)).toBe(count);

    const cleared = await call('POST', `/api/task/update/${task._id}`, w.tokens.editor, { assignee: null, epic: w.epic, dueDate: null });
    expect(cleared.json().data).toMatchObject({ assignee: null, epic: w.epic, dueDate: null });
    expect(await activityCount(task._id)).toBe(count + 3);
  });

  it('rejects bad input and foreign references, naming the field, and changes nothing', async () => {
    const w = await workspace();
    const other = await workspace('OTH');
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Steady' });
    const before = await taskRow(task._id);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Body: Send at least one field to change'],
      [{ title: '' }, 'title: Title is required'],
      [{ priority: 'Meh' }, 'priority: priority must be one of None, Critical, High, Medium, Low'],
      [{ status: other.status['To Do'] }, 'status: Choose a status of this project'],
      [{ epic: other.epic }, 'epic: Choose an epic of this project'],
      [{ assignee: w.outsiderUser.id }, 'assignee: The assignee must be a member of this project'],
      [{ sprintId: await addSprint(other, 'planned') }, 'sprintId: Choose a sprint of this project'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/api/task/update/${task._id}`, w.tokens.editor, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/api/task/update/42', w.tokens.editor, { title: 'x' })).json().message).toBe('id: id must be a valid id');
    expect(await taskRow(task._id)).toEqual(before);
  });

  it('refuses readers (403), non-members and other organisations (404), leaving the task as it was', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Steady' });
    const before = await taskRow(task._id);
    expect((await call('POST', `/api/task/update/${task._id}`, w.tokens.read, { title: 'Changed' })).statusCode).toBe(403);
    for (const token of [w.outsider, await strangerToken()]) {
      const res = await call('POST', `/api/task/update/${task._id}`, token, { title: 'Changed' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Task not found' });
    }
    expect(await taskRow(task._id)).toEqual(before);
    expect(await activityCount(task._id)).toBe(1);
  });
});

describe('moving cards on the board', () => {
  async function threeCards() {
    const w = await workspace();
    const todo = w.status['To Do']!;
    const a = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'A' });
    const b = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'B' });
    const c = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'C' });
    return { w, todo, a, b, c };
  }
  const move = async (token: string, id: string, body: Record<string, unknown>) => {
    const res = await call('POST', `/api/task/move/${id}`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Task;
  };
  const snapshot = async (projectId: string) => new Map((await taskRows(projectId)).map((row) => [row.id, row]));

  it('drops a card between two others with a rank strictly between theirs, writing only that card', async () => {
    const { w, todo, a, b, c } = await threeCards();
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['A', 'B', 'C']);
    const before = await snapshot(w.projectId);

    const moved = await move(w.tokens.editor, c._id, { status: todo, beforeId: a._id, afterId: b._id });
    expect(moved.rank > a.rank && moved.rank < b.rank).toBe(true);
    expect(moved.status).toBe(todo);

    const after = await snapshot(w.projectId);
    for (const id of [a._id, b._id]) expect(after.get(id)).toEqual(before.get(id));
    expect(after.get(c._id)!.rank).toBe(moved.rank);
    // Same column: no status change to record.
    expect(await activityCount(c._id)).toBe(1);
    // The order survives a reload.
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['A', 'C', 'B']);
    expect(await column(w.tokens.owner, w.projectId, todo)).toEqual(['A', 'C', 'B']);
  });

  it('moves a card to an empty column, recording the status change, and to the top of a column', async () => {
    const { w, todo, a, b, c } = await threeCards();
    const progress = w.status['In Progress']!;
    const before = await snapshot(w.projectId);

    const moved = await move(w.tokens.editor, b._id, { status: progress, beforeId: null, afterId: null });
    expect(moved.status).toBe(progress);
    const after = await snapshot(w.projectId);
    for (const id of [a._id, c._id]) expect(after.get(id)).toEqual(before.get(id));
    const history = (await call('GET', `/api/task/${b._id}/activity`, w.tokens.read)).json().data as Activity[];
    expect(history.at(-1)).toMatchObject({ field: 'status', from: todo, to: progress, actor: { _id: w.members.editor.id } });
    expect(await column(w.tokens.read, w.projectId, progress)).toEqual(['B']);
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['A', 'C']);

    const top = await move(w.tokens.editor, b._id, { status: todo, afterId: a._id });
    expect(top.rank < a.rank).toBe(true);
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['B', 'A', 'C']);
    expect(await column(w.tokens.read, w.projectId, progress)).toEqual([]);

    const bottom = await move(w.tokens.editor, b._id, { status: todo, beforeId: c._id });
    expect(bottom.rank > c.rank).toBe(true);
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['A', 'C', 'B']);
    expect((await board(w.tokens.read, w.projectId)).tasks.map((task) => task.title)).toEqual(['A', 'C', 'B']);
  });

  it('keeps every card its own place when two people drop into the same gap from stale boards', async () => {
    const { w, todo, a, b, c } = await threeCards();
    const d = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'D' });
    // Both saw A then B; both drop between them.
    await move(w.tokens.editor, c._id, { status: todo, beforeId: a._id, afterId: b._id });
    await move(w.tokens.maintainer, d._id, { status: todo, beforeId: a._id, afterId: b._id });
    const order = await column(w.tokens.read, w.projectId, todo);
    expect(order[0]).toBe('A');
    expect(order[3]).toBe('B');
    expect(order.slice(1, 3).sort()).toEqual(['C', 'D']);
    const ranks = (await taskRows(w.projectId)).map((row) => row.rank);
    expect(new Set(ranks).size).toBe(4);

    // Only the card below is known (the card above was unseen): it still lands between its real neighbours.
    const e = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'E' });
    await move(w.tokens.editor, e._id, { status: todo, afterId: b._id });
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual([...order.slice(0, 3), 'E', 'B']);
    // Only the card above is known.
    const f = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'F' });
    await move(w.tokens.editor, f._id, { status: todo, beforeId: a._id });
    expect(await column(w.tokens.read, w.projectId, todo)).toEqual(['A', 'F', ...order.slice(1, 3), 'E', 'B']);
    expect(new Set((await taskRows(w.projectId)).map((row) => row.rank)).size).toBe(6);
  });

  it('rejects neighbours or a status of another project naming the field; readers 403; others 404 with nothing changed', async () => {
    const { w, todo, a, c } = await threeCards();
    const other = await workspace('OTH');
    const foreign = await addTask(other.tokens.editor, { projectId: other.projectId, title: 'Foreign' });
    const before = await snapshot(w.projectId);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: other.status['To Do'] }, 'status: Choose a status of this project'],
      [{ status: w.epic }, 'status: Choose a status of this project'],
      [{ status: todo, beforeId: foreign._id }, 'beforeId: Neighbouring tasks must be tasks of this project'],
      [{ status: todo, beforeId: a._id, afterId: foreign._id }, 'afterId: Neighbouring tasks must be tasks of this project'],
      [{ beforeId: a._id }, 'status: status must be a valid id'],
      [{ status: todo, afterId: 'top' }, 'afterId: afterId must be a valid id'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/api/task/move/${c._id}`, w.tokens.editor, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', `/api/task/move/${c._id}`, w.tokens.read, { status: todo, afterId: a._id })).statusCode).toBe(403);
    for (const token of [w.outsider, other.tokens.owner]) {
      const res = await call('POST', `/api/task/move/${c._id}`, token, { status: todo, afterId: a._id });
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshot(w.projectId)).toEqual(before);
  });
});

describe('reading tasks', () => {
  it('gets one task for any member, readers included; non-members and other organisations get 404', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Readable' });
    const res = await call('GET', `/api/task/${task._id}`, w.tokens.read);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(task);
    expect((await call('GET', `/api/task/${task._id}`, w.tokens.owner)).statusCode).toBe(200);
    for (const token of [w.outsider, await strangerToken()]) {
      for (const url of [`/api/task/${task._id}`, `/api/task/${task._id}/comments`, `/api/task/${task._id}/activity`, `/api/task/list?projectId=${w.projectId}`, `/api/task/board/${w.projectId}`]) {
        const denied = await call('GET', url, token);
        expect(denied.statusCode, url).toBe(404);
      }
    }
    expect((await call('GET', '/api/task/00000000-0000-4000-8000-000000000000', w.tokens.owner)).json()).toEqual({ code: 'NOT_FOUND', message: 'Task not found' });
    for (const url of ['/api/task/abc', '/api/task/abc/comments', '/api/task/abc/activity', '/api/task/delete/abc']) {
      const res = await call(url.includes('delete') ? 'DELETE' : 'GET', url, w.tokens.owner);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('id: id must be a valid id');
    }
  });

  it('gets a task by its key (any case) as by its id; non-members, other organisations and unknown keys get 404', async () => {
    const w = await workspace('KY');
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'By key' });
    expect(task.key).toBe('KY-1');
    const res = await call('GET', '/api/task/by-key/ky-1', w.tokens.read);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(task);
    const stranger = await createOrganization(t.db, ['owner']);
    const strangerOwner = await tokenFor(t.db, stranger.members.owner);
    // The other organisation has a project with the same key: their key reaches their task only.
    const theirs = await call('POST', '/api/project/add', strangerOwner, { name: 'Theirs', key: 'KY', members: [stranger.members.owner.id] });
    const theirTask = await addTask(strangerOwner, { projectId: theirs.json().data._id, title: 'Theirs' });
    expect((await call('GET', '/api/task/by-key/KY-1', strangerOwner)).json().data._id).toBe(theirTask._id);
    expect((await call('GET', '/api/task/by-key/KY-1', w.outsider)).statusCode).toBe(404);
    expect((await call('GET', '/api/task/by-key/KY-2', w.tokens.owner)).json()).toEqual({ code: 'NOT_FOUND', message: 'Task not found' });
    const bad = await call('GET', '/api/task/by-key/not-a-key', w.tokens.owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('key: key must be a task key such as WEB-42');
  });

  it('lists tasks filtered by assignee (or unassigned), type, priority, epic, status, sprint (or backlog) and text', async () => {
    const w = await workspace();
    const sprint = await addSprint(w, 'planned');
    const { editor, read } = w.members;
    await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Login page', assignee: editor.id, type: 'Bug', priority: 'High', epic: w.epic, sprintId: sprint });
    await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Signup page', assignee: read.id, status: w.status['In Progress'] });
    await addTask(w.tokens.editor, { projectId: w.projectId, title: '100% coverage', type: 'Bug', priority: 'Low', sprintId: sprint });
    await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Logout', assignee: editor.id, epic: w.epic });
    // Same key and words in another organisation never show up.
    const elsewhere = await workspace();
    await addTask(elsewhere.tokens.owner, { projectId: elsewhere.projectId, title: 'Login page elsewhere' });

    const keys = async (query: string, token = w.tokens.read) => {
      const res = await call('GET', `/api/task/list?projectId=${w.projectId}${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Task[]).map((task) => task.key);
    };
    expect(await keys('')).toEqual(['WA-1', 'WA-2', 'WA-3', 'WA-4']);
    expect(await keys(`&assignee=${editor.id}`)).toEqual(['WA-1', 'WA-4']);
    expect(await keys('&assignee=unassigned')).toEqual(['WA-3']);
    expect(await keys('&type=Bug')).toEqual(['WA-1', 'WA-3']);
    expect(await keys('&priority=High')).toEqual(['WA-1']);
    expect(await keys(`&epic=${w.epic}`)).toEqual(['WA-1', 'WA-4']);
    expect(await keys(`&status=${w.status['In Progress']}`)).toEqual(['WA-2']);
    expect(await keys(`&sprintId=${sprint}`)).toEqual(['WA-1', 'WA-3']);
    expect(await keys('&sprintId=backlog')).toEqual(['WA-2', 'WA-4']);
    expect(await keys('&text=PAGE')).toEqual(['WA-1', 'WA-2']);
    expect(await keys('&text=log')).toEqual(['WA-1', 'WA-4']);
    expect(await keys('&text=WA-2')).toEqual(['WA-2']);
    expect(await keys('&text=%20wa-3%20')).toEqual(['WA-3']);
    expect(await keys('&text=%25')).toEqual(['WA-3']);
    expect(await keys('&text=_')).toEqual([]);
    expect(await keys(`&type=Bug&assignee=${editor.id}&sprintId=${sprint}`, w.tokens.owner)).toEqual(['WA-1']);

    for (const [query, message] of [
      ['&assignee=nobody', 'assignee: assignee must be a valid id'],
      ['&type=Story', 'type: type must be Task or Bug'],
      ['&priority=Top', 'priority: priority must be one of None, Critical, High, Medium, Low'],
      ['&sprintId=current', 'sprintId: sprintId must be a valid id'],
      [`&text=${'x'.repeat(201)}`, 'text: text must be at most 200 characters'],
    ]) {
      const res = await call('GET', `/api/task/list?projectId=${w.projectId}${query}`, w.tokens.read);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', '/api/task/list', w.tokens.read)).json().message).toBe('projectId: projectId must be a valid id');
  });

  it('shows the board: statuses in order, and the active sprint’s tasks or every task outside completed sprints', async () => {
    const w = await workspace();
    const finished = await addSprint(w, 'completed');
    const planned = await addSprint(w, 'planned');
    const backlog = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Backlog' });
    const plannedTask = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Planned', sprintId: planned });
    const old = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Old' });
    await t.db.update(tasks).set({ sprintId: finished }).where(eq(tasks.id, old._id));

    const idle = await board(w.tokens.read, w.projectId);
    expect(idle.activeSprint).toBeNull();
    expect(idle.statuses.map((s) => [s.name, s.position])).toEqual([
      ['To Do', 0],
      ['Pending', 1],
      ['In Progress', 2],
      ['PR Review', 3],
      ['Correction', 4],
      ['Completed', 5],
      ['Approved', 6],
    ]);
    expect(idle.tasks.map((task) => task._id)).toEqual([backlog._id, plannedTask._id]);

    await t.db.update(sprints).set({ status: 'active', name: 'Sprint 1' }).where(eq(sprints.id, planned));
    const running = await board(w.tokens.read, w.projectId);
    expect(running.activeSprint).toMatchObject({ _id: planned, name: 'Sprint 1' });
    expect(running.tasks.map((task) => task._id)).toEqual([plannedTask._id]);
    expect((await call('GET', '/api/task/board/nope', w.tokens.read)).json().message).toBe('projectId: projectId must be a valid id');
  });

  it('leaves the description out of the board and the list (the task panel fetches it), and gives it with the single task', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Described', description: '<p>Long <strong>notes</strong></p>' });

    const [onBoard] = (await board(w.tokens.read, w.projectId)).tasks;
    const listed = await call('GET', `/api/task/list?projectId=${w.projectId}`, w.tokens.read);
    expect(listed.statusCode, listed.body).toBe(200);
    const [inList] = listed.json().data as Record<string, unknown>[];
    for (const card of [onBoard, inList]) {
      expect(card).toMatchObject({ _id: task._id, key: task.key, title: 'Described', status: task.status });
      expect(card).not.toHaveProperty('description');
    }

    const single = await call('GET', `/api/task/${task._id}`, w.tokens.read);
    expect(single.json().data.description).toBe('<p>Long <strong>notes</strong></p>');
  });
});

describe('deleting tasks', () => {
  it('deletes a task with its comments and history; readers 403; non-members and other organisations 404', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Doomed' });
    await call('POST', `/api/task/${task._id}/comments`, w.tokens.editor, { body: 'Bye' });

    expect((await call('DELETE', `/api/task/delete/${task._id}`, w.tokens.read)).statusCode).toBe(403);
    for (const token of [w.outsider, await strangerToken()]) expect((await call('DELETE', `/api/task/delete/${task._id}`, token)).statusCode).toBe(404);
    expect(await taskRow(task._id)).toBeDefined();

    const res = await call('DELETE', `/api/task/delete/${task._id}`, w.tokens.editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await taskRow(task._id)).toBeUndefined();
    expect(await t.db.$count(taskComments, eq(taskComments.taskId, task._id))).toBe(0);
    expect(await activityCount(task._id)).toBe(0);
    expect((await call('GET', `/api/task/${task._id}`, w.tokens.editor)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/task/delete/${task._id}`, w.tokens.editor)).statusCode).toBe(404);
    // Numbers are not reused.
    expect((await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Next' })).key).toBe('WA-2');
  });
});

describe('comments', () => {
  it('adds sanitised comments in order with their authors; readers may read but not write', async () => {
    const w = await workspace();
    const task = await addTask(w.tokens.editor, { projectId: w.projectId, title: 'Discuss' });
    const url = `/api/task/${task._id}/comments`;

    const first = await call('POST', url, w.tokens.editor, { body: '<p>Looks <em>good</em><script>alert(1)</script><img src=x onerror=alert(1)> <a href="https://example.test">see</a></p>' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(1);
    expect(first.json().data[0]).toMatchObject({
      body: '<p>Looks <em>good</em> <a href="https://example.test" target="_blank" rel="noopener noreferrer nofollow">see</a></p>',
      author: { _id: w.members.editor.id, name: w.members.editor.name },
    });
    await call('POST', url, w.tokens.maintainer, { body: 'Second' });

    const listed = await call('GET', url, w.tokens.read);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: { body: string; author: { _id: string } }) => [c.author._id, c.body.slice(0, 9)])).toEqual([
      [w.members.editor.id, '<p>Looks '],
      [w.members.maintainer.id, 'Second'],
    ]);

    expect((await call('POST', url, w.tokens.read, { body: 'Me too' })).statusCode).toBe(403);
    for (const [body, message] of [
      [{ body: '   ' }, 'body: Comment is required'],
      [{}, 'body: Comment is required'],
      [{ body: '<script>alert(1)</script>' }, 'body: Comment is required'],
      [{ body: 'x'.repeat(10_001) }, 'body: Comment must be at most 10000 characters'],
    ] as const) {
      const res = await call('POST', url, w.tokens.editor, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const token of [w.outsider, await strangerToken()]) expect((await call('POST', url, token, { body: 'Sneaky' })).statusCode).toBe(404);
    expect(await t.db.$count(taskComments, eq(taskComments.taskId, task._id))).toBe(2);
  });
});
