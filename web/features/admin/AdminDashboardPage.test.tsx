import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

describe('AdminDashboardPage', () => {
  it('lists organisations with owner, user count and creation date', async () => {
    sessionApi(userWithRole('super_admin'), {
      'GET /api/admin/org': () => ({
        body: {
          data: [
            { _id: 'o1', name: 'Acme Inc.', owner: { name: 'Olivia Owner', email: 'owner@demo.test' }, userCount: 5, subscriptionStatus: 'active', createdAt: '2026-01-15T10:00:00Z' },
            { _id: 'o2', name: 'Orphan Ltd', owner: null, userCount: 0, subscriptionStatus: 'past_due', createdAt: '2026-02-01T10:00:00Z' },
          ],
        },
      }),
    });
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Organization', 'Owner', 'Users', 'Status', 'Created', '']);
    const acme = (await within(table).findByText('Acme Inc.')).closest('tr')!;
    expect(within(acme).getByText('Olivia Owner')).toBeTruthy();
    expect(within(acme).getByText('owner@demo.test')).toBeTruthy();
    expect(within(acme).getByText('5')).toBeTruthy();
    expect(within(acme).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(table).getByText('No owner')).toBeTruthy();
    expect(screen.getByText('2 organisations on the platform.')).toBeTruthy();
  });

  it('restricts an organisation after a confirmation and lifts a restriction', async () => {
    let status = 'active';
    const calls = sessionApi(userWithRole('super_admin'), {
      'GET /api/admin/org': () => ({
        body: { data: [{ _id: 'o1', name: 'Acme Inc.', owner: null, userCount: 5, subscriptionStatus: status, createdAt: '2026-01-15T10:00:00Z' }] },
      }),
      'PUT /api/admin/org/o1/restrict': () => {
        status = 'restricted';
        return { body: { data: { _id: 'o1', subscriptionStatus: 'restricted' } } };
      },
      'PUT /api/admin/org/o1/lift': () => {
        status = 'active';
        return { body: { data: { _id: 'o1', subscriptionStatus: 'active' } } };
      },
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Restrict Acme Inc.' }));
    const dialog = screen.getByRole('dialog', { name: 'Restrict organisation?' });
    expect(dialog.textContent).toContain('Every member of Acme Inc. sees the restriction screen until you lift it. Owners and admins can still open billing');
    expect(dialog.textContent).not.toContain('billing included');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restrict' }));
    expect(await screen.findByText('Acme Inc. is restricted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/admin/org/o1/restrict']);

    await userEvent.click(await screen.findByRole('button', { name: 'Lift the restriction on Acme Inc.' }));
    expect(await screen.findByText('Acme Inc. is no longer restricted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/admin/org/o1/restrict', '/api/admin/org/o1/lift']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restrict Acme Inc.' })).toBeTruthy());
  });
});
