import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import type { ProjectDetail } from './api';
import { ENUMS, project, READER } from './projectTestData';

// The task views belong to other features; here they only need to show which one is open.
vi.mock('../board/BoardTab', () => ({ BoardTab: ({ project }: { project: ProjectDetail }) => <p>Board of {project.name}</p> }));
vi.mock('../backlog/BacklogTab', () => ({ BacklogTab: () => <p>Backlog view</p> }));
vi.mock('../taskList/ListTab', () => ({ ListTab: () => <p>List view</p> }));
vi.mock('../summary/SummaryTab', () => ({ SummaryTab: () => <p>Summary view</p> }));
vi.mock('../tasks/TaskPanel', () => ({
  TaskPanel: ({ taskId, onClose }: { taskId: string; onClose: () => void }) => (
    <div role="dialog" aria-label={`Task ${taskId}`}>
      <button onClick={onClose}>Close task</button>
    </div>
  ),
}));

function workspaceApi(role: Parameters<typeof userWithRole>[0] = 'owner', extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole(role), {
    'GET /api/project/list': () => ({ body: { data: [project()] } }),
    'GET /api/project/p1': () => ({ body: { data: project() } }),
    'GET /api/project/member/p1': () => ({ body: { data: project().members } }),
    'GET /api/enum/p1': () => ({ body: { data: ENUMS } }),
    'GET /api/employee/list': () => ({ body: { data: [] } }),
    ...extra,
  });
}

describe('project workspace', () => {
  it('opens on the board by default with the project header', async () => {
    workspaceApi();
    renderApp('/task/projects/space?projectId=p1');
    expect(await screen.findByText('Board of Website')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Website' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Board' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Backlog', 'Board', 'List', 'Settings', 'Summary', 'Members', 'Notes']);
  });

  it('restores the tab and the open task from the URL, and keeps them there', async () => {
    workspaceApi();
    const { router } = renderApp('/task/projects/space?projectId=p1&selectedTab=members&taskId=t9');
    expect(await screen.findByRole('list', { name: 'Project members' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close task' }));
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=p1&selectedTab=members'));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=p1&selectedTab=settings'));
    expect(await screen.findByRole('heading', { name: 'Statuses' })).toBeTruthy();
  });

  it('shows a designed empty state for a project without notes', async () => {
    workspaceApi('owner', { 'GET /api/note/p1': () => ({ body: { data: [] } }) });
    renderApp('/task/projects/space?projectId=p1&selectedTab=notes');
    expect(await screen.findByRole('heading', { name: 'No notes in Website yet' })).toBeTruthy();
  });

  it('says so when the project does not exist or is not visible', async () => {
    sessionApi(userWithRole('owner'));
    renderApp('/task/projects/space?projectId=gone&selectedTab=board');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
  });

  it('shows settings and members read-only to the read role', async () => {
    workspaceApi('read');
    renderApp('/task/projects/space?projectId=p1&selectedTab=settings');
    await screen.findByRole('heading', { name: 'Statuses' });
    await screen.findByRole('list', { name: 'Statuses' });
    expect((screen.getByLabelText('Project name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add status' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delete project' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await screen.findByRole('list', { name: 'Project members' });
    expect(screen.queryByLabelText('Add people')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('adds and removes project members', async () => {
    const calls = workspaceApi('owner', {
      'GET /api/employee/list': () => ({ body: { data: [{ ...READER, role: 'read' }] } }),
      'PUT /api/project/member/p1': () => ({ body: { data: [] } }),
      'DELETE /api/project/member/p1': () => ({ body: { data: [] } }),
    });
    renderApp('/task/projects/space?projectId=p1&selectedTab=members');
    await userEvent.click(await screen.findByLabelText('Add people'));
    await userEvent.click(await screen.findByRole('option', { name: /Riley Reader/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ members: ['user-read'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ members: ['user-admin'] }));
  });
});
