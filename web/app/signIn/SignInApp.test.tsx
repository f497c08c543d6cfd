import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_ROUTES } from '../../../domain/permissions/roles';
import { signInPages } from '../../features/auth/routes';
import { mockApi, sessionApi, userWithRole } from '../../test/renderApp';
import { SignInApp } from './SignInApp';

const config = () => ({ body: { data: { googleClientId: null, appName: 'Teamwork' } } });

let mounted: { root: Root; container: HTMLElement } | null = null;

/** /login or /signup opened cold, as web/signIn.tsx draws it: without the router, in a root the app can take over. */
function openSignInPage(path: string) {
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  mounted = { root, container };
  act(() => root.render(<SignInApp root={root} />));
}

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  window.history.replaceState(null, '', '/');
});

describe('the sign-in pages drawn without the router', () => {
  it('are the pages the server serves signin.html for', () => {
    expect(signInPages.map((page) => page.path)).toEqual([...SIGN_IN_ROUTES]);
  });

  it('move between /login and /signup in the page, and follow the back button', async () => {
    mockApi({ 'GET /api/app-config': config });
    openSignInPage('/login?redirectUrl=%2Fnotes');
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
    expect(document.title).toBe('Log in · Teamwork');

    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    // redirectUrl goes along, so signing in from /signup still lands where it points.
    expect(window.location.pathname + window.location.search).toBe('/signup?redirectUrl=%2Fnotes');
    expect(document.title).toBe('Sign up · Teamwork');

    act(() => {
      window.history.back();
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamwork' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a refused sign-in on the form', async () => {
    mockApi({
      'GET /api/app-config': config,
      'POST /api/user/login': () => ({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }),
    });
    openSignInPage('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(window.location.pathname).toBe('/login');
  });

  it('hands the page over to the app once someone signs in, at their redirectUrl', async () => {
    const user = userWithRole('owner');
    const calls = sessionApi(null, {
      'GET /api/app-config': config,
      'POST /api/user/login': () => ({ body: { data: { user, token: 'token' } } }),
    });
    openSignInPage('/login?redirectUrl=%2Fadmin%2Fteam');
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/team'));
    // The app's shell, drawn in the same document: nobody asked again who is signed in.
    expect(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to Teamwork' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/check')).toBe(false);
    expect(localStorage.getItem('userId')).toBe(user._id);
  });

  it('hands the page over to the app for any other page, such as Forgot password', async () => {
    sessionApi(null, { 'GET /api/app-config': config });
    openSignInPage('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(window.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' }, { timeout: 10_000 })).toBeTruthy();
  });
});
