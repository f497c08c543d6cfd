import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';

describe('TeamPage', () => {
  it('lists the members with avatar initials, email, role and status', async () => {
    sessionApi(userWithRole('owner'), {
      'GET /api/user/list': () => ({
        body: {
          data: [
            {
              _id: 'u1',
              name: 'Riley Reader',
              email: 'read@demo.test',
              role: 'read',
              status: 'inactive',
              emailVerified: true,
              createdAt: '2026-01-15T10:00:00Z',
              lastActiveAt: null,
            },
          ],
        },
      }),
    });
    renderApp('/admin/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    const row = (await within(table).findByText('Riley Reader')).closest('tr')!;
    expect(within(row).getByText('RR')).toBeTruthy();
    expect(within(row).getAllByText('read@demo.test').length).toBeGreaterThan(0);
    expect(within(row).getByText('Read')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
  });
});
