import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { ME, SETTINGS } from '../visitorTestData';

beforeAll(() => import('./VisitorSettingsPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

const KIOSK = { _id: '0e0e0e0e-0000-4000-8000-000000000001', name: 'Lobby', createdBy: ME, createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null };
const TOKEN = 'A'.repeat(43);
const SETTINGS_API = {
  'GET /api/visitor/settings': () => ({ body: { data: SETTINGS } }),
  'GET /api/visitor/block': () => ({ body: { data: [] } }),
  'GET /api/visitor/kiosk': () => ({ body: { data: [KIOSK] } }),
};

describe('the visitor settings page', { timeout: 60_000 }, () => {
  it('saves the settings, after saying what is wrong at the field', async () => {
    const calls = sessionApi(userWithRole('maintainer'), {
      ...SETTINGS_API,
      'PUT /api/visitor/settings': (body) => ({ body: { data: { ...SETTINGS, ...(body as object) } } }),
    });
    renderApp('/admin/visitorsettings');
    const form = await screen.findByRole('form', { name: 'Visitor settings' }, FIRST_PAINT);
    await userEvent.click(within(form).getByRole('switch', { name: 'Walk-ins wait for their host’s approval' }));
    const reminder = within(form).getByRole('spinbutton', { name: 'Sign-out reminder (hours)' });
    await userEvent.type(reminder, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Must be at most 24')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(reminder);
    await userEvent.type(reminder, '4');
    const retention = within(form).getByRole('spinbutton', { name: 'Keep visitor data (days)' });
    await userEvent.clear(retention);
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Visitor settings saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...SETTINGS, requireApproval: true, signOutReminderHours: 4, retentionDays: null });
  });

  it('shows a new kiosk’s address once, and revokes a kiosk after asking', async () => {
    const calls = sessionApi(userWithRole('admin'), {
      ...SETTINGS_API,
      'POST /api/visitor/kiosk': () => ({
        status: 201,
        body: { data: { ...KIOSK, _id: '0e0e0e0e-0000-4000-8000-000000000002', name: 'Front desk', token: TOKEN, url: `http://localhost/kiosk/${TOKEN}` } },
      }),
      [`DELETE /api/visitor/kiosk/${KIOSK._id}`]: () => ({ body: { data: { _id: KIOSK._id } } }),
    });
    renderApp('/admin/visitorsettings');
    const kiosks = await screen.findByRole('region', { name: 'Kiosks' }, FIRST_PAINT);
    await userEvent.type(within(kiosks).getByRole('textbox', { name: 'Kiosk name' }), 'Front desk');
    await userEvent.click(within(kiosks).getByRole('button', { name: 'Make kiosk' }));
    const ready = await screen.findByRole('dialog', { name: 'Kiosk Front desk is ready' });
    expect((within(ready).getByRole('textbox', { name: 'Kiosk address' }) as HTMLInputElement).value).toBe(`http://localhost/kiosk/${TOKEN}`);
    expect(within(ready).getByRole('link', { name: 'Open kiosk' }).getAttribute('href')).toBe(`http://localhost/kiosk/${TOKEN}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Front desk' });
    await userEvent.click(within(ready).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Once closed, the address is nowhere on the page.
    expect(document.body.innerHTML).not.toContain(TOKEN);

    await userEvent.click(within(kiosks).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Lobby?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/visitor/kiosk/${KIOSK._id}`)).toBe(true));
  });

  it('is for visitor managers only', async () => {
    sessionApi(userWithRole('editor'));
    renderApp('/admin/visitorsettings');
    expect(await screen.findByRole('heading', { name: 'ACCESS RESTRICTED' }, FIRST_PAINT)).toBeTruthy();
  });
});
