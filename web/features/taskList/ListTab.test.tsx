import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { backlogTask, giveElementsASize, plannedTask, project, renderTaskScreen, taskApi, tasks } from '../tasks/testing';
import { ListTab } from './ListTab';

const titles = () => screen.getAllByRole('button', { name: /^Open WEB-/ }).map((b) => b.textContent);

describe('ListTab', () => {
  beforeEach(() => giveElementsASize());

  it('lists every task, newest key first, with a count', async () => {
    taskApi();
    renderTaskScreen(<ListTab project={project} />);
    expect(await screen.findByText('7 tasks')).toBeTruthy();
    expect(titles()[0]).toBe('Translate the emails');
    expect(screen.getAllByRole('row')).toHaveLength(8);
  });

  it('filters by type, by status and by text', async () => {
    taskApi();
    renderTaskScreen(<ListTab project={project} />);
    await screen.findByText('7 tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Type filter' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Bug' }));
    await userEvent.keyboard('{Escape}');
    expect(titles()).toEqual(['Fix the broken footer link']);
    expect(screen.getByText('1 of 7 tasks')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Status filter' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'In Progress' }));
    await userEvent.keyboard('{Escape}');
    expect(titles()).toEqual(['Set up error tracking']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'web-2');
    await waitFor(() => expect(titles()).toEqual(['Fix the broken footer link']));
  });

  it('filters by sprint, backlog included', async () => {
    taskApi();
    renderTaskScreen(<ListTab project={project} />);
    await screen.findByText('7 tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Sprint filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Backlog' }));
    await userEvent.keyboard('{Escape}');
    expect(titles()).toEqual(['Research dark mode']);
  });

  it('sorts by a column, and flips on a second click', async () => {
    taskApi();
    renderTaskScreen(<ListTab project={project} />);
    await screen.findByText('7 tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(titles()[0]).toBe('Design the pricing table');
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(titles()[0]).toBe('Write the login page');
  });

  it('changes a status in place', async () => {
    let list = [...tasks, backlogTask, plannedTask];
    const calls = taskApi({
      'GET /api/task/list': () => ({ body: { data: list } }),
      'POST /api/task/update/task-2': (body) => {
        list = list.map((t) => (t._id === 'task-2' ? { ...t, ...(body as object) } : t));
        return { body: { data: list.find((t) => t._id === 'task-2') } };
      },
    });
    renderTaskScreen(<ListTab project={project} />);
    await screen.findByText('7 tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Status of WEB-2: To Do' }));
    await userEvent.click(within(screen.getByRole('menu', { name: 'Status of WEB-2' })).getByRole('menuitemradio', { name: 'Done' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/update/task-2')?.body).toEqual({ status: 'st-done' }));
    expect(screen.getByRole('button', { name: 'Status of WEB-2: Done' })).toBeTruthy();
    expect(new URLSearchParams(screen.getByTestId('location').textContent!).has('taskId')).toBe(false);
  });

  it('lets the read role see everything and change nothing', async () => {
    taskApi();
    renderTaskScreen(<ListTab project={project} />, { role: 'read' });
    await screen.findByText('7 tasks');
    expect(screen.getByLabelText('Status of WEB-2: To Do').tagName).toBe('SPAN');
    expect(screen.queryAllByRole('button', { name: /^(Status|Priority|Assignee) of / })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create task' })).toBeNull();
  });
});
