import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, userWithRole } from '../../test/renderApp';

const signedOut = () => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } });
const config = () => ({ body: { data: { googleClientId: null, appName: 'Teamwork' } } });

async function signIn(password = 'correct horse') {
  await userEvent.type(await screen.findByLabelText('Email'), 'Owner@Demo.test');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the server message and stays on /login for wrong credentials', async () => {
    mockApi({
      'GET /api/check': signedOut,
      'GET /api/app-config': config,
      'POST /api/user/login': () => ({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }),
    });
    const { router } = renderApp('/login?redirectUrl=%2Fnotes');
    await signIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('stores the session keys and follows redirectUrl after signing in', async () => {
    const user = userWithRole('owner');
    const calls = mockApi({
      'GET /api/check': signedOut,
      'GET /api/app-config': config,
      'POST /api/user/login': () => ({ body: { data: { user, token: 'token' } } }),
      'GET /api/notification': () => ({ body: { unreadCount: 0, data: [] } }),
    });
    const { router } = renderApp('/login?redirectUrl=%2Fnotes');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(calls.find((call) => call.path === '/api/user/login')?.body).toEqual({
      email: 'owner@demo.test',
      password: 'correct horse',
    });
    expect(localStorage.getItem('userId')).toBe(user._id);
    expect(localStorage.getItem('userRole')).toBe('owner');
    expect(localStorage.getItem('email')).toBe(user.email);
    expect(localStorage.getItem('userName')).toBe(user.name);
  });

  it('validates the fields before calling the server', async () => {
    const calls = mockApi({ 'GET /api/check': signedOut, 'GET /api/app-config': config });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/user/login')).toBe(false);
  });

  it('reveals the password with the show/hide toggle', async () => {
    mockApi({ 'GET /api/check': signedOut, 'GET /api/app-config': config });
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
