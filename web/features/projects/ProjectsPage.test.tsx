import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { project } from './projectTestData';

const PROJECTS = [project(), project({ _id: 'p2', name: 'Mobile App', key: 'MA', status: 'completed', lead: null, unfinishedTasks: 0 })];

describe('projects list', () => {
  it('lists projects with key, status, lead and open tasks, and the drawer with unfinished counts', async () => {
    sessionApi(userWithRole('owner'), { 'GET /api/project/list': () => ({ body: { data: PROJECTS } }) });
    renderApp('/task/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    await within(table).findByText('Website');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByText('WEB')).toHaveLength(2); // the tile and the key under the name
    expect(within(rows[0]!).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[0]!).getByText('3')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Completed').length).toBeGreaterThan(0);
    expect(within(rows[1]!).getByText('No lead')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: /^Website/ });
    expect(link.textContent).toContain('3 unfinished tasks');
    expect(link.getAttribute('href')).toBe('/task/projects/space?projectId=p1&selectedTab=board');
    expect(within(nav).getByRole('link', { name: /^Mobile App/ }).textContent).toContain('0 unfinished tasks');
  });

  it('filters by status through the API', async () => {
    const calls = sessionApi(userWithRole('owner'), { 'GET /api/project/list': () => ({ body: { data: PROJECTS } }) });
    renderApp('/task/projects');
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/project/list' && call.query === 'status=completed')).toBe(true));
  });

  it('opens Upgrade Required when the plan allows no more projects', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      'GET /api/project/list': () => ({ body: { data: PROJECTS } }),
      'GET /api/plan/check': () => ({ body: { success: true, isUpgradeRequired: true } }),
    });
    const { router } = renderApp('/task/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'New project' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Required' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/plan/check')?.query).toBe('type=project');
    expect(router.state.location.pathname).toBe('/task/projects');
  });

  it('goes to the create form when the plan has room', async () => {
    sessionApi(userWithRole('maintainer'), {
      'GET /api/project/list': () => ({ body: { data: PROJECTS } }),
      'GET /api/plan/check': () => ({ body: { success: true, isUpgradeRequired: false } }),
    });
    const { router } = renderApp('/task/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'New project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/create'));
  });

  it('gives a read-only member no create or edit controls', async () => {
    sessionApi(userWithRole('read'), { 'GET /api/project/list': () => ({ body: { data: PROJECTS } }) });
    renderApp('/task/projects');
    await within(await screen.findByRole('table', { name: 'Projects' })).findByText('Website');
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create project' })).toBeNull();
  });

  it('deletes a project after a confirmation naming it', async () => {
    const calls = sessionApi(userWithRole('admin'), {
      'GET /api/project/list': () => ({ body: { data: PROJECTS } }),
      'DELETE /api/project/delete/p1': () => ({ body: { data: { success: true } } }),
    });
    renderApp('/task/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Website' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Website?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/project/delete/p1')).toBe(true));
    expect(await screen.findByText('Website was deleted')).toBeTruthy();
  });

  it('offers no delete to a maintainer', async () => {
    sessionApi(userWithRole('maintainer'), { 'GET /api/project/list': () => ({ body: { data: PROJECTS } }) });
    renderApp('/task/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Website' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete project' })).toBeNull();
  });
});
