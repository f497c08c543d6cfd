import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { EMPLOYEES, GRACE, project } from './projectTestData';

function createApi(add: (body: unknown) => { status?: number; body: unknown } = () => ({ body: { data: project({ _id: 'p-new' }) } })) {
  return sessionApi(userWithRole('owner'), {
    'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }),
    'GET /api/project/list': () => ({ body: { data: [project()] } }),
    'POST /api/project/add': add,
  });
}

async function pickMember(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Members' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}

describe('create project', () => {
  it('says exactly what is missing', async () => {
    const calls = createApi();
    renderApp('/project/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    // The creator is already a member, so members are not missing.
    expect(screen.queryByText('Please select at least one member')).toBeNull();
    expect(calls.some((call) => call.path === '/api/project/add')).toBe(false);
  });

  it('lets a team of one create its first project, the creator its member, who cannot be taken out alone', async () => {
    const calls = createApi();
    renderApp('/project/create');
    await userEvent.type(await screen.findByLabelText('Project name'), 'Solo');
    await userEvent.click(screen.getByRole('combobox', { name: 'Members' }));
    const self = await screen.findByRole('option', { name: 'Ada Lovelace (you)' });
    expect(self.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project added successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/project/add')?.body).toMatchObject({ name: 'Solo', members: ['user-owner'] });
  });

  it('lets the creator step out once someone else is in', async () => {
    const calls = createApi();
    renderApp('/project/create');
    await userEvent.type(await screen.findByLabelText('Project name'), 'Handed over');
    await pickMember('Grace Hopper');
    await pickMember('Ada Lovelace (you)');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project added successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/project/add')?.body).toMatchObject({ members: [GRACE._id] });
  });

  it('proposes a key from the name, past keys already taken, until the key is edited', async () => {
    createApi();
    renderApp('/project/create');
    const name = await screen.findByLabelText('Project name');
    const key = screen.getByLabelText('Key') as HTMLInputElement;
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Website'));
    await userEvent.type(name, 'Mobile App');
    expect(key.value).toBe('MA');
    await userEvent.clear(name);
    // 'Website' would be WEB, which the project 'Website' already uses.
    await userEvent.type(name, 'Website');
    expect(key.value).toBe('WEB2');
    await userEvent.clear(key);
    await userEvent.type(key, 'site');
    await userEvent.type(name, ' v2');
    expect(key.value).toBe('SITE');
  });

  it('adds the project, says so and opens it', async () => {
    const calls = createApi();
    const { router } = renderApp('/project/create');
    await userEvent.type(await screen.findByLabelText('Project name'), 'Mobile App');
    await pickMember('Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project added successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/project/add')?.body).toEqual({
      name: 'Mobile App',
      key: 'MA',
      members: ['user-owner', GRACE._id],
      addedBy: 'user-owner',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?projectId=p-new&selectedTab=board'));
  });

  it('shows the spec toast when the server refuses, and a taken key under the key', async () => {
    createApi(() => ({ status: 409, body: { message: 'The key MA is already used by another project', code: 'CONFLICT' } }));
    renderApp('/project/create');
    await userEvent.type(await screen.findByLabelText('Project name'), 'Mobile App');
    await pickMember('Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Unable to add project')).toBeTruthy();
    expect(screen.getByText('The key MA is already used by another project')).toBeTruthy();
  });

  it('lists team members by name in the multi-select', async () => {
    createApi();
    renderApp('/project/create');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Members' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ada Lovelace (you)', 'Grace Hopper', 'Riley Reader']);
  });

  it('is not offered to an editor', async () => {
    sessionApi(userWithRole('editor'));
    renderApp('/project/create');
    expect(await screen.findByText('ACCESS RESTRICTED')).toBeTruthy();
  });
});
