import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { UNLOCKED } from '../../billing/billingTestData';
import { PROJECT_ID, project, taskHandlers } from '../../tasks/testing';

type Calls = ReturnType<typeof sessionApi>;
const asked = (calls: Calls, path: string) => calls.filter((call) => call.path === path).length;
const first = (calls: Calls, path: string) => calls.findIndex((call) => call.path === path);

/** A member of the demo project, signed in, on a page opened cold. */
function workspaceServer() {
  return sessionApi(userWithRole('owner'), {
    ...taskHandlers(),
    'GET /api/subscription/check': () => ({ body: { data: UNLOCKED } }),
    [`GET /api/project/${PROJECT_ID}`]: () => ({ body: { data: project } }),
    [`GET /api/project/member/${PROJECT_ID}`]: () => ({ body: { data: project.members } }),
  });
}

describe('a project workspace opened cold (a link, a reload)', () => {
  it('asks for the board, its columns and its people as the app boots, before the shell asks for its own, and once each', async () => {
    const calls = workspaceServer();
    renderApp(`/task/projects/space?projectId=${PROJECT_ID}&selectedTab=board`);
    expect(await screen.findByText('Write the login page', {}, { timeout: 15_000 })).toBeTruthy();
    const reads = [`/api/project/${PROJECT_ID}`, `/api/task/board/${PROJECT_ID}`, `/api/enum/${PROJECT_ID}`, '/api/employee/list', `/api/sprint/${PROJECT_ID}`];
    expect(reads.map((path) => asked(calls, path))).toEqual([1, 1, 1, 1, 1]);
    // Without it the board waited for the page's code, the billing guard and then the project.
    for (const path of reads) expect(first(calls, path), path).toBeLessThan(first(calls, '/api/channels'));
  });

  it('asks for the list tab’s tasks, not the board’s, when the link opens the list', async () => {
    const calls = workspaceServer();
    renderApp(`/task/projects/space?projectId=${PROJECT_ID}&selectedTab=list`);
    expect(await screen.findByText('7 tasks', {}, { timeout: 15_000 })).toBeTruthy();
    expect(first(calls, '/api/task/list')).toBeLessThan(first(calls, '/api/channels'));
    expect([asked(calls, '/api/task/list'), asked(calls, `/api/task/board/${PROJECT_ID}`)]).toEqual([1, 0]);
  });

  it('asks for the last project opened at /board, which opens it', async () => {
    localStorage.setItem('selectedProject', PROJECT_ID);
    const calls = workspaceServer();
    renderApp('/board');
    expect(await screen.findByText('Write the login page', {}, { timeout: 15_000 })).toBeTruthy();
    expect(first(calls, `/api/task/board/${PROJECT_ID}`)).toBeLessThan(first(calls, '/api/channels'));
    expect(asked(calls, `/api/task/board/${PROJECT_ID}`)).toBe(1);
  });
});
