import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPRINT_MESSAGES } from '../../../domain/sprints/sprints';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { dateKey, sprintTestProject, utc } from './test/sprintsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Noon UTC of today plus `days`. */
const noon = (days: number) => utc(days, 12);
const project = async () => {
  const p = await sprintTestProject(t);
  return { ...p, addTask: (title: string, body: Record<string, unknown>) => p.addTask({ title, ...body }) };
};

describe('GET /sprint/report/{id}', () => {
  it('shows what was finished, carried over, added and removed after the start, with points and the burndown', async () => {
    const p = await project();
    const sprint = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 1' })).json().data;
    const planned = await p.api('GET', `/sprint/report/${sprint._id}`);
    expect(planned.statusCode).toBe(409);
    expect(planned.json().message).toBe(SPRINT_MESSAGES.reportNotStarted);

    // Planned before the start: 10 points.
    const a = await p.addTask('Login form', { sprintId: sprint._id, storyPoints: 3 });
    const b = await p.addTask('Password reset', { sprintId: sprint._id, storyPoints: 5 });
    const c = await p.addTask('Remember me', { sprintId: sprint._id, storyPoints: 2 });
    const started = await p.api('PUT', `/sprint/update/${sprint._id}`, { status: 'active', startDate: noon(-1).toISOString(), endDate: noon(5).toISOString() });
    expect(started.statusCode).toBe(200);

    // After the start: one task added, one taken out, two finished.
    const d = await p.addTask('Hotfix', { sprintId: sprint._id, storyPoints: 8, type: 'Bug' });
    expect((await p.api('POST', `/task/update/${c._id}`, { sprintId: null })).statusCode).toBe(200);
    expect((await p.api('POST', `/task/move/${a._id}`, { status: p.status('Completed') })).statusCode).toBe(200);
    expect((await p.api('POST', `/task/update/${d._id}`, { status: p.status('Approved') })).statusCode).toBe(200);

    // The report of the running sprint, so far.
    const soFar = (await p.api('GET', `/sprint/report/${sprint._id}`)).json().data;
    expect(soFar.totals.carriedOver).toEqual({ tasks: 1, points: 5 });

    const completed = await p.api('POST', `/sprint/complete/${sprint._id}`, { moveTo: 'backlog' });
    expect(completed.statusCode).toBe(200);
    // Finishing the carried-over task later changes nothing in the report.
    expect((await p.api('POST', `/task/move/${b._id}`, { status: p.status('Completed') })).statusCode).toBe(200);

    const res = await p.api('GET', `/sprint/report/${sprint._id}`, undefined, p.readToken);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
    expect(report.sprint).toMatchObject({ _id: sprint._id, name: 'Sprint 1', status: 'completed' });
    expect(Date.parse(report.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(keys(report.completed)).toEqual([a.key, d.key]);
    expect(keys(report.carriedOver)).toEqual([b.key]);
    expect(report.added).toEqual([{ _id: d._id, key: d.key, title: 'Hotfix', type: 'Bug', points: 8 }]);
    expect(keys(report.removed)).toEqual([c.key]);
    expect(report.totals).toEqual({
      committed: { tasks: 3, points: 10 },
      completed: { tasks: 2, points: 11 },
      carriedOver: { tasks: 1, points: 5 },
      added: { tasks: 1, points: 8 },
      removed: { tasks: 1, points: 2 },
    });
    // Every day from the start date to the end date; the remaining line stops on the day it was completed.
    expect(report.burndown.map((point: { date: string; remainingPoints: number | null; idealPoints: number }) => [point.date, point.remainingPoints, point.idealPoints])).toEqual([
      [dateKey(-1), 10, 10],
      [dateKey(0), 5, 8.33],
      [dateKey(1), null, 6.67],
      [dateKey(2), null, 5],
      [dateKey(3), null, 3.33],
      [dateKey(4), null, 1.67],
      [dateKey(5), null, 0],
    ]);
  });

  it('is not found for a project outsider, another organisation and an unknown id', async () => {
    const p = await project();
    const sprint = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 1' })).json().data;
    await p.api('PUT', `/sprint/update/${sprint._id}`, { status: 'active', startDate: noon(-1).toISOString(), endDate: noon(5).toISOString() });
    const outsider = await createUser(t.db, { organizationId: p.organization.id, role: 'editor' });
    const other = await createOrganization(t.db, ['owner']);
    for (const user of [outsider, other.members.owner]) {
      const res = await t.app.inject({ url: `/api/sprint/report/${sprint._id}`, headers: bearer(await tokenFor(t.db, user)) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SPRINT_MESSAGES.notFound);
    }
    expect((await p.api('GET', `/sprint/report/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await p.api('GET', '/sprint/report/nope')).statusCode).toBe(400);
  });
});
