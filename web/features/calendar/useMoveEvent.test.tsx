import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/renderApp';
import type { EventDetail } from './api';
import type { CalendarItem } from './calendarItems';
import { occurrence } from './calendarTestData';
import type { CalendarMove } from './CalendarView';
import { useMoveEvent } from './useMoveEvent';

/** A drag as FullCalendar reports it: the occurrence moved to new times, and the way to put it back. */
function drag(item: CalendarItem, times: { startStr: string; endStr: string; allDay?: boolean }) {
  const revert = vi.fn();
  const move = { event: { extendedProps: { item }, allDay: false, ...times }, revert } as unknown as CalendarMove;
  return { move, revert };
}

/** The hook as the page uses it; 'Drop' plays FullCalendar's part. */
function Harness({ drop }: { drop: CalendarMove }) {
  const move = useMoveEvent();
  return (
    <>
      <button onClick={() => move.onMove(drop)}>Drop</button>
      {move.scopeDialog}
      <ToastContainer />
    </>
  );
}

const SERIES = occurrence({ isRecurring: true, originalStart: '2026-05-06T09:00:00.000Z', start: '2026-05-06T09:00:00.000Z', end: '2026-05-06T10:00:00.000Z' });
const saved = (): EventDetail => ({
  ...SERIES,
  description: '',
  project: null,
  attendees: [],
  recurrence: null,
  reminders: [],
  seriesStart: SERIES.start,
  createdAt: SERIES.start,
  updatedAt: SERIES.start,
});

describe('moving an event by dragging it', () => {
  it('asks which occurrences of a series move, then sends the new times with that scope and the original start', async () => {
    const calls = mockApi({ [`PUT /api/event/${SERIES._id}`]: () => ({ body: { data: saved() } }) });
    const { move, revert } = drag({ kind: 'event', occurrence: SERIES }, { startStr: '2026-05-07T11:00:00Z', endStr: '2026-05-07T12:00:00Z' });
    renderWithProviders(<Harness drop={move} />);
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move recurring event' });
    expect(screen.getByRole('radio', { name: 'This event' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'This and following events' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All events' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      start: '2026-05-07T11:00:00Z',
      end: '2026-05-07T12:00:00Z',
      allDay: false,
      scope: 'this',
      occurrenceStart: '2026-05-06T09:00:00.000Z',
    }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts the occurrence back when the choice is cancelled, and sends nothing', async () => {
    const calls = mockApi({});
    const { move, revert } = drag({ kind: 'event', occurrence: SERIES }, { startStr: '2026-05-07T11:00:00Z', endStr: '2026-05-07T12:00:00Z' });
    renderWithProviders(<Harness drop={move} />);
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(revert).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("moves a single event at once, and puts it back with the server's message when refused", async () => {
    const single = occurrence();
    mockApi({ [`PUT /api/event/${single._id}`]: () => ({ status: 403, body: { message: 'Only the organiser can change this event', code: 'FORBIDDEN' } }) });
    const { move, revert } = drag({ kind: 'event', occurrence: single }, { startStr: '2026-05-12T13:00:00Z', endStr: '2026-05-12T14:00:00Z' });
    renderWithProviders(<Harness drop={move} />);
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(revert).toHaveBeenCalledOnce());
    expect(await screen.findByText('Only the organiser can change this event')).toBeTruthy();
  });
});
