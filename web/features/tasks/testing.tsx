/** Test fixtures and a renderer for the task screens (imported by *.test.tsx only). */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Role } from '../../../domain/permissions/roles';
import { summaryTotals } from '../../../domain/sprints/summary';
import { createQueryClient } from '../../app/api/queryClient';
import { CurrentUserContext } from '../../app/session/useSession';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import { mockApi, userWithRole } from '../../test/renderApp';
import type { BoardData, ProjectDetail, Sprint, SprintPlan, StatusOption, Task, TaskSummary } from './types';

export const PROJECT_ID = '00000000-0000-4000-8000-000000000001';

export const people = {
  ada: { _id: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test' },
  grace: { _id: 'user-grace', name: 'Grace Hopper', email: 'grace@demo.test' },
};

export const project: ProjectDetail = {
  _id: PROJECT_ID,
  name: 'Website',
  key: 'WEB',
  description: '',
  status: 'active',
  lead: people.ada,
  addedBy: people.ada,
  members: [people.ada, people.grace],
  unfinishedTasks: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const statuses: StatusOption[] = [
  { _id: 'st-todo', name: 'To Do', color: '#AAAAAA', category: 'todo', position: 0 },
  { _id: 'st-doing', name: 'In Progress', color: '#4263EB', category: 'in_progress', position: 1 },
  { _id: 'st-done', name: 'Done', color: '#37B24D', category: 'done', position: 2 },
];

export const epics = [{ _id: 'epic-1', name: 'Checkout', color: '#F76707', category: null, position: 0, taskCount: 1 }];

let counter = 0;
export function makeTask(fields: Partial<Task> & { title: string }): Task {
  counter += 1;
  const number = fields.key ? Number(fields.key.split('-')[1]) : counter;
  return {
    _id: `task-${number}`,
    key: `WEB-${number}`,
    projectId: PROJECT_ID,
    description: '',
    type: 'Task',
    priority: 'Medium',
    status: 'st-todo',
    epic: null,
    assignee: null,
    reporter: people.ada._id,
    sprintId: null,
    storyPoints: null,
    dueDate: null,
    rank: `a${number}`,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

export const tasks: Task[] = [
  makeTask({ key: 'WEB-1', title: 'Write the login page', assignee: people.ada._id, storyPoints: 3, sprintId: 'sprint-1', rank: 'a1' }),
  makeTask({ key: 'WEB-2', title: 'Fix the broken footer link', type: 'Bug', priority: 'High', assignee: people.grace._id, sprintId: 'sprint-1', rank: 'a2' }),
  makeTask({ key: 'WEB-3', title: 'Design the pricing table', epic: 'epic-1', sprintId: 'sprint-1', rank: 'a3' }),
  makeTask({ key: 'WEB-4', title: 'Set up error tracking', status: 'st-doing', priority: 'Critical', assignee: people.ada._id, sprintId: 'sprint-1', rank: 'a4' }),
  makeTask({ key: 'WEB-5', title: 'Ship the welcome email', status: 'st-done', priority: 'Low', storyPoints: 5, sprintId: 'sprint-1', rank: 'a5' }),
];

const sprintBase = { projectId: PROJECT_ID, completedAt: null, createdAt: '2026-01-01T00:00:00.000Z', doneCount: 0, points: 0, donePoints: 0 };
export const activeSprint: Sprint = {
  ...sprintBase,
  _id: 'sprint-1',
  name: 'WEB Sprint 1',
  goal: 'Launch the beta',
  status: 'active',
  startDate: '2026-01-05T00:00:00.000Z',
  endDate: '2026-01-19T00:00:00.000Z',
  taskCount: 5,
  doneCount: 1,
  points: 8,
  donePoints: 5,
};
export const plannedSprint: Sprint = { ...sprintBase, _id: 'sprint-2', name: 'WEB Sprint 2', goal: '', status: 'planned', startDate: null, endDate: null, taskCount: 1 };
export const backlogTask = makeTask({ key: 'WEB-6', title: 'Research dark mode', rank: 'a6' });
export const plannedTask = makeTask({ key: 'WEB-7', title: 'Translate the emails', sprintId: 'sprint-2', rank: 'a7' });

export const board: BoardData = {
  activeSprint: { _id: 'sprint-1', name: 'WEB Sprint 1', goal: 'Launch the beta', startDate: activeSprint.startDate, endDate: activeSprint.endDate },
  statuses,
  tasks,
};

export const plan: SprintPlan = {
  sprints: [
    { sprint: activeSprint, tasks },
    { sprint: plannedSprint, tasks: [plannedTask] },
  ],
  backlog: [backlogTask],
};

const summaryStatuses: TaskSummary['byStatus'] = [
  { statusId: 'st-todo', name: 'To Do', color: '#AAAAAA', category: 'todo', count: 3 },
  { statusId: 'st-pending', name: 'Pending', color: '#F59F00', category: 'todo', count: 1 },
  { statusId: 'st-doing', name: 'In Progress', color: '#4263EB', category: 'in_progress', count: 1 },
  { statusId: 'st-done', name: 'Done', color: '#37B24D', category: 'done', count: 1 },
];

export const summary: TaskSummary = {
  totals: summaryTotals(summaryStatuses),
  byStatus: summaryStatuses,
  byPriority: [
    { priority: 'None', count: 0 },
    { priority: 'Critical', count: 1 },
    { priority: 'High', count: 1 },
    { priority: 'Medium', count: 3 },
    { priority: 'Low', count: 1 },
  ],
  byType: [
    { type: 'Task', count: 5 },
    { type: 'Bug', count: 1 },
  ],
  byAssignee: [
    { assignee: { _id: people.ada._id, name: people.ada.name }, count: 3 },
    { assignee: null, count: 2 },
    { assignee: { _id: people.grace._id, name: people.grace.name }, count: 1 },
  ],
  activeSprint: { sprint: activeSprint, total: 5, done: 1, points: 8, donePoints: 5 },
  // Five days, drawn up to the second.
  burndown: [
    { date: '2026-01-05', remainingPoints: 8, remainingTasks: 5, idealPoints: 8, idealTasks: 5 },
    { date: '2026-01-06', remainingPoints: 3, remainingTasks: 4, idealPoints: 6, idealTasks: 3.75 },
    { date: '2026-01-07', remainingPoints: null, remainingTasks: null, idealPoints: 4, idealTasks: 2.5 },
    { date: '2026-01-08', remainingPoints: null, remainingTasks: null, idealPoints: 2, idealTasks: 1.25 },
    { date: '2026-01-09', remainingPoints: null, remainingTasks: null, idealPoints: 0, idealTasks: 0 },
  ],
};

type Handler = Parameters<typeof mockApi>[0][string];

/** The API a project's task screens read, with `extra` handlers (or overrides). */
export function taskHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/employee/list': () => ({ body: { data: [{ ...people.ada, role: 'owner' }, { ...people.grace, role: 'editor' }] } }),
    [`GET /api/enum/${PROJECT_ID}`]: () => ({ body: { data: { statuses: statuses.map((s) => ({ ...s, taskCount: 1 })), epics } } }),
    [`GET /api/task/board/${PROJECT_ID}`]: () => ({ body: { data: board } }),
    'GET /api/task/list': () => ({ body: { data: [...tasks, backlogTask, plannedTask] } }),
    'GET /api/sprint-tasks': () => ({ body: { data: plan } }),
    [`GET /api/sprint/${PROJECT_ID}`]: () => ({ body: { data: [activeSprint, plannedSprint] } }),
    [`GET /api/task/summary/${PROJECT_ID}`]: () => ({ body: { data: summary } }),
    ...extra,
  };
}

export const taskApi = (extra: Record<string, Handler> = {}) => mockApi(taskHandlers(extra));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders a task screen as the given role, under a router at the workspace URL. */
export function renderTaskScreen(ui: ReactElement, { role = 'owner' as Role, search = `?projectId=${PROJECT_ID}&selectedTab=board` } = {}) {
  const user = { ...userWithRole(role), _id: role === 'owner' ? people.ada._id : `user-${role}` };
  const router = createMemoryRouter(
    [
      {
        path: '/task/projects/space',
        element: (
          <CurrentUserContext.Provider value={user}>
            {ui}
            <LocationProbe />
          </CurrentUserContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/task/projects/space${search}`] },
  );
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
        <ToastContainer />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Gives every element a size, so virtualised lists render rows in jsdom (which lays nothing out). */
export function giveElementsASize(width = 1200, height = 800) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 0, y: 0, width, height }));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}
