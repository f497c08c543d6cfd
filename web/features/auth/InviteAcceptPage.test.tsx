import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, userWithRole } from '../../test/renderApp';

const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
const signedOut = () => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } });
const invitation = (status: string) => () => ({
  body: {
    data: {
      email: 'new.person@example.com',
      role: 'maintainer',
      organizationName: 'Demo Inc',
      inviterName: 'Ada Lovelace',
      status,
      expiresAt: '2026-03-08T10:00:00Z',
    },
  },
});
const LOOKUP = `GET /api/user/invite/${CODE}`;

function ruleState(rule: string): string | null {
  return within(screen.getByText(rule).closest('li')!).getByTitle(/met/i).textContent;
}

describe('InviteAcceptPage', () => {
  it('offers to join with a name and password, then signs the new member in', async () => {
    const user = { ...userWithRole('maintainer', 'New Person'), email: 'new.person@example.com' };
    const calls = mockApi({
      'GET /api/check': signedOut,
      [LOOKUP]: invitation('pending'),
      'PUT /api/register': () => ({ status: 201, body: { data: { user, token: 'token' } } }),
      'GET /api/notification': () => ({ body: { unreadCount: 0, data: [] } }),
    });
    const { router } = renderApp(`/invite/accept?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Join Demo Inc' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace invited you to join as Maintainer')).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('new.person@example.com');
    expect(email.readOnly).toBe(true);

    await userEvent.type(screen.getByLabelText('Name'), 'New Person');
    await userEvent.type(screen.getByLabelText('Password'), 'new.person@example.com');
    expect(ruleState('At least 8 characters')).toBe('Met');
    expect(ruleState('Not the same as your email address')).toBe('Not met');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Password must not be your email address')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'engine-2024');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const register = calls.find((call) => call.path === '/api/register')!;
    expect(register.query).toBe(`inviteCode=${CODE}`);
    expect(register.body).toEqual({ name: 'New Person', password: 'engine-2024' });
    expect(localStorage.getItem('userId')).toBe(user._id);
    expect(localStorage.getItem('userRole')).toBe('maintainer');
    expect(localStorage.getItem('email')).toBe('new.person@example.com');
    expect(localStorage.getItem('userName')).toBe('New Person');
  });

  it('shows the server message when the invitation changed meanwhile (410)', async () => {
    mockApi({
      'GET /api/check': signedOut,
      [LOOKUP]: invitation('pending'),
      'PUT /api/register': () => ({
        status: 410,
        body: { message: 'This invitation was withdrawn. Ask your team admin for a new one.', code: 'INVITE_UNAVAILABLE', status: 'revoked' },
      }),
    });
    renderApp(`/invite/accept?code=${CODE}`);
    await userEvent.type(await screen.findByLabelText('Name'), 'New Person');
    await userEvent.type(screen.getByLabelText('Password'), 'engine-2024');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation was withdrawn. Ask your team admin for a new one.');
  });

  it('declines', async () => {
    const calls = mockApi({
      'GET /api/check': signedOut,
      [LOOKUP]: invitation('pending'),
      [`POST /api/user/invite/${CODE}/decline`]: () => ({ body: { data: { success: true } } }),
    });
    renderApp(`/invite/accept?code=${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'You declined the invitation' })).toBeTruthy();
    expect(calls.some((call) => call.path === `/api/user/invite/${CODE}/decline`)).toBe(true);
  });

  it('explains an expired invitation', async () => {
    mockApi({ 'GET /api/check': signedOut, [LOOKUP]: invitation('expired') });
    renderApp(`/invite/accept?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeTruthy();
    expect(screen.getByText(/Ask your team admin for a new one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('sends someone whose invitation was used to sign in', async () => {
    mockApi({ 'GET /api/check': signedOut, [LOOKUP]: invitation('accepted') });
    const { router } = renderApp(`/invite/accept?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This invitation has already been used' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains a withdrawn invitation', async () => {
    mockApi({ 'GET /api/check': signedOut, [LOOKUP]: invitation('revoked') });
    renderApp(`/invite/accept?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This invitation was withdrawn' })).toBeTruthy();
  });

  it('calls an unknown code, or none, not valid', async () => {
    mockApi({ 'GET /api/check': signedOut, [LOOKUP]: () => ({ status: 404, body: { message: 'This invitation link is not valid', code: 'NOT_FOUND' } }) });
    renderApp(`/invite/accept?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeTruthy();
  });

  it('needs a code', async () => {
    mockApi({ 'GET /api/check': signedOut });
    renderApp('/invite/accept');
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeTruthy();
  });
});
