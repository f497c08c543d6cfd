import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../../domain/users/types';
import { CurrentUserContext } from '../../../app/session/useSession';
import { mockApi, renderWithProviders } from '../../../test/renderApp';
import { EventDialog, type EventDialogInitial } from './EventDialog';
import { ATTENDEE, EMPLOYEES, EVENT_ID, eventDetail, ORGANIZER, weeklyOccurrence } from './eventTestData';

const NEW_EVENT: EventDialogInitial = { kind: 'new', draft: { start: '2026-05-04T07:00:00.000Z', end: '2026-05-04T08:00:00.000Z', allDay: false }, timeZone: 'Europe/Berlin' };
const PEOPLE = { 'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }), 'GET /api/project/list': () => ({ body: { data: [] } }) };

function renderDialog(initial: EventDialogInitial, user: UserData = ORGANIZER) {
  const onSaved = vi.fn();
  renderWithProviders(
    <CurrentUserContext.Provider value={user}>
      <EventDialog open onClose={vi.fn()} initial={initial} onSaved={onSaved} />
    </CurrentUserContext.Provider>,
  );
  return { onSaved };
}

async function choose(label: string, option: string, within_: HTMLElement = document.body) {
  await userEvent.click(within(within_).getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

/** The text a field's aria-describedby points at (its helper text). */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

// Each test drives the whole form in jsdom, step by step: seconds on a busy two-core machine, so more than the usual 20 s.
describe('the event dialog', { timeout: 60_000 }, () => {
  it('sends the spec’s fields: wall times in the event’s zone, the recurrence settings, reminders, attendees, visibility and colour', async () => {
    const calls = mockApi({ ...PEOPLE, 'POST /api/event': () => ({ status: 201, body: { data: eventDetail({ title: 'Planning' }) } }) });
    const { onSaved } = renderDialog(NEW_EVENT);
    const dialog = screen.getByRole('dialog', { name: 'New event' });
    // The title has the focus, ready to type.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(document.activeElement as HTMLElement, 'Planning');
    expect((within(dialog).getByLabelText('Start time') as HTMLInputElement).value).toBe('09:00');

    await choose('Repeat', 'Weekly', dialog);
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Repeat on' })).getByRole('button', { name: 'Wednesday' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Repeat every week on Monday and Wednesday starting from 4 May 2026');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Location' }));
    await userEvent.paste('Room 4');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Meeting link' }));
    await userEvent.paste('https://meet.example.com/abc');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Attendees' }));
    // The organiser is not offered as their own attendee.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Grace Hoppereditor@demo.test', 'Riley Readerread@demo.test']);
    await userEvent.click(screen.getByRole('option', { name: /Grace Hopper/ }));
    await userEvent.keyboard('{Escape}');
    await choose('Visible to', 'Everyone in the organisation', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    await choose('Reminder 2', '3 days before', dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Planning' })));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Planning',
      description: '',
      start: '2026-05-04T09:00:00+02:00',
      end: '2026-05-04T10:00:00+02:00',
      allDay: false,
      timeZone: 'Europe/Berlin',
      location: 'Room 4',
      meetingUrl: 'https://meet.example.com/abc',
      color: '#1098AD',
      projectId: null,
      attendeeIds: [ATTENDEE._id],
      visibility: 'organization',
      recurrence: {
        freqUnit: 'everyWeek',
        freqCount: 1,
        skipDays: [],
        skipWeekends: false,
        scheduledDays: ['Monday', 'Wednesday'],
        monthlyTab: 'fixDate',
        scheduledMonthDates: [],
        scheduledMonthDay: null,
        yearlyScheduledDate: null,
        endType: 'never',
        endDate: null,
        endCount: null,
      },
      reminders: [{ type: 'sameDay' }, { type: 'daysBefore', days: 3 }],
    });
  });

  it('sends an all-day event as days, its end the day after the last', async () => {
    const calls = mockApi({ ...PEOPLE, 'POST /api/event': () => ({ status: 201, body: { data: eventDetail() } }) });
    const { onSaved } = renderDialog({ kind: 'new', draft: { start: '2026-05-04', end: '2026-05-06', allDay: true }, timeZone: 'Europe/Berlin' });
    const dialog = screen.getByRole('dialog', { name: 'New event' });
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe('2026-05-05');
    expect(within(dialog).queryByLabelText('Start time')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Offsite');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ start: '2026-05-04', end: '2026-05-06', allDay: true });
  });

  it('moves the end with the start, keeping the length', async () => {
    mockApi(PEOPLE);
    renderDialog(NEW_EVENT);
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '23:30' } });
    expect((screen.getByLabelText('End time') as HTMLInputElement).value).toBe('00:30');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-05-05');
  });

  it('shows the schema’s message for a missing title and sends nothing', async () => {
    const calls = mockApi(PEOPLE);
    renderDialog(NEW_EVENT);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a 400 from the server at the field it names, inside the recurrence too', async () => {
    mockApi({
      ...PEOPLE,
      'POST /api/event': () => ({ status: 400, body: { message: 'recurrence.endDate: endDate must be after the start', code: 'VALIDATION_FAILED', field: 'recurrence.endDate' } }),
    });
    const { onSaved } = renderDialog(NEW_EVENT);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Planning');
    await choose('Repeat', 'Daily');
    await userEvent.click(screen.getByRole('radio', { name: 'On a date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(screen.getByLabelText('Ends on'))).toBe('endDate must be after the start'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks which occurrences a change to one of a series is for, and sends that scope with the occurrence', async () => {
    const calls = mockApi({ ...PEOPLE, [`GET /api/event/${EVENT_ID}`]: () => ({ body: { data: weeklyOccurrence() } }), [`PUT /api/event/${EVENT_ID}`]: () => ({ body: { data: weeklyOccurrence() } }) });
    const { onSaved } = renderDialog({ kind: 'edit', eventId: EVENT_ID, occurrenceStart: '2026-05-06T07:00:00.000Z' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Team sync');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-05-06');
    await userEvent.clear(title);
    await userEvent.type(title, 'Weekly sync');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const scope = await screen.findByRole('dialog', { name: 'Edit recurring event' });
    expect(within(scope).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['This event', 'This and following events', 'All events']);
    await userEvent.click(within(scope).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Only what changed is sent: one occurrence's new title.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Weekly sync', scope: 'this', occurrenceStart: '2026-05-06T07:00:00.000Z' });
  });

  it('offers only this-and-following or all events when the recurrence itself changes', async () => {
    const calls = mockApi({ ...PEOPLE, [`GET /api/event/${EVENT_ID}`]: () => ({ body: { data: weeklyOccurrence() } }), [`PUT /api/event/${EVENT_ID}`]: () => ({ body: { data: weeklyOccurrence() } }) });
    const { onSaved } = renderDialog({ kind: 'edit', eventId: EVENT_ID, occurrenceStart: '2026-05-06T07:00:00.000Z' });
    const every = await screen.findByRole('spinbutton', { name: 'Every' });
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const scope = await screen.findByRole('dialog', { name: 'Edit recurring event' });
    expect(within(scope).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['This and following events', 'All events']);
    await userEvent.click(within(scope).getByRole('radio', { name: 'All events' }));
    await userEvent.click(within(scope).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ recurrence: { freqUnit: 'everyWeek', freqCount: 2 }, scope: 'all', occurrenceStart: '2026-05-06T07:00:00.000Z' });
  });

  it('saves a single event straight away, without a scope question', async () => {
    const calls = mockApi({ ...PEOPLE, [`GET /api/event/${EVENT_ID}`]: () => ({ body: { data: eventDetail() } }), [`PUT /api/event/${EVENT_ID}`]: () => ({ body: { data: eventDetail() } }) });
    const { onSaved } = renderDialog({ kind: 'edit', eventId: EVENT_ID, occurrenceStart: null });
    fireEvent.change(await screen.findByLabelText('End time'), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Edit recurring event' })).toBeNull();
    // The times travel together, with the zone they are in.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ start: '2026-05-04T09:00:00+02:00', end: '2026-05-04T10:30:00+02:00', allDay: false, timeZone: 'Europe/Berlin', scope: 'all' });
  });
});
