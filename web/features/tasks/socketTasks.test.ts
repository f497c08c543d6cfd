import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]), disconnect: () => {} }),
}));

const { connectSocket, disconnectSocket } = await import('../../app/socket');
const { queryKeys } = await import('../../app/api/queryKeys');
const { features } = await import('../../app/features');

afterEach(() => disconnectSocket());

describe('tasks_updated', () => {
  it("refreshes the project's task views and the changed tasks", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    connectSocket(client, features);
    for (const handler of handlers.get('tasks_updated')!) handler({ projectId: 'p1', taskIds: ['t1'] });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([queryKeys.projectTasks('p1'), queryKeys.task('t1')]));
  });
});
