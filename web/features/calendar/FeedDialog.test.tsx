import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/renderApp';
import { FeedDialog } from './FeedDialog';

const FEED_URL = 'https://teamwork.test/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789.ics';

describe('subscribe and import', () => {
  it('creates the private address with the tasks, then replaces and revokes it', async () => {
    let feed: { url: string | null; includeTasks: boolean } = { url: null, includeTasks: false };
    const calls = mockApi({
      'GET /api/calendar/feed': () => ({ body: { data: feed } }),
      'POST /api/calendar/feed': (body) => {
        feed = { url: `${FEED_URL}?n=${calls.length}`, includeTasks: (body as { includeTasks: boolean }).includeTasks };
        return { body: { data: feed } };
      },
      'PUT /api/calendar/feed': (body) => {
        feed = { ...feed, includeTasks: (body as { includeTasks: boolean }).includeTasks };
        return { body: { data: feed } };
      },
      'DELETE /api/calendar/feed': () => {
        feed = { url: null, includeTasks: false };
        return { body: { data: feed } };
      },
    });
    renderWithProviders(<FeedDialog open onClose={() => {}} />);
    expect(await screen.findByText('You have no subscription address.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: "Include my tasks' due dates" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create address' }));
    const address = await screen.findByRole('textbox', { name: 'Subscription address' });
    expect((address as HTMLInputElement).value).toContain(FEED_URL);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ includeTasks: true });

    // Leaving the tasks out keeps the address.
    const tasks = screen.getByRole('checkbox', { name: "Include my tasks' due dates" });
    await userEvent.click(tasks);
    await waitFor(() => expect((tasks as HTMLInputElement).checked).toBe(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ includeTasks: false });
    expect((screen.getByRole('textbox', { name: 'Subscription address' }) as HTMLInputElement).value).toBe((address as HTMLInputElement).value);

    const first = (address as HTMLInputElement).value;
    await userEvent.click(screen.getByRole('button', { name: 'Replace address' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Subscription address' }) as HTMLInputElement).value).not.toBe(first));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no subscription address.')).toBeTruthy();
  });

  it("imports an .ics file's text and says how many events came in", async () => {
    const calls = mockApi({
      'GET /api/calendar/feed': () => ({ body: { data: { url: null, includeTasks: false } } }),
      'POST /api/event/import': () => ({ status: 201, body: { data: { imported: 3, skipped: 1 } } }),
    });
    renderWithProviders(<FeedDialog open onClose={() => {}} />);
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    // The button opens the browser's file picker; the test hands the (hidden) input its file directly.
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([ics], 'team.ics', { type: 'text/calendar' }));
    expect(await screen.findByText('Imported 3 events; 1 could not be read and was skipped.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/event/import')?.body).toEqual({ ics });
  });
});
