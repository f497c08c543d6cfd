import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

describe('route guards', () => {
  it('sends a visitor without a session to sign in, remembering the page', async () => {
    sessionApi(null);
    const { router } = renderApp('/calendar?view=week');
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/calendar?view=week')}`);
  });

  it('asks nobody who is signed in on a public page when no session can exist (no 401 in the console)', async () => {
    const calls = sessionApi(null);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/check')).toEqual([]);
  });

  it('forgets a stale session hint once the server says nobody is signed in', async () => {
    document.cookie = 'signed_in=1; Path=/';
    localStorage.setItem('userId', 'user-gone');
    const calls = sessionApi(null);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/check')).toHaveLength(1));
    await waitFor(() => expect(document.cookie).not.toContain('signed_in='));
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('shows ACCESS RESTRICTED on a route outside the role, and Go Back leads home', async () => {
    sessionApi(userWithRole('editor'));
    const { router } = renderApp('/billing');
    expect(await screen.findByRole('heading', { name: 'ACCESS RESTRICTED' })).toBeTruthy();
    expect(screen.getByText('Sorry, You do not have access to this page')).toBeTruthy();
    // What to do about it: the role that is missing access, and who can change it.
    expect(screen.getByText('You are signed in with the Editor role. An owner or admin of your organisation can change it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: /, Ada$/ })).toBeTruthy();
  });

  it('sends a signed-in user away from /login to their home', async () => {
    sessionApi(userWithRole('super_admin'), { 'GET /api/admin/org': () => ({ body: { data: [] } }) });
    const { router } = renderApp('/login');
    expect(await screen.findByText('No organisations yet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('signs the user out when the API answers 401 mid-session', async () => {
    localStorage.setItem('userId', 'user-owner');
    sessionApi(userWithRole('owner'), {
      'GET /api/user/list': () => ({ status: 401, body: { message: 'Session expired', code: 'UNAUTHENTICATED' } }),
    });
    const { router } = renderApp('/admin/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/admin/team')}`);
    expect(localStorage.getItem('userId')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
  });

  it('shows a designed 404 for an unknown path', async () => {
    sessionApi(null);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('API errors in a session', () => {
  it('signs the user out on a 403 SESSION_REVOKED', async () => {
    sessionApi(userWithRole('owner'), {
      'GET /api/user/list': () => ({ status: 403, body: { message: 'Session revoked', code: 'SESSION_REVOKED' } }),
    });
    const { router } = renderApp('/admin/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the user signed in on any other 403', async () => {
    sessionApi(userWithRole('owner'), {
      'GET /api/user/list': () => ({ status: 403, body: { message: 'Not allowed here', code: 'FORBIDDEN' } }),
    });
    const { router } = renderApp('/admin/team');
    expect(await screen.findByText('Not allowed here')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/team');
  });
});
