import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPGRADE_REQUIRED_TEXT } from '../../../domain/billing/plans';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { teamApi } from './teamTestData';

const seatsFree = () => ({ body: { success: true, isUpgradeRequired: false, seatsInUse: 5, seatLimit: 10 } });

async function openInviteDialog(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Invite people' }));
  return screen.findByRole('dialog', { name: 'Invite people' });
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

function chipLabels(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('.MuiChip-root')).map((chip) => chip.getAttribute('aria-label') ?? '');
}

describe('inviting people', () => {
  it('turns a pasted list into chips and marks the invalid ones', async () => {
    sessionApi(userWithRole('owner'), teamApi({ 'GET /api/plan/check': seatsFree }));
    renderApp('/admin/team');
    const dialog = await openInviteDialog();
    paste(within(dialog).getByRole('combobox', { name: 'Email addresses' }), 'grace@example.com, editor@demo.test\nnot-an-email;GRACE@example.com');
    expect(chipLabels(dialog)).toEqual(['grace@example.com', 'editor@demo.test', 'not-an-email: Not a valid email address']);
    expect(within(dialog).getByText('Fix or remove the address marked in red')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send 3 invitations' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(dialog.querySelectorAll('.MuiChip-root')[2]!.querySelector('.MuiChip-deleteIcon')!);
    expect(within(dialog).getByRole('button', { name: 'Send 2 invitations' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the answer for each address and keeps the refused ones for correction', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({
        'GET /api/plan/check': seatsFree,
        'POST /api/user/invite': () => ({
          body: {
            data: [
              { email: 'grace@example.com', status: 'invited', message: 'Invitation sent' },
              { email: 'editor@demo.test', status: 'exists', message: 'This person already has a Teamwork account' },
            ],
          },
        }),
      }),
    );
    renderApp('/admin/team');
    const dialog = await openInviteDialog();
    paste(within(dialog).getByRole('combobox', { name: 'Email addresses' }), 'grace@example.com editor@demo.test');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(screen.getByRole('option', { name: /^Owner/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: /^Maintainer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));

    const results = await within(dialog).findByRole('list', { name: 'Invitation results' });
    expect(calls.find((call) => call.path === '/api/user/invite')?.body).toEqual({
      emails: ['grace@example.com', 'editor@demo.test'],
      role: 'maintainer',
    });
    expect(within(results).getByText('Invitation sent')).toBeTruthy();
    expect(within(results).getByText('This person already has a Teamwork account')).toBeTruthy();
    expect(within(dialog).getByText('1 of 2 invited')).toBeTruthy();
    expect(chipLabels(dialog)).toEqual(['editor@demo.test: This person already has a Teamwork account']);
  });

  it('closes with a toast when everyone was invited, starting with Editor as the role', async () => {
    const calls = sessionApi(
      userWithRole('admin', 'Grace Hopper'),
      teamApi({
        'GET /api/plan/check': seatsFree,
        'POST /api/user/invite': () => ({ body: { data: [{ email: 'new@example.com', status: 'invited', message: 'Invitation sent' }] } }),
      }),
    );
    renderApp('/admin/team');
    const dialog = await openInviteDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(screen.queryByRole('option', { name: /^Owner/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Email addresses' }), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitations sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite people' })).toBeNull());
    expect(calls.find((call) => call.path === '/api/user/invite')?.body).toEqual({ emails: ['new@example.com'], role: 'editor' });
  });

  it('shows Upgrade Required instead of the dialog when the plan is full, and Manage Billing leads to /billing', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({ 'GET /api/plan/check': () => ({ body: { success: true, isUpgradeRequired: true, seatsInUse: 10, seatLimit: 10 } }) }),
    );
    const { router } = renderApp('/admin/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite people' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(calls.find((call) => call.path === '/api/plan/check')?.query).toBe('type=user');
    expect(within(modal).getByText(UPGRADE_REQUIRED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite people' })).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });

  it('says Unable to Invite when the plan check fails', async () => {
    sessionApi(userWithRole('owner'), teamApi({ 'GET /api/plan/check': () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }) }));
    renderApp('/admin/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite people' }));
    expect(await screen.findByText('Unable to Invite', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('swaps the dialog for Upgrade Required when the invitations need more seats than are left', async () => {
    sessionApi(
      userWithRole('owner'),
      teamApi({
        'GET /api/plan/check': seatsFree,
        'POST /api/user/invite': () => ({
          status: 402,
          body: { message: UPGRADE_REQUIRED_TEXT, code: 'UPGRADE_REQUIRED', isUpgradeRequired: true, seatsInUse: 9, seatLimit: 10 },
        }),
      }),
    );
    renderApp('/admin/team');
    const dialog = await openInviteDialog();
    paste(within(dialog).getByRole('combobox', { name: 'Email addresses' }), 'a@example.com b@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Required' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite people' })).toBeNull());
  });
});
