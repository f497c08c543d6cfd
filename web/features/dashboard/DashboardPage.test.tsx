import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard, DashboardTask } from '../../../domain/tasks/dashboard';
import { mockApi, renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { UNLOCKED } from '../billing/billingTestData';
import { todayInputValue } from '../backlog/sprintDateInputs';

const TODAY = '2026-03-10';

const socketHandlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => socketHandlers.set(event, handler), off: () => {}, emit: () => {}, disconnect: () => {} }),
}));

function task(overrides: Partial<DashboardTask> = {}): DashboardTask {
  return {
    _id: 't1',
    number: 1,
    key: 'WEB-1',
    title: 'Fix the checkout',
    type: 'Bug',
    priority: 'High',
    dueDate: '2026-03-05',
    project: { _id: 'p1', name: 'Website', key: 'WEB' },
    status: { _id: 's-progress', name: 'In Progress', color: '#4263EB', category: 'in_progress' },
    ...overrides,
  };
}

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: TODAY,
    assigned: [task(), task({ _id: 't2', number: 2, key: 'WEB-2', title: 'Write release notes', type: 'Task', priority: 'Low', dueDate: TODAY }), task({ _id: 't3', number: 3, key: 'WEB-3', title: 'Someday', dueDate: null })],
    assignedTotal: 3,
    counts: { overdue: 1, dueToday: 1, dueThisWeek: 2 },
    activity: [
      {
        _id: 'a1',
        field: 'status',
        from: 's-todo',
        to: 's-done',
        actor: { _id: 'u2', name: 'Maya Maintainer' },
        createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        task: { _id: 't9', number: 9, key: 'WEB-9', title: 'Ship the banner', projectId: 'p1' },
      },
    ],
    names: { statuses: { 's-todo': 'To Do', 's-done': 'Completed' }, epics: {}, people: {}, sprints: {} },
    projects: [{ _id: 'p1', name: 'Website', key: 'WEB', openTasks: 12, assignedToMe: 3 }],
    ...overrides,
  };
}

type Calls = ReturnType<typeof sessionApi>;
/** How many times the page asked for a path, and where its first request for it came in the order. */
const asked = (calls: Calls, path: string) => calls.filter((call) => call.path === path).length;
const first = (calls: Calls, path: string) => calls.findIndex((call) => call.path === path);

describe('the home page', () => {
  it('asks for its answers as the sign-in answers, while the shell loads, and once each', async () => {
    const calls = mockApi({
      'GET /api/check': () => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } }),
      'GET /api/app-config': () => ({ body: { data: { googleClientId: null, appName: 'Teamwork' } } }),
      'POST /api/user/login': () => ({ body: { data: { user: userWithRole('owner'), token: 'token' } } }),
      'GET /api/subscription/check': () => ({ body: { data: UNLOCKED } }),
      'GET /api/dashboard': () => ({ body: { data: dashboard() } }),
      'GET /api/getting-started': () => ({ body: { data: { steps: [], dismissed: true, generalChannelId: null } } }),
      'GET /api/notification': () => ({ body: { unreadCount: 0, data: [] } }),
      'GET /api/project/list': () => ({ body: { data: [] } }),
      'GET /api/channels': () => ({ body: { data: [] } }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Fix the checkout', {}, { timeout: 15_000 })).toBeTruthy();
    expect([asked(calls, '/api/subscription/check'), asked(calls, '/api/dashboard'), asked(calls, '/api/getting-started')]).toEqual([1, 1, 1]);
    // Before the shell asked for anything of its own: the page's answers did not wait for it.
    expect(first(calls, '/api/dashboard')).toBeLessThan(first(calls, '/api/channels'));
    expect(first(calls, '/api/subscription/check')).toBeLessThan(first(calls, '/api/channels'));
  });

  // Opened cold at the home page, or at /login by someone signed in, whom it sends home.
  it.each(['/', '/login'])('opened cold at %s, asks who is signed in and for its answers before the shell has loaded, and once each', async (path) => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/subscription/check': () => ({ body: { data: UNLOCKED } }),
      'GET /api/dashboard': () => ({ body: { data: dashboard() } }),
      'GET /api/getting-started': () => ({ body: { data: { steps: [], dismissed: true, generalChannelId: null } } }),
    });
    renderApp(path);
    expect(await screen.findByText('Fix the checkout', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect([asked(calls, '/api/check'), asked(calls, '/api/subscription/check'), asked(calls, '/api/dashboard'), asked(calls, '/api/getting-started')]).toEqual([1, 1, 1, 1]);
    // The page's answers did not wait for the shell to mount and ask for its own.
    expect(first(calls, '/api/dashboard')).toBeLessThan(first(calls, '/api/channels'));
    expect(first(calls, '/api/subscription/check')).toBeLessThan(first(calls, '/api/channels'));
  });

  it("shows the member's due-date counts, assigned tasks, recent activity and projects for their own day", async () => {
    const calls = sessionApi(userWithRole('editor'), { 'GET /api/dashboard': () => ({ body: { data: dashboard() } }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /, Ada$/ })).toBeTruthy();
    const assigned = await screen.findByRole('list', { name: 'Tasks assigned to me' });
    expect(calls.find((call) => call.path === '/api/dashboard')?.query).toBe(`today=${todayInputValue()}`);

    const stats = screen.getByRole('list', { name: 'Due dates' });
    expect(within(stats).getByRole('listitem', { name: 'Overdue: 1' })).toBeTruthy();
    expect(within(stats).getByRole('listitem', { name: 'Due today: 1' })).toBeTruthy();
    expect(within(stats).getByRole('listitem', { name: 'Due this week: 2' })).toBeTruthy();

    const links = within(assigned).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/task/projects/space?projectId=p1&selectedTab=board&taskId=t1',
      '/task/projects/space?projectId=p1&selectedTab=board&taskId=t2',
      '/task/projects/space?projectId=p1&selectedTab=board&taskId=t3',
    ]);
    expect(links[0]!.textContent).toContain('Fix the checkout');
    expect(links[0]!.textContent).toContain('WEB-1 · Website');
    expect(links[0]!.textContent).toContain('In Progress');
    expect(within(links[0]!).getByRole('img', { name: 'Bug' })).toBeTruthy();
    expect(within(links[0]!).getByRole('img', { name: 'Priority: High' })).toBeTruthy();
    expect(within(links[0]!).getByText(/^Overdue · /)).toBeTruthy();
    expect(within(links[1]!).getByText('Today')).toBeTruthy();
    expect(within(links[2]!).getByText('No due date')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();

    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(activity.textContent).toContain('Maya Maintainer changed the status from To Do to Completed');
    expect(within(activity).getByRole('link', { name: 'WEB-9 Ship the banner' }).getAttribute('href')).toBe('/task/projects/space?projectId=p1&selectedTab=board&taskId=t9');
    expect(within(activity).getByText('2 hours ago')).toBeTruthy();

    const projects = screen.getByRole('list', { name: 'Your projects' });
    expect(within(projects).getByRole('link', { name: 'Website (WEB): 12 open, 3 assigned to you' }).getAttribute('href')).toBe('/task/projects/space?projectId=p1&selectedTab=board');
  });

  it('guides an owner through the first steps, links each open one, and hides when dismissed', async () => {
    const steps = [
      { id: 'project', done: true },
      { id: 'invite', done: false },
      { id: 'sprint', done: false },
      { id: 'hello', done: false },
    ];
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/dashboard': () => ({ body: { data: dashboard() } }),
      'GET /api/getting-started': () => ({ body: { data: { steps, dismissed: false, generalChannelId: 'general-1' } } }),
      'POST /api/getting-started/dismiss': () => ({ body: { data: { success: true } } }),
    });
    renderApp('/');
    const guide = await screen.findByRole('region', { name: 'Get your team started' });
    expect(within(guide).getByText('1 of 4 done')).toBeTruthy();
    const list = within(guide).getByRole('list', { name: 'First steps' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Create a project, done', 'Invite your team', 'Start a sprint', 'Say hello in #general']);
    // A done step offers nothing more; the open ones link to where they are done.
    expect(within(guide).queryByRole('link', { name: 'New project' })).toBeNull();
    expect(within(guide).getByRole('link', { name: 'Invite people' }).getAttribute('href')).toBe('/admin/team');
    expect(within(guide).getByRole('link', { name: 'Open #general' }).getAttribute('href')).toContain('general-1');

    await userEvent.click(within(guide).getByRole('button', { name: 'Hide this guide' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get your team started' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/getting-started/dismiss')).toBe(true);
  });

  it('shows no guide to a member who cannot set the organisation up', async () => {
    const calls = sessionApi(userWithRole('editor'), { 'GET /api/dashboard': () => ({ body: { data: dashboard() } }) });
    renderApp('/');
    await screen.findByRole('list', { name: 'Tasks assigned to me' });
    expect(calls.some((call) => call.path === '/api/getting-started')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Get your team started' })).toBeNull();
  });

  it('opens an assigned task in its project workspace', async () => {
    sessionApi(userWithRole('read'), { 'GET /api/dashboard': () => ({ body: { data: dashboard() } }) });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /Write release notes/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/task/projects/space?projectId=p1&selectedTab=board&taskId=t2'));
  });

  it('says how many are not shown when the list is cut at 50', async () => {
    const many = Array.from({ length: 50 }, (_, i) => task({ _id: `t${i}`, number: i, key: `WEB-${i}`, title: `Task ${i}` }));
    sessionApi(userWithRole('editor'), { 'GET /api/dashboard': () => ({ body: { data: dashboard({ assigned: many, assignedTotal: 57 }) } }) });
    renderApp('/');
    expect(await screen.findByText('Showing 50 of 57')).toBeTruthy();
  });

  it('has an empty state that leads to the projects when nothing is assigned', async () => {
    sessionApi(userWithRole('editor'), {
      'GET /api/dashboard': () => ({ body: { data: dashboard({ assigned: [], assignedTotal: 0, counts: { overdue: 0, dueToday: 0, dueThisWeek: 0 }, activity: [], projects: [] }) } }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Nothing assigned to you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to projects' }).getAttribute('href')).toBe('/task/projects');
    expect(screen.getByRole('listitem', { name: 'Overdue: 0' })).toBeTruthy();
    expect(screen.getByText('No activity in your projects yet.')).toBeTruthy();
  });

  it('shows an error with Retry, which loads the page', async () => {
    let fail = true;
    sessionApi(userWithRole('editor'), {
      'GET /api/dashboard': () => (fail ? { status: 400, body: { message: 'today: today must be a real date', code: 'VALIDATION_FAILED' } } : { body: { data: dashboard() } }),
    });
    renderApp('/');
    expect(await screen.findByText('Your work could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Tasks assigned to me' })).toBeTruthy();
  });

  it("refetches when the server says someone changed a project's tasks", async () => {
    let loads = 0;
    sessionApi(userWithRole('editor'), {
      'GET /api/dashboard': () => {
        loads += 1;
        return { body: { data: dashboard({ counts: { overdue: loads, dueToday: 0, dueThisWeek: 0 } }) } };
      },
    });
    renderApp('/');
    expect(await screen.findByRole('listitem', { name: 'Overdue: 1' })).toBeTruthy();
    await waitFor(() => expect(socketHandlers.has('tasks_updated')).toBe(true));
    socketHandlers.get('tasks_updated')!({ projectId: 'p1', taskIds: ['t1'] });
    expect(await screen.findByRole('listitem', { name: 'Overdue: 2' })).toBeTruthy();
  });
});
