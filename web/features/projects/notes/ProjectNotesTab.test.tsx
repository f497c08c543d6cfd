import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { GRACE, WEB_PROJECT, noteDetail, noteSummary } from '../../notes/noteTestData';
import { project } from '../projectTestData';

vi.mock('../../notes/editor/NoteEditor', () => ({ NoteEditor: () => <div data-testid="note-editor" /> }));

const inProject = { projectId: 'p1', project: WEB_PROJECT };

function projectApi(role: Parameters<typeof userWithRole>[0], extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole(role), {
    'GET /api/project/list': () => ({ body: { data: [project()] } }),
    'GET /api/project/p1': () => ({ body: { data: project() } }),
    'GET /api/note/p1': () => ({ body: { data: [noteSummary({ ...inProject, title: 'Kick-off', activeUsers: [GRACE] })] } }),
    ...extra,
  });
}

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('../../notes/NotesPage'), 60_000);

describe('the project’s notes tab', () => {
  it('lists the project’s notes and opens one on the notes page', async () => {
    projectApi('owner', { 'GET /api/note': () => ({ body: { data: [] } }), 'GET /api/note/n1/detail': () => ({ body: { data: noteDetail({ ...inProject, title: 'Kick-off' }) } }) });
    const { router } = renderApp('/task/projects/space?projectId=p1&selectedTab=notes');
    const list = await screen.findByRole('list', { name: 'Notes of Website' });
    const row = within(list).getByRole('link', { name: /Kick-off/ });
    expect(within(row).getByRole('img', { name: 'In it now: Grace Hopper' })).toBeTruthy();
    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/notes?noteId=n1'));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('creates a note with the project attached', async () => {
    const calls = projectApi('editor', {
      'POST /api/note': () => ({ status: 201, body: { data: noteSummary({ ...inProject, _id: 'n5', title: 'Untitled' }) } }),
      'GET /api/note': () => ({ body: { data: [] } }),
      'GET /api/note/n5/detail': () => ({ body: { data: noteDetail({ ...inProject, _id: 'n5', title: 'Untitled' }) } }),
    });
    const { router } = renderApp('/task/projects/space?projectId=p1&selectedTab=notes');
    await userEvent.click(await screen.findByRole('button', { name: 'New note' }));
    await waitFor(() => expect(router.state.location.search).toBe('?noteId=n5'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/note')?.body).toEqual({ projectId: 'p1' });
  });

  it('offers no New note to someone who only reads the project', async () => {
    projectApi('read');
    renderApp('/task/projects/space?projectId=p1&selectedTab=notes');
    await screen.findByRole('list', { name: 'Notes of Website' });
    expect(screen.queryByRole('button', { name: 'New note' })).toBeNull();
  });
});
