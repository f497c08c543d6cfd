import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { INVITE, MEMBERS, member, teamApi } from './teamTestData';

async function rowOf(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Team members' });
  return (await within(table).findByText(name)).closest('tr')!;
}

describe('TeamPage', () => {
  it('lists the members with role, status, joined and last active, and the seat usage', async () => {
    sessionApi(userWithRole('owner'), teamApi());
    renderApp('/admin/team');
    const riley = await rowOf('Riley Reader');
    expect(riley.querySelector('[data-initials="RR"]')).toBeTruthy();
    expect(within(riley).getAllByText('read@demo.test').length).toBeGreaterThan(0);
    expect(within(riley).getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(within(riley).getByText('Never')).toBeTruthy();
    expect(within(await rowOf('Ada Lovelace')).getByText('3 hours ago')).toBeTruthy();
    expect(await screen.findByText('5 of 10 seats used')).toBeTruthy();
    const names = within(screen.getByRole('table', { name: 'Team members' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names[0]).toContain('Ada Lovelace');
    expect(names).toHaveLength(MEMBERS.length);
  });

  it('searches and filters the members', async () => {
    sessionApi(userWithRole('owner'), teamApi());
    renderApp('/admin/team');
    await rowOf('Grace Hopper');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'hamil');
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    expect(screen.getByText('Margaret Hamilton')).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    expect(screen.getByText('Riley Reader')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('No members match')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });

  it('shows a maintainer the team and the invitations without any controls', async () => {
    sessionApi(userWithRole('maintainer', 'Margaret Hamilton'), teamApi({ 'GET /api/invite': () => ({ body: { data: [INVITE] } }) }));
    renderApp('/admin/team');
    await rowOf('Grace Hopper');
    expect(await screen.findByText(INVITE.email)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite people' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resend invitation/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke invitation/ })).toBeNull();
  });

  it('gives no controls on your own row, and explains why', async () => {
    sessionApi(userWithRole('owner'), teamApi());
    renderApp('/admin/team');
    const own = await rowOf('Ada Lovelace');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryByRole('combobox')).toBeNull();
    const actions = within(own).getByRole('button', { name: 'Actions for Ada Lovelace' });
    expect(actions.hasAttribute('disabled')).toBe(true);
    await userEvent.hover(actions.parentElement!);
    expect(await screen.findByRole('tooltip', { name: "You can't change your own role or deactivate yourself" })).toBeTruthy();
    expect(within(await rowOf('Grace Hopper')).getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeTruthy();
  });

  it('hides the controls on owner rows from an admin, who cannot make anyone an owner', async () => {
    sessionApi(userWithRole('admin', 'Grace Hopper'), teamApi());
    renderApp('/admin/team');
    const owner = await rowOf('Ada Lovelace');
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
    await userEvent.click(within(await rowOf('Margaret Hamilton')).getByRole('combobox', { name: 'Role of Margaret Hamilton' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.some((text) => text?.startsWith('Owner'))).toBe(false);
    expect(options.some((text) => text?.startsWith('Admin'))).toBe(true);
  });

  it('changes a role after a confirmation naming the person and the new role', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({ 'POST /api/user/role/user-maintainer': () => ({ body: { data: member('admin', 'Margaret Hamilton') } }) }),
    );
    renderApp('/admin/team');
    await userEvent.click(within(await rowOf('Margaret Hamilton')).getByRole('combobox', { name: 'Role of Margaret Hamilton' }));
    await userEvent.click(screen.getByRole('option', { name: /^Admin/ }));
    const dialog = screen.getByRole('dialog', { name: "Change Margaret Hamilton's role?" });
    expect(dialog.textContent).toContain('Margaret Hamilton will change from Maintainer to Admin.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/user/role/user-maintainer')?.body).toEqual({ role: 'admin' }));
    expect(await screen.findByText('Margaret Hamilton is now Admin')).toBeTruthy();
  });

  it('deactivates after confirmation and shows a refusal from the server as a toast', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      teamApi({
        'POST /api/user-status/update/user-admin': () => ({
          status: 409,
          body: { message: 'The organization needs at least one active owner', code: 'LAST_OWNER' },
        }),
      }),
    );
    renderApp('/admin/team');
    await userEvent.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Actions for Grace Hopper' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The organization needs at least one active owner')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user-status/update/user-admin')?.body).toEqual({ status: 'inactive' });
  });

  it('opens Upgrade Required when reactivating needs a seat the plan does not have', async () => {
    sessionApi(
      userWithRole('owner'),
      teamApi({
        'POST /api/user-status/update/user-read': () => ({
          status: 402,
          body: { message: 'Upgrade', code: 'UPGRADE_REQUIRED', isUpgradeRequired: true, seatsInUse: 10, seatLimit: 10 },
        }),
      }),
    );
    renderApp('/admin/team');
    await userEvent.click(within(await rowOf('Riley Reader')).getByRole('button', { name: 'Actions for Riley Reader' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reactivate' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Reactivate Riley Reader?' })).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Required' })).toBeTruthy();
  });
});
