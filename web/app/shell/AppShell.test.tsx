import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

function mainMenuLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
}

describe('app shell', () => {
  it('lists the owner menu with projects, a create-project button and the chat area', async () => {
    sessionApi(userWithRole('owner'));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(mainMenuLabels()).toEqual(['Dashboard', 'Calendar', 'Notes', 'Create project', 'All projects', 'Team', 'Performance', 'Visitors', 'Billing']);
    expect(screen.getByRole('button', { name: 'Projects' })).toBeTruthy();
    expect(await screen.findByText('No Projects')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create project' }).getAttribute('href')).toBe('/project/create');
    // The chat area loads beside the shell (a slot of its own chunk).
    expect((await screen.findByRole('link', { name: 'Chat' })).getAttribute('href')).toBe('/chat');
    expect(await screen.findByText('No Direct Message yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Direct Message' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives a read-only member no Team, Billing or create-project entry', async () => {
    sessionApi(userWithRole('read'));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(mainMenuLabels()).toEqual(['Dashboard', 'Calendar', 'Notes', 'All projects']);
    expect(screen.queryByRole('link', { name: 'Create project' })).toBeNull();
  });

  it('gives the super admin only the admin dashboard, without bell or chat', async () => {
    sessionApi(userWithRole('super_admin'), { 'GET /api/admin/org': () => ({ body: { data: [] } }) });
    renderApp('/admin/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(mainMenuLabels()).toEqual(['Dashboard']);
    // The bell and the chat area load beside the shell: give them the time they take elsewhere to come, and they do not.
    await expect(screen.findByRole('link', { name: 'Chat' }, { timeout: 500 })).rejects.toThrow();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Direct Message' })).toBeNull();
    expect(screen.queryByText('Loading conversations…')).toBeNull();
  });

  it('toggles the theme from the top bar', async () => {
    sessionApi(userWithRole('owner'));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    expect(localStorage.getItem('themeMode')).toBe('dark');
  });

  it('shows the account menu and logs out to a bare /login', async () => {
    localStorage.setItem('userRole', 'owner');
    const calls = sessionApi(userWithRole('owner'), { 'POST /api/logout': () => ({ body: { data: { success: true } } }) });
    const { router } = renderApp('/calendar');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('owner@demo.test')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Performance Settings' })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    expect(localStorage.getItem('userRole')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
  });

  it('hides Performance Settings from everyone but the owner', async () => {
    sessionApi(userWithRole('admin'));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    // The menu loads on first opening: it is there before what it lacks is checked.
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Performance Settings' })).toBeNull();
  });
});
