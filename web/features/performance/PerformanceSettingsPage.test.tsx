import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { DELIVERY, OWNER_ACCESS, PERFORMANCE_API, SETTINGS } from './credits/creditTestData';

beforeAll(() => import('./PerformanceSettingsPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

describe('the performance settings page', { timeout: 60_000 }, () => {
  it('saves the roles, the week, and the automatic rule with its category', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      ...PERFORMANCE_API,
      'PUT /api/performance/settings': (body) => ({ body: { data: { ...SETTINGS, ...(body as object) }, access: OWNER_ACCESS } }),
    });
    renderApp('/performancesettings');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Maintainer' }, FIRST_PAINT));
    await userEvent.click(screen.getByRole('combobox', { name: 'Week starts on' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Credit done tasks automatically' }));
    // The rule needs a category: said at the field before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a category for automatic credits')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const automatic = screen.getByRole('region', { name: 'Automatic credits' });
    await userEvent.click(within(automatic).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Performance settings saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      recorderRoles: ['owner', 'admin', 'maintainer'],
      weekStartsOn: 0,
      timeZone: 'UTC',
      automaticCredits: { enabled: true, pointsPerStoryPoint: 1, categoryId: DELIVERY._id, projectIds: null },
      peerRecognition: { enabled: false, monthlyAllowance: 100, categoryId: null },
    });
  });

  it("tells the owner a used category was archived rather than deleted", async () => {
    sessionApi(userWithRole('owner'), {
      ...PERFORMANCE_API,
      [`DELETE /api/performance/category/${DELIVERY._id}`]: () => ({ body: { data: { _id: DELIVERY._id, archived: true } } }),
    });
    renderApp('/performancesettings');
    const list = await screen.findByRole('list', { name: 'Categories' }, FIRST_PAINT);
    expect(within(list).getAllByText('3 credits').length).toBeGreaterThan(0);
    expect(within(list).getByText('Archived')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Actions for Delivery' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Delivery?' });
    expect(within(confirm).getByText(/so it will be archived instead/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delivery has credits, so it was archived instead of deleted')).toBeTruthy();
  });

  it('is the owner’s alone', async () => {
    sessionApi(userWithRole('admin'));
    renderApp('/performancesettings');
    expect(await screen.findByRole('heading', { name: 'ACCESS RESTRICTED' }, FIRST_PAINT)).toBeTruthy();
  });
});
