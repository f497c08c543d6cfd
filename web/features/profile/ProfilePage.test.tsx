import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile, SessionInfo } from '../../../domain/profile/profile';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

const PROFILE: Profile = { _id: 'user-read', name: 'Ada Lovelace', email: 'read@demo.test', avatar: null, timeZone: 'Europe/Berlin', hasPassword: true };
const SESSIONS: SessionInfo[] = [
  { _id: 's1', device: 'Chrome on Linux', userAgent: 'Mozilla/5.0', ipAddress: '10.0.0.1', createdAt: '2026-11-01T10:00:00Z', lastSeenAt: '2026-11-25T10:00:00Z', current: true },
  { _id: 's2', device: 'Safari on iOS', userAgent: 'Mozilla/5.0', ipAddress: '10.0.0.2', createdAt: '2026-11-02T10:00:00Z', lastSeenAt: '2026-11-24T10:00:00Z', current: false },
];

function profileApi(extra: Parameters<typeof sessionApi>[1] = {}, role: Parameters<typeof userWithRole>[0] = 'read') {
  return sessionApi(userWithRole(role), {
    'GET /api/profile': () => ({ body: { data: PROFILE } }),
    'GET /api/profile/sessions': () => ({ body: { data: SESSIONS } }),
    ...extra,
  });
}

describe('ProfilePage', () => {
  it('is reached from the avatar menu, between the spec entries and Logout, by a read member', async () => {
    profileApi();
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(-2)).toEqual(['Profile', 'Logout']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    for (const heading of ['Picture', 'Details', 'Password', 'Email', 'Active sessions']) expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const sessions = screen.getByRole('list', { name: 'Active sessions' });
    expect(within(sessions).getByText('This device')).toBeTruthy();
    expect(within(sessions).getByRole('button', { name: 'Sign out Safari on iOS, 10.0.0.2' })).toBeTruthy();
  });

  it('opens for the platform administrator too', async () => {
    profileApi({}, 'super_admin');
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it('saves the name and time zone together', async () => {
    const calls = profileApi({ 'PUT /api/profile': (body) => ({ body: { data: { ...PROFILE, ...(body as object) } } }) });
    renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Ada King', timeZone: 'Europe/Berlin' });
  });

  it('shows a wrong current password under its field, not as a toast', async () => {
    profileApi({
      'POST /api/profile/password': () => ({
        status: 400,
        body: { message: 'currentPassword: Current password is incorrect', code: 'VALIDATION_FAILED', field: 'currentPassword' },
      }),
    });
    renderApp('/profile');
    const form = await screen.findByRole('region', { name: 'Password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'not my password');
    await userEvent.type(within(form).getByLabelText('New password'), 'a brand new password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells where the email link went, and keeps the current address until it is opened', async () => {
    profileApi({ 'POST /api/profile/email': () => ({ body: { data: { message: "We've sent a link to new@demo.test. Your email changes when you open it." } } }) });
    renderApp('/profile');
    const form = await screen.findByRole('region', { name: 'Email' });
    await userEvent.type(within(form).getByLabelText('New email'), 'new@demo.test');
    await userEvent.type(within(form).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(/sent a link to new@demo.test/)).toBeTruthy();
    expect(within(form).getByText('You sign in with read@demo.test.')).toBeTruthy();
  });
});
