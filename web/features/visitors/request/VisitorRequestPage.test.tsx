import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { instantOf } from '../visit/visitForm';
import { BOB, visit, VISITORS_API } from '../visitorTestData';

beforeAll(() => import('./VisitorRequestPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

describe('the visitor request page', { timeout: 60_000 }, () => {
  it('lists today’s visitor with the code and invites a visitor for another host', async () => {
    const calls = sessionApi(userWithRole('editor'), {
      ...VISITORS_API,
      'POST /api/visit': () => ({ status: 201, body: { data: [visit({ _id: 'v2', visitor: { ...visit().visitor, name: 'Alan Turing' } })] } }),
    });
    renderApp('/visitor-request');
    const today = await screen.findByRole('list', { name: 'Expected today' }, FIRST_PAINT);
    expect(within(today).getByText('ABCD2345')).toBeTruthy();
    // Members do not see the managers' pages.
    expect(screen.queryByRole('tab', { name: 'Registered visitors' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Invite visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite visitor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Alan Turing');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'Alan@Bletchley.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Bletchley');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Host' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bob Builder' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Purpose' }), 'Interview');
    const date = within(dialog).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await userEvent.click(screen.getByRole('option', { name: 'Every weekday' }));
    const until = within(dialog).getByLabelText(/^Until/);
    await userEvent.clear(until);
    await userEvent.type(until, '2026-12-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path === '/api/visit')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/visit')?.body).toEqual({
      name: 'Alan Turing',
      email: 'alan@bletchley.test',
      company: 'Bletchley',
      hostId: BOB._id,
      purpose: 'Interview',
      // 09:00 to 10:00 of the browser's day, as instants.
      expectedFrom: instantOf('2026-12-01', '09:00'),
      expectedTo: instantOf('2026-12-01', '10:00'),
      repeat: { every: 'weekday', until: '2026-12-05' },
    });
    expect(await screen.findByText('Alan Turing is invited')).toBeTruthy();
  });

  it('shows a server refusal at the field it names, and leaves the host out when it is me', async () => {
    const calls = sessionApi(userWithRole('owner'), {
      ...VISITORS_API,
      'POST /api/visit': () => ({ status: 400, body: { message: 'email: This visitor is on the block list', code: 'VALIDATION' } }),
    });
    renderApp('/visitor-request');
    // Managers reach their pages from here.
    expect(await screen.findByRole('tab', { name: 'Registered visitors' }, FIRST_PAINT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Invite visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite visitor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mallory');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'mallory@evil.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This visitor is on the block list')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/visit')?.body as Record<string, unknown>;
    expect(body.hostId).toBeUndefined();
  });

  it('checks the form before sending: an end before the start is said at the field', async () => {
    const calls = sessionApi(userWithRole('editor'), VISITORS_API);
    renderApp('/visitor-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite visitor' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Invite visitor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Alan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'alan@b.test');
    const to = within(dialog).getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('The visit must end after it starts')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
