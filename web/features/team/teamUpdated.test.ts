import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../app/api/queryKeys';
import { teamPlugin } from './index';

describe('a team_updated event (someone joined, left or changed role)', () => {
  it('makes the team page and the task and project pickers’ people stale, so they are read again', async () => {
    const queryClient = new QueryClient();
    for (const key of [queryKeys.members, queryKeys.employees, queryKeys.projectList({})]) queryClient.setQueryData(key, []);
    teamPlugin.socketHandlers!.team_updated!(undefined as never, { queryClient, ownEcho: false });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(queryKeys.members), stale(queryKeys.employees), stale(queryKeys.projectList({}))]).toEqual([true, true, false]);
  });
});
