import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { projectEnums, tasks } from '../../platform/db/schema';
import { createOrganization, createUser, tokenFor } from '../../test/factories';
import { callApi, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

interface Item {
  _id: string;
  name: string;
  color: string;
  category: string | null;
  position: number;
  taskCount: number;
}
interface Lists {
  statuses: Item[];
  epics: Item[];
}

const ROLES = ['owner', 'maintainer', 'editor', 'read'] as const;

/** An organisation with a project everyone but an extra maintainer belongs to. */
async function workspace() {
  const { organization, members } = await createOrganization(t.db, ROLES);
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const res = await call('POST', '/api/project/add', tokens.owner, { name: 'Board Project', members: [members.maintainer.id, members.editor.id, members.read.id] });
  expect(res.statusCode).toBe(200);
  const projectId: string = res.json().data._id;
  const outsider = await tokenFor(t.db, await createUser(t.db, { organizationId: organization.id, role: 'maintainer' }));
  return { organization, members, tokens, projectId, outsider };
}

const lists = async (token: string, projectId: string): Promise<Lists> => {
  const res = await call('GET', `/api/enum/${projectId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const byName = (items: Item[], name: string) => items.find((i) => i.name === name)!;
const addTask = async (token: string, body: Record<string, unknown>) => {
  const res = await call('POST', '/api/task/add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; status: string; epic: string | null };
};
const rowsOf = (projectId: string) => t.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.kind), asc(projectEnums.position));
const positions = (items: Item[]) => items.map((i) => i.position);

describe('project lists', () => {
  it('seeds every project with the seven statuses in board order, each with its category', async () => {
    const { tokens, projectId } = await workspace();
    const { statuses, epics } = await lists(tokens.read, projectId);
    expect(statuses.map(({ name, category, position, taskCount }) => ({ name, category, position, taskCount }))).toEqual([
      { name: 'To Do', category: 'todo', position: 0, taskCount: 0 },
      { name: 'Pending', category: 'todo', position: 1, taskCount: 0 },
      { name: 'In Progress', category: 'in_progress', position: 2, taskCount: 0 },
      { name: 'PR Review', category: 'in_progress', position: 3, taskCount: 0 },
      { name: 'Correction', category: 'in_progress', position: 4, taskCount: 0 },
      { name: 'Completed', category: 'done', position: 5, taskCount: 0 },
      { name: 'Approved', category: 'done', position: 6, taskCount: 0 },
    ]);
    for (const status of statuses) expect(PALETTE_COLORS).toContain(status.color);
    expect(epics).toEqual([]);

    await addTask(tokens.editor, { projectId, title: 'One' });
    await addTask(tokens.editor, { projectId, title: 'Two', status: byName(statuses, 'Approved')._id });
    const counted = await lists(tokens.editor, projectId);
    expect(counted.statuses.map((s) => s.taskCount)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it('adds statuses and epics at the end; epics have no category', async () => {
    const { tokens, projectId } = await workspace();
    const added = await call('POST', '/api/enum/add', tokens.maintainer, { projectId, type: 'status', name: '  QA  ', color: PALETTE_COLORS[0] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.statuses.at(-1)).toMatchObject({ name: 'QA', color: PALETTE_COLORS[0], category: 'todo', position: 7, taskCount: 0 });

    const done = await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'status', name: 'Shipped', color: PALETTE_COLORS[2], category: 'done' });
    expect(done.json().data.statuses.at(-1)).toMatchObject({ name: 'Shipped', category: 'done', position: 8 });

    await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name: 'Login', color: PALETTE_COLORS[5] });
    const second = await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name: 'Billing', color: PALETTE_COLORS[6], category: 'done' });
    expect(second.json().data.epics.map(({ name, category, position }: Item) => ({ name, category, position }))).toEqual([
      { name: 'Login', category: null, position: 0 },
      { name: 'Billing', category: null, position: 1 },
    ]);
    expect(positions(second.json().data.statuses)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('rejects a bad addition naming the field, writing nothing', async () => {
    const { tokens, projectId } = await workspace();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'status', name: 'QA', color: '#123456' }, 'color: color must be one of the 12 palette colours'],
      [{ type: 'status', name: 'QA' }, 'color: color must be one of the 12 palette colours'],
      [{ type: 'status', name: ' ', color: PALETTE_COLORS[1] }, 'name: Name is required'],
      [{ type: 'status', color: PALETTE_COLORS[1] }, 'name: Name is required'],
      [{ type: 'status', name: 'x'.repeat(41), color: PALETTE_COLORS[1] }, 'name: Name must be at most 40 characters'],
      [{ type: 'label', name: 'QA', color: PALETTE_COLORS[1] }, 'type: type must be status or epic'],
      [{ type: 'status', name: 'QA', color: PALETTE_COLORS[1], category: 'blocked' }, 'category: category must be one of todo, in_progress, done'],
      [{ projectId: 'nope', type: 'status', name: 'QA', color: PALETTE_COLORS[1] }, 'projectId: projectId must be a valid id'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/enum/add', tokens.owner, { projectId, ...payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await rowsOf(projectId)).toHaveLength(7);
  });
});

describe('updating list items', () => {
  it('renames and recolours with palette colours only, and changes a status category', async () => {
    const { tokens, projectId } = await workspace();
    const { statuses } = await lists(tokens.owner, projectId);
    const review = byName(statuses, 'PR Review');

    const res = await call('PUT', '/api/enum/update', tokens.maintainer, { projectId, id: review._id, name: 'Code Review', color: PALETTE_COLORS[7] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statuses[3]).toMatchObject({ _id: review._id, name: 'Code Review', color: PALETTE_COLORS[7], category: 'in_progress', position: 3 });

    const offPalette = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: review._id, color: '#ABCDEF' });
    expect(offPalette.statusCode).toBe(400);
    expect(offPalette.json().message).toBe('color: color must be one of the 12 palette colours');
    const blank = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: review._id, name: '' });
    expect(blank.json().message).toBe('name: Name is required');
    expect((await lists(tokens.owner, projectId)).statuses[3]).toMatchObject({ name: 'Code Review', color: PALETTE_COLORS[7] });

    // A task in a status that becomes 'done' stops counting as unfinished.
    await addTask(tokens.editor, { projectId, title: 'Reviewed', status: review._id });
    const unfinished = async () => (await call('GET', `/api/project/${projectId}`, tokens.owner)).json().data.unfinishedTasks;
    expect(await unfinished()).toBe(1);
    expect((await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: review._id, category: 'done' })).statusCode).toBe(200);
    expect(await unfinished()).toBe(0);

    const epic = (await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name: 'Search', color: PALETTE_COLORS[3] })).json().data.epics[0];
    const epicCategory = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: epic._id, category: 'done' });
    expect(epicCategory.statusCode).toBe(400);
    expect(epicCategory.json().message).toBe('category: Only statuses have a category');

    const unknown = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: 'x', name: 'Ghost' })).json().message).toBe('id: id must be a valid id');
  });

  it('reorders, keeping positions contiguous from 0 whichever way an item moves', async () => {
    const { tokens, projectId } = await workspace();
    const move = async (name: string, position: number) => {
      const current = (await lists(tokens.owner, projectId)).statuses;
      const res = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: byName(current, name)._id, position });
      expect(res.statusCode, res.body).toBe(200);
      const statuses = res.json().data.statuses as Item[];
      expect(positions(statuses)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      return statuses.map((s) => s.name);
    };

    expect(await move('Approved', 0)).toEqual(['Approved', 'To Do', 'Pending', 'In Progress', 'PR Review', 'Correction', 'Completed']);
    expect(await move('To Do', 4)).toEqual(['Approved', 'Pending', 'In Progress', 'PR Review', 'To Do', 'Correction', 'Completed']);
    expect(await move('Pending', 1)).toEqual(['Approved', 'Pending', 'In Progress', 'PR Review', 'To Do', 'Correction', 'Completed']);
    expect(await move('Approved', 6)).toEqual(['Pending', 'In Progress', 'PR Review', 'To Do', 'Correction', 'Completed', 'Approved']);
    // Past the end means "last".
    expect(await move('Pending', 40)).toEqual(['In Progress', 'PR Review', 'To Do', 'Correction', 'Completed', 'Approved', 'Pending']);
    expect((await rowsOf(projectId)).map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const negative = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: (await rowsOf(projectId))[0]!.id, position: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('position: position must not be negative');
    const fraction = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: (await rowsOf(projectId))[0]!.id, position: 1.5 });
    expect(fraction.json().message).toBe('position: position must be a whole number');
  });

  it('reorders epics among epics only', async () => {
    const { tokens, projectId } = await workspace();
    for (const name of ['One', 'Two', 'Three']) await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name, color: PALETTE_COLORS[1] });
    const three = byName((await lists(tokens.owner, projectId)).epics, 'Three');
    const res = await call('PUT', '/api/enum/update', tokens.owner, { projectId, id: three._id, position: 0 });
    expect(res.json().data.epics.map((e: Item) => [e.name, e.position])).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    expect(positions(res.json().data.statuses)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('deleting list items', () => {
  it('refuses to delete a status that still has tasks unless told where to move them (409 with taskCount)', async () => {
    const { tokens, projectId } = await workspace();
    const { statuses } = await lists(tokens.owner, projectId);
    const pending = byName(statuses, 'Pending');
    const progress = byName(statuses, 'In Progress');
    const first = await addTask(tokens.editor, { projectId, title: 'First', status: pending._id });
    const second = await addTask(tokens.editor, { projectId, title: 'Second', status: pending._id });
    await addTask(tokens.editor, { projectId, title: 'Elsewhere', status: progress._id });

    const refused = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: pending._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: '2 tasks have this status: choose a status to move them to', taskCount: 2 });
    expect(await rowsOf(projectId)).toHaveLength(7);

    const epic = (await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name: 'E', color: PALETTE_COLORS[1] })).json().data.epics[0];
    const intoEpic = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: pending._id, moveTo: epic._id });
    expect(intoEpic.statusCode).toBe(400);
    expect(intoEpic.json().message).toBe('moveTo: Choose another status of this project');
    const intoItself = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: pending._id, moveTo: pending._id });
    expect(intoItself.statusCode).toBe(400);
    const elsewhere = await workspace();
    const foreignStatus = (await lists(elsewhere.tokens.owner, elsewhere.projectId)).statuses[0]!._id;
    const intoOtherProject = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: pending._id, moveTo: foreignStatus });
    expect(intoOtherProject.statusCode).toBe(400);
    expect(intoOtherProject.json().message).toBe('moveTo: Choose another status of this project');
    expect(await t.db.$count(tasks, eq(tasks.statusId, pending._id))).toBe(2);

    const moved = await call('DELETE', '/api/enum/delete', tokens.maintainer, { projectId, id: pending._id, moveTo: progress._id });
    expect(moved.statusCode).toBe(200);
    const after = moved.json().data.statuses as Item[];
    expect(after.map((s) => s.name)).toEqual(['To Do', 'In Progress', 'PR Review', 'Correction', 'Completed', 'Approved']);
    expect(positions(after)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(byName(after, 'In Progress').taskCount).toBe(3);
    for (const id of [first._id, second._id]) expect((await call('GET', `/api/task/${id}`, tokens.read)).json().data.status).toBe(progress._id);

    // The moved cards join the bottom of the column in their order, each with its own rank.
    const board = (await call('GET', `/api/task/board/${projectId}`, tokens.read)).json().data.tasks as { title: string; status: string; rank: string }[];
    const column = board.filter((task) => task.status === progress._id);
    expect(column.map((task) => task.title)).toEqual(['Elsewhere', 'First', 'Second']);
    expect(new Set(column.map((task) => task.rank)).size).toBe(3);
    const history = (await call('GET', `/api/task/${first._id}/activity`, tokens.read)).json().data as { field: string; from: string; to: string }[];
    expect(history.at(-1)).toMatchObject({ field: 'status', from: pending._id, to: progress._id });
  });

  it('deletes a status without tasks, but never the last one', async () => {
    const { tokens, projectId } = await workspace();
    let statuses = (await lists(tokens.owner, projectId)).statuses;
    while (statuses.length > 1) {
      const res = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: statuses[0]!._id });
      expect(res.statusCode).toBe(200);
      statuses = res.json().data.statuses;
      expect(positions(statuses)).toEqual(statuses.map((_, i) => i));
    }
    expect(statuses.map((s) => s.name)).toEqual(['Approved']);
    const last = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: statuses[0]!._id });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('A project needs at least one status');
    expect(await rowsOf(projectId)).toHaveLength(1);
  });

  it("deletes an epic and clears it from its tasks", async () => {
    const { tokens, projectId } = await workspace();
    for (const name of ['Keep', 'Drop']) await call('POST', '/api/enum/add', tokens.owner, { projectId, type: 'epic', name, color: PALETTE_COLORS[4] });
    const { epics } = await lists(tokens.owner, projectId);
    const tagged = await addTask(tokens.editor, { projectId, title: 'Tagged', epic: byName(epics, 'Drop')._id });
    const kept = await addTask(tokens.editor, { projectId, title: 'Kept', epic: byName(epics, 'Keep')._id });
    expect(byName((await lists(tokens.owner, projectId)).epics, 'Drop').taskCount).toBe(1);

    const res = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: byName(epics, 'Drop')._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.epics.map((e: Item) => [e.name, e.position])).toEqual([['Keep', 0]]);
    expect((await call('GET', `/api/task/${tagged._id}`, tokens.read)).json().data.epic).toBeNull();
    expect((await call('GET', `/api/task/${kept._id}`, tokens.read)).json().data.epic).toBe(byName(epics, 'Keep')._id);

    const unknown = await call('DELETE', '/api/enum/delete', tokens.owner, { projectId, id: byName(epics, 'Drop')._id });
    expect(unknown.statusCode).toBe(404);
    expect((await call('DELETE', '/api/enum/delete', tokens.owner, { projectId })).json().message).toBe('id: id must be a valid id');
  });
});

describe('who may change the lists', () => {
  it('lets members read, only project editors (owner, admin, maintainer) change; non-members and other organisations get 404', async () => {
    const { tokens, projectId, outsider } = await workspace();
    const statusId = (await lists(tokens.read, projectId)).statuses[0]!._id;
    const before = await rowsOf(projectId);
    const attempts = [
      ['POST', '/api/enum/add', { projectId, type: 'status', name: 'Nope', color: PALETTE_COLORS[0] }],
      ['PUT', '/api/enum/update', { projectId, id: statusId, name: 'Nope' }],
      ['DELETE', '/api/enum/delete', { projectId, id: statusId }],
    ] as const;

    expect((await lists(tokens.editor, projectId)).statuses).toHaveLength(7);
    for (const role of ['editor', 'read'] as const) {
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, tokens[role], body);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    const stranger = await workspace();
    for (const token of [outsider, stranger.tokens.owner]) {
      const read = await call('GET', `/api/enum/${projectId}`, token);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
      for (const [method, url, body] of attempts) expect((await call(method, url, token, body)).statusCode, url).toBe(404);
    }
    // An item id of one project used with another project's id finds nothing.
    const crossed = await call('PUT', '/api/enum/update', stranger.tokens.owner, { projectId: stranger.projectId, id: statusId, name: 'Nope' });
    expect(crossed.statusCode).toBe(404);
    expect(await rowsOf(projectId)).toEqual(before);
    expect((await call('GET', '/api/enum/nope', tokens.owner)).json().message).toBe('projectId: projectId must be a valid id');
  });
});
