import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), disconnect: () => {} }),
}));

const { connectSocket, disconnectSocket } = await import('./socket');
const { queryKeys } = await import('./api/queryKeys');

afterEach(() => disconnectSocket());

describe('socket events', () => {
  it('refreshes members, invitations and seat usage on team_updated', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    connectSocket(client);
    handlers.get('team_updated')!({ organizationId: 'org-1' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([queryKeys.members, queryKeys.invites, queryKeys.activeSubscription]);
  });
});
