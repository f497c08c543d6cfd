import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), disconnect: () => {} }),
}));

const { connectSocket, disconnectSocket } = await import('./socket');
const { queryKeys } = await import('./api/queryKeys');
const { features } = await import('./features');
const { onSessionEnd } = await import('./session/sessionEvents');

afterEach(() => disconnectSocket());

describe('socket events', () => {
  it('refreshes members, invitations, seat usage and the people the pickers offer on team_updated', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    connectSocket(client, features);
    handlers.get('team_updated')!({ organizationId: 'org-1' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([queryKeys.members, queryKeys.invites, queryKeys.activeSubscription, queryKeys.employees]);
  });

  it('signs out to a bare login page when another tab logged out, and keeps the page when the session was ended', () => {
    const reasons: string[] = [];
    const stop = onSessionEnd((reason) => reasons.push(reason));
    connectSocket(new QueryClient(), features);
    handlers.get('force_logout')!({ reason: 'logged_out' });
    handlers.get('force_logout')!({ reason: 'deactivated' });
    handlers.get('force_logout')!({ reason: 'password_reset' });
    stop();
    expect(reasons).toEqual(['logout', 'expired', 'expired']);
  });

  it('reads the session again when the user’s role changes, so the page follows it', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    connectSocket(client, features);
    handlers.get('session_updated')!({ role: 'editor' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([queryKeys.session]);
  });
});
