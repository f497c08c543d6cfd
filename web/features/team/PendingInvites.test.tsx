import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { INVITE, teamApi } from './teamTestData';

const LIVE = { ...INVITE, _id: 'inv-2', email: 'later@example.com', expired: false, expiresAt: new Date(Date.now() + 6 * 86400_000 + 3600_000).toISOString() };

async function inviteRow(email: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Pending invitations' });
  return (await within(table).findByText(email)).closest('tr')!;
}

describe('pending invitations', () => {
  it('lists them with who invited, when, and an Expired mark', async () => {
    sessionApi(userWithRole('owner'), teamApi({ 'GET /api/invite': () => ({ body: { data: [INVITE, LIVE] } }) }));
    renderApp('/admin/team');
    const expired = await inviteRow(INVITE.email);
    expect(within(expired).getAllByText('Expired').length).toBeGreaterThan(0);
    expect(within(expired).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(expired).getAllByText('Editor').length).toBeGreaterThan(0);
    expect(within(await inviteRow(LIVE.email)).getAllByText(/in 6 days/).length).toBeGreaterThan(0);
  });

  it('resends an invitation', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({
        'GET /api/invite': () => ({ body: { data: [INVITE] } }),
        'POST /api/invite/inv-1/resend': () => ({ body: { data: { expiresAt: LIVE.expiresAt } } }),
      }),
    );
    renderApp('/admin/team');
    await userEvent.click(within(await inviteRow(INVITE.email)).getByRole('button', { name: `Resend invitation to ${INVITE.email}` }));
    expect(await screen.findByText('Invitation resent')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/invite/inv-1/resend')).toBe(true);
  });

  it('revokes an invitation after confirmation', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({
        'GET /api/invite': () => ({ body: { data: [LIVE] } }),
        'DELETE /api/invite/inv-2': () => ({ body: { data: { success: true } } }),
      }),
    );
    renderApp('/admin/team');
    await userEvent.click(within(await inviteRow(LIVE.email)).getByRole('button', { name: `Revoke invitation to ${LIVE.email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke invitation?' });
    expect(dialog.textContent).toContain(LIVE.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/invite/inv-2')).toBe(true));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    sessionApi(userWithRole('owner'), teamApi());
    renderApp('/admin/team');
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  });
});
