import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeSprint, backlogTask, giveElementsASize, plan, plannedSprint, plannedTask, project, renderTaskScreen, taskApi, tasks } from '../tasks/testing';
import { BacklogTab } from './BacklogTab';

const sectionNames = () => screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent);

describe('BacklogTab', () => {
  beforeEach(() => giveElementsASize());

  it('shows the active and planned sprints above the backlog, with their tasks', async () => {
    taskApi();
    renderTaskScreen(<BacklogTab project={project} />);
    await screen.findByText('Research dark mode');
    expect(sectionNames()).toEqual(['WEB Sprint 1', 'WEB Sprint 2', 'Backlog']);
    expect(screen.getByText('Launch the beta')).toBeTruthy();
    for (const task of [...tasks, plannedTask, backlogTask]) expect(screen.getByRole('button', { name: `Open ${task.key} ${task.title}` })).toBeTruthy();
  });

  it('moves a task to another sprint from its menu', async () => {
    const calls = taskApi({ 'POST /api/task/update/task-6': (body) => ({ body: { data: { ...backlogTask, ...(body as object) } } }) });
    renderTaskScreen(<BacklogTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for WEB-6' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to WEB Sprint 2' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/update/task-6')?.body).toEqual({ sprintId: 'sprint-2' }));
  });

  it('completes the sprint, asking where the open tasks go: the backlog or a planned sprint', async () => {
    const calls = taskApi({ 'POST /api/sprint/complete/sprint-1': () => ({ body: { data: { sprint: { ...activeSprint, status: 'completed' }, movedTasks: 4 } } }) });
    renderTaskScreen(<BacklogTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete sprint' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete WEB Sprint 1' });
    const choices = within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(choices).toEqual(['Backlog', 'WEB Sprint 2']);
    expect(within(dialog).getByRole('radio', { name: 'Backlog' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'WEB Sprint 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete sprint' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/sprint/complete/sprint-1')?.body).toEqual({ moveTo: 'sprint-2' }));
    expect(await screen.findByText('WEB Sprint 1 completed. 4 tasks moved to WEB Sprint 2.')).toBeTruthy();
  });

  it('starts a planned sprint with dates, and shows why a second active sprint is refused', async () => {
    const noActive = { ...plan, sprints: [{ sprint: plannedSprint, tasks: [plannedTask] }] };
    const calls = taskApi({
      'GET /api/sprint-tasks': () => ({ body: { data: noActive } }),
      'PUT /api/sprint/update/sprint-2': () => ({ status: 409, body: { message: 'Another sprint is already active in this project. Complete it first.', code: 'CONFLICT' } }),
    });
    renderTaskScreen(<BacklogTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start sprint' }));
    const dialog = screen.getByRole('dialog', { name: 'Start WEB Sprint 2' });
    await userEvent.type(within(dialog).getByLabelText('Goal'), 'Translate everything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start sprint' }));
    expect(await within(dialog).findByText('Another sprint is already active in this project. Complete it first.')).toBeTruthy();
    const body = calls.find((c) => c.path === '/api/sprint/update/sprint-2')?.body as Record<string, string>;
    expect(body).toMatchObject({ status: 'active', name: 'WEB Sprint 2', goal: 'Translate everything' });
    expect(Date.parse(body.endDate!) - Date.parse(body.startDate!)).toBeGreaterThan(13 * 24 * 3600 * 1000);
  });

  it('warns before starting a sprint while another one runs', async () => {
    taskApi();
    renderTaskScreen(<BacklogTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start sprint' }));
    const dialog = screen.getByRole('dialog', { name: 'Start WEB Sprint 2' });
    expect(within(dialog).getByText(/WEB Sprint 1 is still active/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start sprint' }).hasAttribute('disabled')).toBe(true);
  });

  it('creates a sprint named after the project', async () => {
    const calls = taskApi({ 'POST /api/sprint/add': (body) => ({ body: { data: { ...plannedSprint, _id: 'sprint-3', ...(body as object) } } }) });
    renderTaskScreen(<BacklogTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create sprint' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/sprint/add')?.body).toEqual({ projectId: project._id, name: 'WEB Sprint 3' }));
  });

  it('lets the read role see the plan without any controls', async () => {
    taskApi();
    renderTaskScreen(<BacklogTab project={project} />, { role: 'read' });
    await screen.findByText('Research dark mode');
    for (const name of ['Complete sprint', 'Start sprint', 'Create sprint', 'Create task']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Move WEB-/ })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});
