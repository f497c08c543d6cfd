import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moveOnBoard } from '../tasks/taskCache';
import { board, people, project, renderTaskScreen, statuses, taskApi, tasks } from '../tasks/testing';
import type { TaskMoveBody } from '../../../domain/tasks/tasks';
import { BoardTab } from './BoardTab';

const columnOf = (name: string) => screen.getByRole('region', { name: 'Board' }).querySelector(`[data-column="${statuses.find((s) => s.name === name)!._id}"]`) as HTMLElement;

/**
 * jsdom lays nothing out: give columns and cards the boxes a browser would (300 px per
 * column, 100 px per card), so dnd-kit's keyboard moves find their neighbours.
 */
function layOutBoard() {
  const box = (x: number, y: number, width: number, height: number) => DOMRect.fromRect({ x, y, width, height });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cardOf = (el: Element) => (el.matches('[data-task-card]') ? el : el.querySelector(':scope > [data-task-card]'));
    let card = cardOf(this);
    let section = this.closest('[data-column]');
    if (card && !section) {
      // The drag overlay: the same box as the card it copies.
      card = document.querySelector(`[data-column] [data-task-card="${card.getAttribute('data-task-card')}"]`);
      section = card?.closest('[data-column]') ?? null;
    }
    if (!section) return box(0, 0, 0, 0);
    const left = [...document.querySelectorAll('[data-column]')].indexOf(section) * 300;
    if (card) return box(left, 100 + [...section.querySelectorAll('[data-task-card]')].indexOf(card) * 100, 280, 90);
    if (this.hasAttribute('data-column-body')) return box(left, 90, 280, 1000);
    return box(left, 50, 280, 1100);
  });
}

/** One key press, then a tick: dnd-kit's keyboard sensor starts listening on a timer. */
async function press(code: string, target: Element = document.activeElement!) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** A server that keeps the moves it accepts, so the refetch after a move shows it. */
function movingServer() {
  let current = board;
  return taskApi({
    [`GET /api/task/board/${project._id}`]: () => ({ body: { data: current } }),
    'POST /api/task/move/task-1': (body) => {
      const { status, beforeId = null, afterId = null } = body as TaskMoveBody;
      current = moveOnBoard(current, 'task-1', status, beforeId, afterId);
      return { body: { data: current.tasks.find((t) => t._id === 'task-1') } };
    },
  });
}

describe('BoardTab', () => {
  it('shows a column per status, in the project order, with its cards', async () => {
    taskApi();
    renderTaskScreen(<BoardTab project={project} />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['To Do', 'In Progress', 'Done']);
    const todo = within(columnOf('To Do'));
    expect(todo.getAllByRole('button', { name: /^Open WEB-/ }).map((b) => b.textContent)).toEqual([
      'Write the login page',
      'Fix the broken footer link',
      'Design the pricing table',
    ]);
    expect(within(columnOf('In Progress')).getByText('WEB-4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'WEB Sprint 1' })).toBeTruthy();
    // Card details: type, priority, points, assignee, epic.
    const card = todo.getByText('WEB-2').closest('[data-task-card]') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Bug' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Priority: High' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: `Assignee: ${people.grace.name}` })).toBeTruthy();
    expect(within(todo.getByText('WEB-3').closest('[data-task-card]') as HTMLElement).getByText('Checkout')).toBeTruthy();
  });

  it('shows no drag handles and no create button to the read role', async () => {
    taskApi();
    renderTaskScreen(<BoardTab project={project} />, { role: 'read' });
    await screen.findByText('Write the login page');
    expect(screen.queryAllByRole('button', { name: /^Move WEB-/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create task' })).toBeNull();
  });

  it('gives editors a drag handle on every card', async () => {
    taskApi();
    renderTaskScreen(<BoardTab project={project} />, { role: 'editor' });
    await screen.findByText('Write the login page');
    expect(screen.getAllByRole('button', { name: /^Move WEB-/ })).toHaveLength(tasks.length);
  });

  it('opens a task in the panel by setting ?taskId=, keeping the project and tab', async () => {
    taskApi();
    renderTaskScreen(<BoardTab project={project} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open WEB-4 Set up error tracking' }));
    const search = new URLSearchParams(screen.getByTestId('location').textContent!);
    expect(Object.fromEntries(search)).toEqual({ projectId: project._id, selectedTab: 'board', taskId: 'task-4' });
  });

  it('filters with the quick filters', async () => {
    taskApi();
    renderTaskScreen(<BoardTab project={project} />);
    await screen.findByText('Write the login page');
    await userEvent.click(screen.getByRole('button', { name: 'Only my tasks' }));
    expect(screen.getAllByRole('button', { name: /^Open WEB-/ }).map((b) => b.textContent)).toEqual(['Write the login page', 'Set up error tracking']);
    expect(within(columnOf('To Do')).getByText('1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'footer');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open WEB-/ }).map((b) => b.textContent)).toEqual(['Fix the broken footer link']));
  });

  it('moves a card down with the keyboard and sends its new neighbours', async () => {
    layOutBoard();
    const calls = movingServer();
    renderTaskScreen(<BoardTab project={project} />);
    const handle = await screen.findByRole('button', { name: 'Move WEB-1' });
    handle.focus();
    await press('Space', handle);
    await press('ArrowDown');
    await press('Space');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/move/task-1')?.body).toEqual({ status: 'st-todo', beforeId: 'task-2', afterId: 'task-3' }));
    // Shown at once in its new place.
    expect(within(columnOf('To Do')).getAllByRole('button', { name: /^Open WEB-/ }).map((b) => b.textContent)).toEqual([
      'Fix the broken footer link',
      'Write the login page',
      'Design the pricing table',
    ]);
  });

  it('moves a card to the next column with the keyboard', async () => {
    layOutBoard();
    const calls = movingServer();
    renderTaskScreen(<BoardTab project={project} />);
    const handle = await screen.findByRole('button', { name: 'Move WEB-1' });
    handle.focus();
    await press('Space', handle);
    await press('ArrowRight');
    await press('Space');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/task/move/task-1')?.body).toMatchObject({ status: 'st-doing' }));
    const body = calls.find((c) => c.path === '/api/task/move/task-1')!.body as { beforeId: string | null; afterId: string | null };
    expect([body.beforeId, body.afterId].filter(Boolean)).toEqual(['task-4']);
    expect(within(columnOf('In Progress')).getByText('Write the login page')).toBeTruthy();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    layOutBoard();
    taskApi({ 'POST /api/task/move/task-1': () => ({ status: 400, body: { message: 'status: Choose a status of this project', code: 'VALIDATION_FAILED' } }) });
    renderTaskScreen(<BoardTab project={project} />);
    const handle = await screen.findByRole('button', { name: 'Move WEB-1' });
    handle.focus();
    await press('Space', handle);
    await press('ArrowRight');
    await press('Space');
    expect(await screen.findByText('status: Choose a status of this project')).toBeTruthy();
    await waitFor(() => expect(within(columnOf('To Do')).getByText('Write the login page')).toBeTruthy());
    expect(within(columnOf('In Progress')).queryByText('Write the login page')).toBeNull();
  });

  it('says when no sprint runs and the board shows every open task', async () => {
    taskApi({ [`GET /api/task/board/${project._id}`]: () => ({ body: { data: { ...board, activeSprint: null } } }) });
    renderTaskScreen(<BoardTab project={project} />);
    expect(await screen.findByRole('heading', { name: 'All open tasks' })).toBeTruthy();
  });
});
