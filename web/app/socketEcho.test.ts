import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ id: 'tab-a', on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), disconnect: () => {} }),
}));

const { connectSocket, disconnectSocket } = await import('./socket');
const { features } = await import('./features');
const { callApi, TAB_ID } = await import('./api/client');
const { queryKeys } = await import('./api/queryKeys');

afterEach(() => {
  disconnectSocket();
  vi.unstubAllGlobals();
});

function connected() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  connectSocket(client, features);
  return { client, keys: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

/** A task change of this tab, still waiting for the server (its onSettled will refresh the task views). */
function pendingTaskChange(client: QueryClient, projectId: string) {
  void client
    .getMutationCache()
    .build(client, { mutationKey: ['taskChange', projectId], mutationFn: () => new Promise(() => {}) })
    .execute(undefined);
}

describe('the echo of this tab’s own request', () => {
  it('sends the tab id with changes, not with reads', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    connected();
    await callApi('POST /api/getting-started/dismiss');
    await callApi('GET /api/check');
    const headers = fetchMock.mock.calls.map((call) => ((call as unknown[])[1] as RequestInit).headers as Record<string, string>);
    expect(headers[0]?.['X-Tab-Id']).toBe(TAB_ID);
    expect(headers[1]?.['X-Tab-Id']).toBeUndefined();
  });

  it('does not refetch the task views a pending task change of this tab will refetch, but still moves the counts and the home page', async () => {
    const { client, keys } = connected();
    pendingTaskChange(client, 'p1');
    await vi.waitFor(() => expect(client.isMutating()).toBe(1));
    handlers.get('tasks_updated')!({ projectId: 'p1', taskIds: ['t1'], origin: TAB_ID });
    expect(keys()).not.toContainEqual(queryKeys.projectTasks('p1'));
    expect(keys()).not.toContainEqual(queryKeys.task('t1'));
    expect(keys()).toEqual(expect.arrayContaining([queryKeys.projectLists, queryKeys.project('p1'), queryKeys.dashboard]));
  });

  it('refetches the task views when another tab caused it, or when no task change of this tab is pending (a status edit)', () => {
    const { client, keys } = connected();
    pendingTaskChange(client, 'p1');
    handlers.get('tasks_updated')!({ projectId: 'p1', taskIds: ['t1'], origin: 'tab-b' });
    handlers.get('tasks_updated')!({ projectId: 'p2', taskIds: [], origin: TAB_ID });
    expect(keys()).toEqual(expect.arrayContaining([queryKeys.projectTasks('p1'), queryKeys.task('t1'), queryKeys.projectTasks('p2')]));
  });

  it('does not refetch the projects after this tab’s own project change, which refreshes them itself; the home page still refreshes', () => {
    const { keys } = connected();
    handlers.get('projects_updated')!({ projectId: 'p1', origin: TAB_ID });
    expect(keys()).toEqual([queryKeys.dashboard]);
    handlers.get('projects_updated')!({ projectId: 'p1', origin: 'tab-b' });
    expect(keys()).toEqual([queryKeys.dashboard, queryKeys.projects, queryKeys.dashboard]);
  });
});
