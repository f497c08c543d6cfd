import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../../../../domain/calendar/events';
import type { UserData } from '../../../../domain/users/types';
import { CurrentUserContext } from '../../../app/session/useSession';
import { mockApi, renderWithProviders } from '../../../test/renderApp';
import { ATTENDEE, EVENT_ID, eventDetail, ORGANIZER, READER, weeklyOccurrence } from '../form/eventTestData';
import { EventDetails } from './EventDetails';

function renderDetails(user: UserData, occurrenceStart: string | null = null) {
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  const handlers = { onClose: vi.fn(), onEdit: vi.fn(), onDeleted: vi.fn() };
  renderWithProviders(
    <CurrentUserContext.Provider value={user}>
      <EventDetails eventId={EVENT_ID} occurrenceStart={occurrenceStart} anchor={anchor} {...handlers} />
    </CurrentUserContext.Provider>,
  );
  return handlers;
}

const answer = (detail: EventDetail) => () => ({ body: { data: detail } });

// Each test drives the whole form in jsdom, step by step: seconds on a busy two-core machine, so more than the usual 20 s.
describe('the event details', { timeout: 60_000 }, () => {
  it('shows the organiser when, how it repeats, where, the join link, everyone’s answers with counts, and the description drawn safely', async () => {
    mockApi({
      [`GET /api/event/${EVENT_ID}`]: answer(
        weeklyOccurrence({
          meetingUrl: 'https://meet.example.com/abc',
          reminders: [{ type: 'nextDay' }, { type: 'custom', amount: 15, unit: 'minutes' }],
          description: '<p>Agenda: <strong>plans</strong></p><img src="x" onerror="alert(1)">',
          attendees: [
            { _id: ATTENDEE._id, name: ATTENDEE.name, avatar: null, response: 'yes' },
            { _id: READER._id, name: READER.name, avatar: null, response: 'pending' },
          ],
        }),
      ),
    });
    renderDetails(ORGANIZER, '2026-05-06T07:00:00.000Z');
    const details = await screen.findByRole('dialog', { name: 'Team sync' });
    expect(within(details).getByText('Repeat every week on Monday and Wednesday starting from 4 May 2026')).toBeTruthy();
    expect(within(details).getByText('Room 4')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('https://meet.example.com/abc');
    expect(within(details).getByText('1 yes, 0 maybe, 0 no, 1 awaiting')).toBeTruthy();
    const people = within(details).getByRole('list', { name: 'People' });
    expect(within(people).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Ada LovelaceOrganiser', 'Grace HopperYes', 'Riley ReaderAwaiting']);
    expect(within(details).getByRole('list', { name: 'Reminders' }).textContent).toBe('Next day15 minutes before');
    const description = await within(details).findByRole('document', { name: 'Description' });
    expect(description.textContent).toBe('Agenda: plans');
    expect(description.querySelector('img, [onerror]')).toBeNull();
    // The organiser is not asked whether they are going.
    expect(within(details).queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(within(details).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('lets an attendee answer, and shows the answer they gave', async () => {
    let detail = eventDetail({ myResponse: 'pending', canEdit: false });
    const calls = mockApi({
      [`GET /api/event/${EVENT_ID}`]: () => answer(detail)(),
      [`POST /api/event/${EVENT_ID}/rsvp`]: (body) => {
        const response = (body as { response: 'yes' | 'maybe' | 'no' }).response;
        detail = { ...detail, myResponse: response, attendees: detail.attendees.map((person) => ({ ...person, response })) };
        return answer(detail)();
      },
    });
    renderDetails(ATTENDEE);
    const going = await screen.findByRole('group', { name: 'Going?' });
    expect(within(going).getAllByRole('button').map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    await userEvent.click(within(going).getByRole('button', { name: 'Maybe' }));
    await waitFor(() => expect(within(going).getByRole('button', { name: 'Maybe' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ response: 'maybe' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'People' })).getByText('Maybe')).toBeTruthy());
  });

  it('shows a read-only viewer no Edit or Delete, but the .ics download, and the times in their zone and the event’s', async () => {
    mockApi({ [`GET /api/event/${EVENT_ID}`]: answer(eventDetail({ canEdit: false, visibility: 'organization' })) });
    renderDetails({ ...READER, timeZone: 'America/New_York' });
    const details = await screen.findByRole('dialog', { name: 'Team sync' });
    // 07:00 UTC: 3 in the morning in New York, 9 in Berlin.
    expect(within(details).getByText(/Monday, May 4, 2026, 3:00\sAM – 4:00\sAM|Monday, 4 May 2026, 03:00 – 04:00/)).toBeTruthy();
    expect(within(details).getByText(/(9:00\sAM – 10:00\sAM|09:00 – 10:00) \(Europe\/Berlin\)$/)).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(details).getByRole('link', { name: 'Download .ics' }).getAttribute('href')).toBe(`/api/event/${EVENT_ID}/ics`);
  });

  it('confirms before deleting a single event', async () => {
    const calls = mockApi({ [`GET /api/event/${EVENT_ID}`]: answer(eventDetail()), [`DELETE /api/event/${EVENT_ID}`]: () => ({ body: { data: { _id: EVENT_ID } } }) });
    const { onDeleted } = renderDetails(ORGANIZER);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete event?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'DELETE')?.query).toBe('scope=all');
  });

  it('asks which occurrences to delete for one of a series', async () => {
    const calls = mockApi({ [`GET /api/event/${EVENT_ID}`]: answer(weeklyOccurrence()), [`DELETE /api/event/${EVENT_ID}`]: () => ({ body: { data: { _id: EVENT_ID } } }) });
    const { onDeleted } = renderDetails(ORGANIZER, '2026-05-06T07:00:00.000Z');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const scope = await screen.findByRole('dialog', { name: 'Delete recurring event' });
    await userEvent.click(within(scope).getByRole('radio', { name: 'This and following events' }));
    await userEvent.click(within(scope).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(new URLSearchParams(calls.find((call) => call.method === 'DELETE')?.query).toString()).toBe('scope=following&occurrenceStart=2026-05-06T07%3A00%3A00.000Z');
  });
});
