import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPRINT_MESSAGES } from '../../../domain/sprints/sprints';
import { projectEnums, sprints, taskActivity, tasks } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

const json = { 'content-type': 'application/json' };
const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** An organisation with every role, a project whose members are all but `outsider`, and tokens. */
async function team() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'maintainer', 'editor', 'read']);
  const outsider = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
  const tokens = {
    owner: await tokenFor(t.db, members.owner),
    admin: await tokenFor(t.db, members.admin),
    maintainer: await tokenFor(t.db, members.maintainer),
    editor: await tokenFor(t.db, members.editor),
    read: await tokenFor(t.db, members.read),
    outsider: await tokenFor(t.db, outsider),
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/project/add',
    headers: { ...json, ...bearer(tokens.owner) },
    payload: { name: `Sprints ${organization.id.slice(0, 6)}`, members: [members.maintainer.id, members.editor.id, members.read.id] },
  });
  expect(created.statusCode).toBe(200);
  const projectId: string = created.json().data._id;
  const statuses = await t.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.position));
  const status = (name: string) => statuses.find((s) => s.name === name)!.id;
  return { organization, members, outsider, tokens, projectId, status };
}
type Team = Awaited<ReturnType<typeof team>>;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: payload === undefined ? bearer(token) : { ...json, ...bearer(token) }, payload: payload as object });

async function addSprint(token: string, projectId: string, body: Record<string, unknown> = {}) {
  const res = await call(token, 'POST', '/sprint/add', { projectId, name: 'Sprint', ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; name: string; status: string };
}

async function addTask(tm: Team, body: Record<string, unknown>) {
  const res = await call(tm.tokens.owner, 'POST', '/task/add', { projectId: tm.projectId, title: 'A task', ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; sprintId: string | null };
}

const start = (token: string, sprintId: string) => call(token, 'PUT', `/sprint/update/${sprintId}`, { status: 'active', startDate: iso(-1), endDate: iso(13) });

describe('adding and editing sprints', () => {
  it('adds a planned sprint, edits it and lists it with counts', async () => {
    const tm = await team();
    const res = await call(tm.tokens.editor, 'POST', '/sprint/add', { projectId: tm.projectId, name: '  Sprint 1 ', goal: 'Ship the board' });
    expect(res.statusCode).toBe(200);
    const sprint = res.json().data;
    expect(sprint).toEqual({
      _id: expect.any(String),
      projectId: tm.projectId,
      name: 'Sprint 1',
      goal: 'Ship the board',
      status: 'planned',
      startDate: null,
      endDate: null,
      completedAt: null,
      createdAt: expect.any(String),
      taskCount: 0,
      doneCount: 0,
      points: 0,
      donePoints: 0,
    });

    await addTask(tm, { sprintId: sprint._id, storyPoints: 3 });
    await addTask(tm, { sprintId: sprint._id, storyPoints: 5, status: tm.status('Completed') });
    await addTask(tm, { sprintId: sprint._id });

    const startDate = '2030-01-06T09:00:00.000Z';
    const edited = await call(tm.tokens.maintainer, 'PUT', `/sprint/update/${sprint._id}`, { name: 'Sprint One', startDate, endDate: '2030-01-20T17:00:00+00:00' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sprint One', goal: 'Ship the board', status: 'planned', startDate, endDate: '2030-01-20T17:00:00.000Z', taskCount: 3, doneCount: 1, points: 8, donePoints: 5 });

    const list = await call(tm.tokens.read, 'GET', `/sprint/${tm.projectId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([edited.json().data]);
  });

  it.each([
    [{}, 'name: Sprint name is required'],
    [{ name: '   ' }, 'name: Sprint name is required'],
    [{ name: 'x'.repeat(81) }, 'name: Sprint name must be at most 80 characters'],
    [{ name: 'S', goal: 'g'.repeat(501) }, 'goal: Goal must be at most 500 characters'],
    [{ name: 'S', startDate: '2030-01-06' }, 'startDate: startDate must be a date and time like 2026-05-04T09:00:00Z'],
    // PostgreSQL has no year 0: this reached it and answered 500.
    [{ name: 'S', startDate: '0000-01-01T00:00:00Z' }, 'startDate: startDate must be between the years 1900 and 9999'],
    [{ name: 'S', endDate: '1899-12-31T23:59:59Z' }, 'endDate: endDate must be between the years 1900 and 9999'],
    [{ name: 'S', startDate: '2030-01-06T09:00:00Z', endDate: '2030-01-06T09:00:00Z' }, 'endDate: End date must be after the start date'],
  ])('rejects a bad sprint naming the field (%#)', async (body, message) => {
    const tm = await team();
    const res = await call(tm.tokens.owner, 'POST', '/sprint/add', { projectId: tm.projectId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    expect(await t.db.$count(sprints, eq(sprints.projectId, tm.projectId))).toBe(0);
  });

  it('rejects bad updates naming the field', async () => {
    const tm = await team();
    const sprint = await addSprint(tm.tokens.owner, tm.projectId, { startDate: '2030-01-06T09:00:00Z' });
    const cases: [unknown, string][] = [
      [{}, 'Body: Send at least one field to change'],
      [{ status: 'completed' }, 'status: status can only be set to active here; complete a sprint with POST /sprint/complete/{id}'],
      [{ endDate: '2030-01-05T09:00:00Z' }, 'endDate: End date must be after the start date'],
      [{ status: 'active' }, 'endDate: Set an end date to start the sprint'],
      [{ status: 'active', startDate: null, endDate: '2030-01-05T09:00:00Z' }, 'startDate: Set a start date to start the sprint'],
      [{ startDate: '0000-01-01T00:00:00Z' }, 'startDate: startDate must be between the years 1900 and 9999'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(tm.tokens.owner, 'PUT', `/sprint/update/${sprint._id}`, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const bad = await call(tm.tokens.owner, 'PUT', '/sprint/update/not-an-id', { name: 'X' });
    expect(bad.json().message).toBe('id: id must be a valid id');
    expect((await t.db.select().from(sprints).where(eq(sprints.id, sprint._id)))[0]).toMatchObject({ status: 'planned', name: 'Sprint', endDate: null });
  });
});

describe('who may do what', () => {
  it('lets read see sprints but not change them, and every other role change them', async () => {
    const tm = await team();
    const sprint = await addSprint(tm.tokens.owner, tm.projectId);
    for (const [method, url, payload] of [
      ['POST', '/sprint/add', { projectId: tm.projectId, name: 'Nope' }],
      ['PUT', `/sprint/update/${sprint._id}`, { name: 'Nope' }],
      ['POST', `/sprint/complete/${sprint._id}`, { moveTo: 'backlog' }],
    ] as const) {
      const res = await call(tm.tokens.read, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Your role does not allow this' });
    }
    for (const url of [`/sprint/${tm.projectId}`, `/sprint-active/${tm.projectId}`, `/sprint-tasks?projectId=${tm.projectId}`, `/task/summary/${tm.projectId}`]) {
      expect((await call(tm.tokens.read, 'GET', url)).statusCode, url).toBe(200);
    }
    for (const role of ['owner', 'admin', 'maintainer', 'editor'] as const) {
      expect((await call(tm.tokens[role], 'POST', '/sprint/add', { projectId: tm.projectId, name: `By ${role}` })).statusCode, role).toBe(200);
    }
    const names = (await t.db.select({ name: sprints.name }).from(sprints).where(eq(sprints.projectId, tm.projectId))).map((r) => r.name).sort();
    expect(names).toEqual(['By admin', 'By editor', 'By maintainer', 'By owner', 'Sprint']);
  });

  it('answers 404 to an editor who is not a member of the project, and to another organisation', async () => {
    const tm = await team();
    const sprint = await addSprint(tm.tokens.owner, tm.projectId);
    const task = await addTask(tm, { sprintId: sprint._id });
    expect((await start(tm.tokens.owner, sprint._id)).statusCode).toBe(200);
    const other = await createOrganization(t.db, ['owner']);
    const strangers = [tm.tokens.outsider, await tokenFor(t.db, other.members.owner)];
    for (const token of strangers) {
      for (const [method, url, payload, message] of [
        ['GET', `/sprint/${tm.projectId}`, undefined, 'Project not found'],
        ['GET', `/sprint-active/${tm.projectId}`, undefined, 'Project not found'],
        ['GET', `/sprint-tasks?projectId=${tm.projectId}&sprintId=${sprint._id}`, undefined, 'Project not found'],
        ['GET', `/task/summary/${tm.projectId}`, undefined, 'Project not found'],
        ['POST', '/sprint/add', { projectId: tm.projectId, name: 'Intruder' }, 'Project not found'],
        ['PUT', `/sprint/update/${sprint._id}`, { name: 'Intruder' }, SPRINT_MESSAGES.notFound],
        ['POST', `/sprint/complete/${sprint._id}`, { moveTo: 'backlog' }, SPRINT_MESSAGES.notFound],
      ] as const) {
        const res = await call(token, method, url, payload);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message, code: 'NOT_FOUND' });
      }
    }
    const rows = await t.db.select().from(sprints).where(eq(sprints.projectId, tm.projectId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sprint', status: 'active', completedAt: null });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, task._id)))[0]!.sprintId).toBe(sprint._id);
  });
});

describe('starting', () => {
  it('starts a planned sprint and refuses a second active sprint in the project', async () => {
    const tm = await team();
    const first = await addSprint(tm.tokens.owner, tm.projectId, { name: 'First' });
    const second = await addSprint(tm.tokens.owner, tm.projectId, { name: 'Second' });
    const emitted = vi.spyOn(t.realtime, 'toUsers');

    const started = await start(tm.tokens.editor, first._id);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'active', name: 'First' });
    expect(emitted).toHaveBeenCalledWith(expect.arrayContaining([tm.members.owner.id, tm.members.editor.id]), 'tasks_updated', { projectId: tm.projectId, taskIds: [] });
    expect((await call(tm.tokens.read, 'GET', `/sprint-active/${tm.projectId}`)).json().data).toMatchObject({ _id: first._id, status: 'active' });

    const refused = await start(tm.tokens.owner, second._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: 'Another sprint is already active in this project. Complete it first.' });
    expect((await t.db.select().from(sprints).where(eq(sprints.id, second._id)))[0]!.status).toBe('planned');

    // Another project may run its own sprint; the active one may be edited (e.g. extended).
    const elsewhere = await team();
    expect((await start(elsewhere.tokens.owner, (await addSprint(elsewhere.tokens.owner, elsewhere.projectId))._id)).statusCode).toBe(200);
    const extended = await call(tm.tokens.owner, 'PUT', `/sprint/update/${first._id}`, { endDate: iso(20), status: 'active' });
    expect(extended.statusCode).toBe(200);
    const cleared = await call(tm.tokens.owner, 'PUT', `/sprint/update/${first._id}`, { endDate: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('endDate: Set an end date to start the sprint');
  });

  it('lets exactly one of two parallel starts win', async () => {
    const tm = await team();
    const a = await addSprint(tm.tokens.owner, tm.projectId);
    const b = await addSprint(tm.tokens.owner, tm.projectId);
    const results = await Promise.all([start(tm.tokens.owner, a._id), start(tm.tokens.maintainer, b._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(SPRINT_MESSAGES.anotherActive);
    expect(await t.db.$count(sprints, and(eq(sprints.projectId, tm.projectId), eq(sprints.status, 'active')))).toBe(1);
  });
});

describe('completing', () => {
  async function running() {
    const tm = await team();
    const sprint = await addSprint(tm.tokens.owner, tm.projectId, { name: 'Running' });
    const todo = await addTask(tm, { sprintId: sprint._id, storyPoints: 3 });
    const doing = await addTask(tm, { sprintId: sprint._id, status: tm.status('In Progress'), storyPoints: 5 });
    const done = await addTask(tm, { sprintId: sprint._id, status: tm.status('Completed'), storyPoints: 2 });
    const approved = await addTask(tm, { sprintId: sprint._id, status: tm.status('Approved') });
    const backlog = await addTask(tm, {});
    expect((await start(tm.tokens.owner, sprint._id)).statusCode).toBe(200);
    return { ...tm, sprint, todo, doing, done, approved, backlog };
  }
  const sprintOf = async (taskId: string) => (await t.db.select({ sprintId: tasks.sprintId }).from(tasks).where(eq(tasks.id, taskId)))[0]!.sprintId;

  it('moves unfinished tasks to the backlog, keeps finished ones and records the history', async () => {
    const r = await running();
    const emitted = vi.spyOn(t.realtime, 'toUsers');
    const res = await call(r.tokens.editor, 'POST', `/sprint/complete/${r.sprint._id}`, { moveTo: 'backlog' });
    expect(res.statusCode).toBe(200);
    const { sprint, movedTasks } = res.json().data;
    expect(movedTasks).toBe(2);
    expect(sprint).toMatchObject({ _id: r.sprint._id, status: 'completed', completedAt: expect.any(String), taskCount: 2, doneCount: 2, points: 2, donePoints: 2 });

    expect(await sprintOf(r.todo._id)).toBeNull();
    expect(await sprintOf(r.doing._id)).toBeNull();
    expect(await sprintOf(r.done._id)).toBe(r.sprint._id);
    expect(await sprintOf(r.approved._id)).toBe(r.sprint._id);
    const history = await t.db.select().from(taskActivity).where(and(eq(taskActivity.field, 'sprint'), eq(taskActivity.organizationId, r.organization.id)));
    expect(history.map((h) => [h.taskId, h.fromValue, h.toValue, h.actorId]).sort()).toEqual(
      [
        [r.todo._id, r.sprint._id, null, r.members.editor.id],
        [r.doing._id, r.sprint._id, null, r.members.editor.id],
      ].sort(),
    );
    expect(emitted).toHaveBeenCalledWith(expect.arrayContaining([r.members.owner.id]), 'tasks_updated', { projectId: r.projectId, taskIds: expect.arrayContaining([r.todo._id, r.doing._id]) });

    expect((await call(r.tokens.read, 'GET', `/sprint-active/${r.projectId}`)).json()).toEqual({ data: null });
    const backlog = (await call(r.tokens.read, 'GET', `/sprint-tasks?projectId=${r.projectId}&sprintId=backlog`)).json().data as { _id: string }[];
    expect(backlog.map((task) => task._id).sort()).toEqual([r.todo._id, r.doing._id, r.backlog._id].sort());

    // Done is done: a completed sprint cannot be completed again, edited or receive tasks.
    const again = await call(r.tokens.owner, 'POST', `/sprint/complete/${r.sprint._id}`, { moveTo: 'backlog' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SPRINT_MESSAGES.onlyActiveCompletes);
    const edit = await call(r.tokens.owner, 'PUT', `/sprint/update/${r.sprint._id}`, { name: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ code: 'CONFLICT', message: SPRINT_MESSAGES.completedLocked });
    const restart = await call(r.tokens.owner, 'PUT', `/sprint/update/${r.sprint._id}`, { status: 'active' });
    expect(restart.statusCode).toBe(409);
  });

  it('moves unfinished tasks to a planned sprint of the same project', async () => {
    const r = await running();
    const next = await addSprint(r.tokens.owner, r.projectId, { name: 'Next' });
    const res = await call(r.tokens.maintainer, 'POST', `/sprint/complete/${r.sprint._id}`, { moveTo: next._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.movedTasks).toBe(2);
    expect(await sprintOf(r.todo._id)).toBe(next._id);
    expect(await sprintOf(r.doing._id)).toBe(next._id);
    expect(await sprintOf(r.done._id)).toBe(r.sprint._id);
    expect(await sprintOf(r.backlog._id)).toBeNull();
    const history = await t.db.select().from(taskActivity).where(and(eq(taskActivity.taskId, r.todo._id), eq(taskActivity.field, 'sprint')));
    expect(history).toMatchObject([{ fromValue: r.sprint._id, toValue: next._id }]);

    const list = (await call(r.tokens.read, 'GET', `/sprint/${r.projectId}`)).json().data;
    expect(list.map((s: { _id: string; status: string; taskCount: number; points: number }) => [s._id, s.status, s.taskCount, s.points])).toEqual([
      [next._id, 'planned', 2, 8],
      [r.sprint._id, 'completed', 2, 2],
    ]);
    // The next sprint can start now that none runs.
    expect((await start(r.tokens.owner, next._id)).statusCode).toBe(200);
  });

  it('refuses a target that is not a planned sprint of the project, and changes nothing', async () => {
    const r = await running();
    const other = await team();
    const foreign = await addSprint(other.tokens.owner, other.projectId);
    const finished = await addSprint(r.tokens.owner, r.projectId, { name: 'Old' });
    await t.db.update(sprints).set({ status: 'completed', completedAt: new Date() }).where(eq(sprints.id, finished._id));
    for (const moveTo of [r.sprint._id, foreign._id, finished._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(r.tokens.owner, 'POST', `/sprint/complete/${r.sprint._id}`, { moveTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`moveTo: ${SPRINT_MESSAGES.moveTo}`);
    }
    for (const payload of [{}, { moveTo: 'nowhere' }]) {
      const res = await call(r.tokens.owner, 'POST', `/sprint/complete/${r.sprint._id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`moveTo: ${SPRINT_MESSAGES.moveTo}`);
    }
    expect((await t.db.select().from(sprints).where(eq(sprints.id, r.sprint._id)))[0]!.status).toBe('active');
    expect(await sprintOf(r.todo._id)).toBe(r.sprint._id);
  });

  it('refuses to complete a planned sprint', async () => {
    const tm = await team();
    const planned = await addSprint(tm.tokens.owner, tm.projectId);
    const task = await addTask(tm, { sprintId: planned._id });
    const res = await call(tm.tokens.owner, 'POST', `/sprint/complete/${planned._id}`, { moveTo: 'backlog' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Only an active sprint can be completed' });
    expect((await t.db.select().from(sprints).where(eq(sprints.id, planned._id)))[0]!.status).toBe('planned');
    expect(await sprintOf(task._id)).toBe(planned._id);
  });
});

describe('lists and the backlog view', () => {
  it('orders planned and active sprints by creation, then completed ones newest first', async () => {
    const tm = await team();
    const names = ['A', 'B', 'C', 'D', 'E'];
    const made: Record<string, string> = {};
    for (const name of names) made[name] = (await addSprint(tm.tokens.owner, tm.projectId, { name }))._id;
    const base = Date.now();
    await t.db.update(sprints).set({ status: 'completed', completedAt: new Date(base - 5 * DAY) }).where(eq(sprints.id, made.A!));
    await t.db.update(sprints).set({ status: 'completed', completedAt: new Date(base - DAY) }).where(eq(sprints.id, made.C!));
    expect((await start(tm.tokens.owner, made.D!)).statusCode).toBe(200);
    const list = (await call(tm.tokens.read, 'GET', `/sprint/${tm.projectId}`)).json().data as { name: string }[];
    expect(list.map((s) => s.name)).toEqual(['B', 'D', 'E', 'C', 'A']);
  });

  it('lists the tasks of a sprint, of the backlog, or both grouped, by rank', async () => {
    const tm = await team();
    const planned = await addSprint(tm.tokens.owner, tm.projectId, { name: 'Planned' });
    const active = await addSprint(tm.tokens.owner, tm.projectId, { name: 'Active' });
    const old = await addSprint(tm.tokens.owner, tm.projectId, { name: 'Old' });
    const p1 = await addTask(tm, { sprintId: planned._id, title: 'p1', storyPoints: 1 });
    const p2 = await addTask(tm, { sprintId: planned._id, title: 'p2', storyPoints: 2 });
    const a1 = await addTask(tm, { sprintId: active._id, title: 'a1', status: tm.status('Approved'), storyPoints: 4 });
    const o1 = await addTask(tm, { sprintId: old._id, title: 'o1' });
    const b1 = await addTask(tm, { title: 'b1' });
    expect((await start(tm.tokens.owner, active._id)).statusCode).toBe(200);
    await t.db.update(sprints).set({ status: 'completed', completedAt: new Date() }).where(eq(sprints.id, old._id));

    const ofSprint = await call(tm.tokens.read, 'GET', `/sprint-tasks?projectId=${tm.projectId}&sprintId=${planned._id}`);
    expect(ofSprint.statusCode).toBe(200);
    expect(ofSprint.json().data.map((task: { _id: string }) => task._id)).toEqual([p1._id, p2._id]);
    expect(ofSprint.json().data[0]).toMatchObject({ title: 'p1', key: expect.stringMatching(/-1$/), sprintId: planned._id });
    const ofOld = await call(tm.tokens.read, 'GET', `/sprint-tasks?projectId=${tm.projectId}&sprintId=${old._id}`);
    expect(ofOld.json().data.map((task: { _id: string }) => task._id)).toEqual([o1._id]);
    const backlog = await call(tm.tokens.read, 'GET', `/sprint-tasks?projectId=${tm.projectId}&sprintId=backlog`);
    expect(backlog.json().data.map((task: { _id: string }) => task._id)).toEqual([b1._id]);

    const grouped = (await call(tm.tokens.read, 'GET', `/sprint-tasks?projectId=${tm.projectId}`)).json().data;
    expect(grouped.sprints.map((g: { sprint: { name: string; taskCount: number; points: number; donePoints: number }; tasks: { _id: string }[] }) => [g.sprint.name, g.sprint.taskCount, g.sprint.points, g.sprint.donePoints, g.tasks.map((x) => x._id)])).toEqual([
      ['Planned', 2, 3, 0, [p1._id, p2._id]],
      ['Active', 1, 4, 4, [a1._id]],
    ]);
    expect(grouped.backlog.map((task: { _id: string }) => task._id)).toEqual([b1._id]);

    const foreign = await team();
    const theirs = await addSprint(foreign.tokens.owner, foreign.projectId);
    const notHere = await call(tm.tokens.owner, 'GET', `/sprint-tasks?projectId=${tm.projectId}&sprintId=${theirs._id}`);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe(SPRINT_MESSAGES.notFound);
    for (const [url, message] of [
      ['/sprint-tasks', 'projectId: projectId must be a valid id'],
      [`/sprint-tasks?projectId=${tm.projectId}&sprintId=soon`, 'sprintId: sprintId must be backlog or a sprint id'],
    ] as const) {
      const res = await call(tm.tokens.owner, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
