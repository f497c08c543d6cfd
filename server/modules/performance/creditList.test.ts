import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credit } from '../../../domain/performance/credits';
import { createTestApp, type TestApp } from '../../test/testApp';
import { performanceWorkspace } from './test/performanceKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const reasons = (page: { data: Credit[] }) => page.data.map((credit) => credit.reason);

describe('the credit list', () => {
  it('filters by member, category, project, source, period and search, sorts and pages', async () => {
    const w = await performanceWorkspace(t);
    await w.addCredit(w.tokens.owner, { date: '2026-02-01', points: 3, reason: 'Reviewed the API', taskId: w.taskId });
    await w.addCredit(w.tokens.owner, { date: '2026-02-10', points: 8, reason: 'Fixed the build', userId: w.members.read.id, categoryId: w.category('Quality')._id });
    await w.addCredit(w.tokens.owner, { date: '2026-03-05', points: -2, reason: 'Missed the demo' });

    const list = async (query: string) => {
      const res = await w.call('GET', `/credit${query}`, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(reasons(await list(''))).toEqual(['Missed the demo', 'Fixed the build', 'Reviewed the API']);
    expect(reasons(await list(`?userId=${w.members.read.id}`))).toEqual(['Fixed the build']);
    expect(reasons(await list(`?categoryId=${w.category('Quality')._id}`))).toEqual(['Fixed the build']);
    expect(reasons(await list(`?projectId=${w.projectId}`))).toEqual(['Reviewed the API']);
    expect(reasons(await list('?from=2026-02-05&to=2026-02-28'))).toEqual(['Fixed the build']);
    expect(reasons(await list('?search=login'))).toEqual(['Reviewed the API']);
    expect(reasons(await list('?source=recognition'))).toEqual([]);
    expect(reasons(await list('?sort=points&order=asc'))).toEqual(['Missed the demo', 'Reviewed the API', 'Fixed the build']);
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(reasons(second)).toEqual(['Reviewed the API']);
    expect((await w.call('GET', '/credit?pageSize=101', w.tokens.owner)).json().message).toBe('pageSize: pageSize must be at most 100');
  });
});
