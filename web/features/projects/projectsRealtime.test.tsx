import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { project } from './projectTestData';

const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler), off: () => {}, emit: () => {}, disconnect: () => {} }),
}));

describe('projects in real time', () => {
  it('refreshes the projects when the server says projects or their tasks changed', async () => {
    let listed = 0;
    sessionApi(userWithRole('owner'), {
      'GET /api/project/list': () => {
        listed += 1;
        return { body: { data: [project({ unfinishedTasks: listed })] } };
      },
    });
    renderApp('/');
    await screen.findByText('Website');
    await waitFor(() => expect(handlers.has('projects_updated')).toBe(true));
    const before = listed;
    handlers.get('projects_updated')!({ projectId: 'p1' });
    await waitFor(() => expect(listed).toBe(before + 1));
    handlers.get('tasks_updated')!({ projectId: 'p1', taskIds: ['t1'] });
    await waitFor(() => expect(listed).toBe(before + 2));
  });

  it('shows the new unfinished count in the drawer', async () => {
    let count = 2;
    sessionApi(userWithRole('read'), { 'GET /api/project/list': () => ({ body: { data: [project({ unfinishedTasks: count })] } }) });
    renderApp('/');
    await screen.findByText('Website');
    await waitFor(() => expect(handlers.has('tasks_updated')).toBe(true));
    count = 7;
    handlers.get('tasks_updated')!({ projectId: 'p1', taskIds: [] });
    expect(await screen.findByText((_text, element) => element?.textContent === '7 unfinished tasks')).toBeTruthy();
  });
});
