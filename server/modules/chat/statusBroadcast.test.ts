import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusChange } from '../../../domain/chat/events';
import type { Realtime } from '../../platform/realtime/realtime';
import { createStatusBroadcast, STATUS_BATCH_MS } from './statusBroadcast';

/** What each organisation was sent, event by event. */
function recordingRealtime() {
  const sent: { organizationId: string; changes: StatusChange[] }[] = [];
  const realtime = {
    toOrganization: (organizationId: string, _event: string, payload: { changes: StatusChange[] }) => sent.push({ organizationId, changes: payload.changes }),
  } as unknown as Realtime;
  return { realtime, sent };
}

const change = (userId: string, contactStatus: StatusChange['contactStatus']): StatusChange => ({ userId, contactStatus, lastSeen: null });
const people = (event: { changes: StatusChange[] }) => event.changes.map((c) => `${c.userId}:${c.contactStatus}`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('presence sent in batches', () => {
  it('sends the first change of a quiet organisation at once and gathers the ones that follow, the latest per person', () => {
    const { realtime, sent } = recordingRealtime();
    const statuses = createStatusBroadcast(realtime);
    statuses.announce('org-1', change('ann', 'online'));
    expect(sent.map(people)).toEqual([['ann:online']]);

    statuses.announce('org-1', change('bob', 'online'));
    statuses.announce('org-1', change('cara', 'online'));
    statuses.announce('org-1', change('bob', 'away'));
    statuses.announce('org-2', change('dan', 'busy'));
    expect(sent.map(people)).toEqual([['ann:online'], ['dan:busy']]);

    vi.advanceTimersByTime(STATUS_BATCH_MS);
    expect(sent.map(people)).toEqual([['ann:online'], ['dan:busy'], ['cara:online', 'bob:away']]);
    expect(sent[2]!.organizationId).toBe('org-1');
  });

  it('keeps gathering while changes keep coming, and sends the next one at once after a quiet window', () => {
    const { realtime, sent } = recordingRealtime();
    const statuses = createStatusBroadcast(realtime);
    statuses.announce('org-1', change('ann', 'online'));
    vi.advanceTimersByTime(STATUS_BATCH_MS / 2);
    statuses.announce('org-1', change('bob', 'online'));
    vi.advanceTimersByTime(STATUS_BATCH_MS / 2);
    statuses.announce('org-1', change('cara', 'online'));
    expect(sent.map(people)).toEqual([['ann:online'], ['bob:online']]);
    vi.advanceTimersByTime(STATUS_BATCH_MS);
    expect(sent.map(people)).toEqual([['ann:online'], ['bob:online'], ['cara:online']]);

    vi.advanceTimersByTime(STATUS_BATCH_MS);
    statuses.announce('org-1', change('dan', 'online'));
    expect(sent.map(people).at(-1)).toEqual(['dan:online']);
  });

  it('sends what it gathered when the node shuts down', () => {
    const { realtime, sent } = recordingRealtime();
    const statuses = createStatusBroadcast(realtime);
    statuses.announce('org-1', change('ann', 'online'));
    statuses.announce('org-1', change('ann', 'offline'));
    statuses.flush();
    expect(sent.map(people)).toEqual([['ann:online'], ['ann:offline']]);
    vi.advanceTimersByTime(STATUS_BATCH_MS * 2);
    expect(sent).toHaveLength(2);
  });
});
