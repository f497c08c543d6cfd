import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { ENUMS, project } from '../projectTestData';

type Handler = NonNullable<Parameters<typeof sessionApi>[1]>[string];

function settingsApi(extra: Record<string, Handler> = {}) {
  return sessionApi(userWithRole('maintainer'), {
    'GET /api/project/list': () => ({ body: { data: [project()] } }),
    'GET /api/project/p1': () => ({ body: { data: project() } }),
    'GET /api/enum/p1': () => ({ body: { data: ENUMS } }),
    ...extra,
  });
}

const withoutStatus = (id: string) => ({ body: { data: { ...ENUMS, statuses: ENUMS.statuses.filter((s) => s._id !== id) } } });

async function openSettings() {
  renderApp('/task/projects/space?projectId=p1&selectedTab=settings');
  return screen.findByRole('list', { name: 'Statuses' });
}

describe('project settings', () => {
  it('asks where the tasks go before deleting a status in use', async () => {
    const calls = settingsApi({ 'DELETE /api/enum/delete': () => withoutStatus('s-to-do') });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete To Do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete To Do?' });
    expect(within(dialog).getByText('3 tasks have the status To Do. Where should they go?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move tasks to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move tasks and delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/enum/delete')?.body).toEqual({ projectId: 'p1', id: 's-to-do', moveTo: 's-done' }),
    );
    expect(await screen.findByText('The status To Do was deleted')).toBeTruthy();
  });

  it('asks where the tasks go when the server reports tasks the list did not know about', async () => {
    const bodies: unknown[] = [];
    settingsApi({
      'DELETE /api/enum/delete': (body) => {
        bodies.push(body);
        return (body as { moveTo?: string }).moveTo
          ? withoutStatus('s-in-progress')
          : { status: 409, body: { message: '2 tasks have this status', code: 'CONFLICT', taskCount: 2 } };
      },
    });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete In Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete In Progress?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    expect(await within(dialog).findByText('2 tasks have the status In Progress. Where should they go?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move tasks and delete' }));
    await waitFor(() => expect(bodies).toEqual([{ projectId: 'p1', id: 's-in-progress' }, { projectId: 'p1', id: 's-in-progress', moveTo: 's-to-do' }]));
  });

  it('adds a status with a category and a palette colour', async () => {
    const calls = settingsApi({ 'POST /api/enum/add': () => ({ body: { data: ENUMS } }) });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Add status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add status' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'QA');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Violet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add status' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/enum/add')?.body).toEqual({
        projectId: 'p1',
        type: 'status',
        name: 'QA',
        color: '#7048E8',
        category: 'in_progress',
      }),
    );
  });

  it('saves name, key and status with the full member list', async () => {
    const calls = settingsApi({ 'POST /api/project/update/p1': () => ({ body: { data: project({ name: 'Website 2' }) } }) });
    await openSettings();
    const name = screen.getByLabelText('Project name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Website 2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/project/update/p1')?.body).toEqual({
        name: 'Website 2',
        key: 'WEB',
        description: 'Marketing site',
        status: 'completed',
        lead: 'user-owner',
        members: ['user-owner', 'user-admin'],
      }),
    );
    expect(await screen.findByText('Project settings saved')).toBeTruthy();
  });
});
