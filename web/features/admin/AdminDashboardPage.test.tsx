import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

describe('AdminDashboardPage', () => {
  it('lists organisations with owner, user count and creation date', async () => {
    sessionApi(userWithRole('super_admin'), {
      'GET /api/admin/org': () => ({
        body: {
          data: [
            { _id: 'o1', name: 'Acme Inc.', owner: { name: 'Olivia Owner', email: 'owner@demo.test' }, userCount: 5, createdAt: '2026-01-15T10:00:00Z' },
            { _id: 'o2', name: 'Orphan Ltd', owner: null, userCount: 0, createdAt: '2026-02-01T10:00:00Z' },
          ],
        },
      }),
    });
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Organization', 'Owner', 'Users', 'Created']);
    const acme = (await within(table).findByText('Acme Inc.')).closest('tr')!;
    expect(within(acme).getByText('Olivia Owner')).toBeTruthy();
    expect(within(acme).getByText('owner@demo.test')).toBeTruthy();
    expect(within(acme).getByText('5')).toBeTruthy();
    expect(within(table).getByText('No owner')).toBeTruthy();
    expect(screen.getByText('2 organisations on the platform.')).toBeTruthy();
  });
});
