import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activeSprint, people, plannedSprint, project, renderTaskScreen, taskApi, tasks } from './testing';
import { TaskPanel } from './TaskPanel';
import { invalidateQueries } from '../../app/api/queryClient';
import { taskChangeKeys } from '../../app/api/queryKeys';

const task = { ...tasks[1]!, description: '<p>The <strong>footer</strong> link 404s.</p>' };
const activity = [
  { _id: 'a1', field: 'created', from: null, to: task.title, actor: { _id: people.ada._id, name: people.ada.name }, createdAt: '2026-01-02T00:00:00.000Z' },
  { _id: 'a2', field: 'status', from: 'st-todo', to: 'st-doing', actor: { _id: people.grace._id, name: people.grace.name }, createdAt: '2026-01-03T00:00:00.000Z' },
  { _id: 'a3', field: 'assignee', from: null, to: people.grace._id, actor: { _id: people.ada._id, name: people.ada.name }, createdAt: '2026-01-03T01:00:00.000Z' },
  { _id: 'a4', field: 'sprint', from: null, to: activeSprint._id, actor: null, createdAt: '2026-01-03T02:00:00.000Z' },
];

function panelApi(extra = {}) {
  return taskApi({
    'GET /api/task/task-2': () => ({ body: { data: task } }),
    'GET /api/task/task-2/comments': () => ({ body: { data: [{ _id: 'c1', body: '<p>On it</p>', author: { _id: people.grace._id, name: people.grace.name }, createdAt: '2026-01-03T00:00:00.000Z' }] } }),
    'GET /api/task/task-2/activity': () => ({ body: { data: activity } }),
    [`GET /api/sprint/${project._id}`]: () => ({ body: { data: [activeSprint, plannedSprint] } }),
    ...extra,
  });
}

/** The panel's API where updates are kept, so a refetch shows what was saved. */
function editableTaskApi() {
  let current = task;
  return panelApi({
    'GET /api/task/task-2': () => ({ body: { data: current } }),
    'POST /api/task/update/task-2': (body: unknown) => {
      current = { ...current, ...(body as object) };
      return { body: { data: current } };
    },
  });
}

describe('TaskPanel', () => {
  it('shows the task: title, description, fields and comments', async () => {
    panelApi();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Fix the broken footer link' });
    expect(within(panel).getByText('Website / WEB-2')).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Priority' }).textContent).toBe('High');
    expect(within(panel).getByRole('combobox', { name: 'Assignee' }).textContent).toMatch(new RegExp(`${people.grace.name}$`));
    expect(await within(panel).findByText('footer')).toBeTruthy();
    expect(await within(panel).findByText('On it')).toBeTruthy();
  });

  it('renders the history in words, with names instead of ids', async () => {
    panelApi();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    const list = await screen.findByRole('list', { name: 'Activity' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const lines = within(list).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);
    expect(lines).toEqual([
      'Someone moved the task from the backlog to WEB Sprint 1',
      'Ada Lovelace assigned the task to Grace Hopper',
      'Grace Hopper changed the status from To Do to In Progress',
      'Ada Lovelace created the task',
    ]);
  });

  it('saves a new title on Enter', async () => {
    const calls = editableTaskApi();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Title: Fix the broken footer link/ }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Fix every footer link{Enter}');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/update/task-2')?.body).toEqual({ title: 'Fix every footer link' }));
    expect(await screen.findByRole('heading', { name: 'Fix every footer link' })).toBeTruthy();
  });

  it('saves the description while it is typed, without leaving the editor, and says so', async () => {
    const calls = editableTaskApi();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />);
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    // jsdom has no layout for a click to place the caret: focus puts it at the start.
    editor.focus();
    await userEvent.keyboard('Also the header. ');
    expect(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('status').textContent).toBe('Saving…');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/task/update/task-2').map((c) => c.body)).toEqual([{ description: '<p>Also the header. The <strong>footer</strong> link 404s.</p>' }]), { timeout: 3000 });
    expect(editor).toBe(document.activeElement);
    await waitFor(() => expect(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('status').textContent).toBe('Saved'));
  });

  it('changes the assignee from the side column', async () => {
    const calls = panelApi({ 'POST /api/task/update/task-2': (body: unknown) => ({ body: { data: { ...task, ...(body as object) } } }) });
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(screen.getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/update/task-2')?.body).toEqual({ assignee: null }));
  });

  it("suggests the project's people after @ in a comment, from the keyboard, without closing the panel on Escape", async () => {
    const calls = panelApi({ 'POST /api/task/task-2/comments': () => ({ body: { data: [] } }) });
    const onClose = vi.fn();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={onClose} />);
    const box = (await screen.findByRole('textbox', { name: 'Comment' })) as HTMLTextAreaElement;
    await userEvent.type(box, 'Thanks @');
    const list = await screen.findByRole('listbox', { name: 'Mention someone' });
    // The project's people but me (Ada is signed in).
    expect(within(list).getAllByRole('option').map((option) => option.querySelector('p')?.textContent)).toEqual([people.grace.name]);
    await userEvent.type(box, 'gr{Enter}');
    expect(box.value).toBe(`Thanks @${people.grace.name} `);

    await userEvent.type(box, '@hop');
    expect(screen.getByRole('listbox', { name: 'Mention someone' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Mention someone' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace>4/}{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/task/task-2/comments')?.body).toEqual({ body: `<p>Thanks @${people.grace.name}</p>`, mentions: [people.grace._id] }));
  });

  it('lets the read role read everything and change nothing', async () => {
    panelApi();
    renderTaskScreen(<TaskPanel project={project} taskId="task-2" onClose={() => {}} />, { role: 'read' });
    const panel = await screen.findByRole('dialog', { name: 'Fix the broken footer link' });
    expect(within(panel).queryByRole('button', { name: /^Title:/ })).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Status' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(panel).queryByRole('textbox', { name: 'Comment' })).toBeNull();
    expect(within(panel).queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete task' })).toBeNull();
  });

  it('says so when the task does not exist', async () => {
    taskApi({ 'GET /api/task/task-9': () => ({ status: 404, body: { message: 'Task not found', code: 'NOT_FOUND' } }) });
    const onClose = vi.fn();
    renderTaskScreen(<TaskPanel project={project} taskId="task-9" onClose={onClose} />);
    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close task' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes after a confirmation, closes, and never asks for the deleted task again', async () => {
    let deleted = false;
    const calls = panelApi({
      'GET /api/task/task-2': () => (deleted ? { status: 404, body: { message: 'Task not found', code: 'NOT_FOUND' } } : { body: { data: task } }),
      'DELETE /api/task/delete/task-2': () => {
        deleted = true;
        // As the server does: tasks_updated reaches the socket before the answer reaches fetch.
        void invalidateQueries(view.client, taskChangeKeys(project._id, ['task-2']));
        return { body: { data: { success: true } } };
      },
    });
    function Host() {
      const [open, setOpen] = useState(true);
      return open ? <TaskPanel project={project} taskId="task-2" onClose={() => setOpen(false)} /> : <p>Closed</p>;
    }
    const view = renderTaskScreen(<Host />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete task' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete WEB-2?' })).getByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText('WEB-2 deleted')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deletion = calls.findIndex((c) => c.method === 'DELETE');
    expect(deletion).toBeGreaterThan(-1);
    expect(calls.slice(deletion + 1).filter((c) => c.path.startsWith('/api/task/task-2'))).toEqual([]);
  });
});
