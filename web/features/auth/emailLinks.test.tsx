import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/renderApp';

const signedOut = () => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } });
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('email link pages', () => {
  it('confirms a verified email and offers to sign in', async () => {
    mockApi({ 'GET /api/check': signedOut, 'GET /api/verify-email': () => ({ body: { data: { email: 'ada@demo.test' } } }) });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Continue to sign in' }));
    // The sign-in form already has the verified address: only the password is left to type.
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@demo.test');
  });

  it('shows the server message for a bad verification link', async () => {
    mockApi({
      'GET /api/check': signedOut,
      'GET /api/verify-email': () => ({ status: 400, body: { message: 'This link has expired', code: 'TOKEN_INVALID' } }),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('forwards a valid reset link to the new-password form', async () => {
    mockApi({
      'GET /api/check': signedOut,
      'GET /api/verify-forgot-email': () => ({ body: { data: { email: 'ada@demo.test' } } }),
    });
    const { router } = renderApp(`/forgot-password/verify?token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetPassword'));
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('Not the same as your email address')).toBeTruthy();
  });
});
