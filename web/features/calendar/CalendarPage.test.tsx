import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { occurrence, windowAnswer, work } from './calendarTestData';
import type { EventDialogInitial } from './form/EventDialog';

// The dialog and the details are cal-form's, tested beside them: stand-ins show what the page hands them.
vi.mock('./form/EventDialog', () => ({
  EventDialog: (props: { open: boolean; initial: EventDialogInitial }) =>
    props.open ? <div role="dialog" aria-label="Event dialog" data-initial={JSON.stringify(props.initial)} /> : null,
}));
vi.mock('./details/EventDetails', () => ({
  EventDetails: (props: { eventId: string; occurrenceStart: string | null; anchor: HTMLElement | null }) => (
    <div role="dialog" aria-label="Event details" data-event={props.eventId} data-occurrence={props.occurrenceStart ?? ''} data-anchored={String(Boolean(props.anchor))} />
  ),
}));
const socketHandlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (event: string, handler: (...args: unknown[]) => void) => socketHandlers.set(event, handler), off: () => {}, emit: () => {}, disconnect: () => {} }),
}));

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('./CalendarPage'), 60_000);

beforeEach(() => {
  // Times in the fakes are UTC: the page shows them in UTC whatever the machine's zone.
  localStorage.setItem('calendar.timeZone', 'UTC');
});

// A series' occurrence carries its original start, as the server answers it.
const SERIES = occurrence({ _id: '6f1c2b9e-0000-4000-8000-000000000002', title: 'Standup', isRecurring: true, originalStart: occurrence().start });

function calendarApi(extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole('owner'), {
    'GET /api/event': () => ({ body: { data: windowAnswer([occurrence(), SERIES, occurrence({ _id: '6f1c2b9e-0000-4000-8000-000000000003', title: 'Board meeting', canEdit: false })]) } }),
    'GET /api/calendar/work': () => ({ body: { data: work() } }),
    ...extra,
  });
}

/** The first paint loads the page's chunk and FullCalendar: on a shared two-core machine that can take longer than a usual wait. */
const FIRST_PAINT = { timeout: 15_000 };

function eventNamed(name: string) {
  return within(screen.getByTestId('calendar')).getByRole('button', { name: new RegExp(name) });
}

describe('the calendar page', () => {
  it("draws the month's events and the work layer from the API, in whole months", async () => {
    const calls = calendarApi();
    renderApp('/calendar');
    const calendar = await screen.findByTestId('calendar', {}, FIRST_PAINT);
    expect(await within(calendar).findByRole('button', { name: /Design review/ }, FIRST_PAINT)).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /WEB-7 Ship the pricing page/ })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /Sprint 4 · Website/ })).toBeTruthy();
    // A done task is struck through; an event the caller cannot change cannot be dragged.
    expect(within(calendar).getByRole('button', { name: /WEB-3 Fix the footer/ }).className).toContain('calendar-task-done');
    expect(eventNamed('Board meeting').className).not.toContain('fc-event-draggable');
    expect(eventNamed('Design review').className).toContain('fc-event-draggable');

    const windows = calls.filter((call) => call.path === '/api/event').map((call) => Object.fromEntries(new URLSearchParams(call.query)));
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) expect(window.from).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
  });

  it('shows or hides tasks and sprints, and remembers the choice', async () => {
    calendarApi();
    renderApp('/calendar');
    const calendar = await screen.findByTestId('calendar', {}, FIRST_PAINT);
    await within(calendar).findByRole('button', { name: /WEB-7/ }, FIRST_PAINT);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tasks' }));
    await waitFor(() => expect(within(calendar).queryByRole('button', { name: /WEB-7/ })).toBeNull());
    expect(within(calendar).getByRole('button', { name: /Sprint 4/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sprints' }));
    await waitFor(() => expect(within(calendar).queryByRole('button', { name: /Sprint 4/ })).toBeNull());
    expect(localStorage.getItem('calendar.layer.tasks')).toBe('off');
    expect(localStorage.getItem('calendar.layer.sprints')).toBe('off');
  });

  // The calendar redraws its items as answers come in: focus may sit on one just replaced, so Enter is tried
  // again, but never while a navigation is under way (the page's chunk loads first on a busy machine, and a
  // second Enter would start the navigation over). Each case starts on a fresh calendar: coming back to it
  // from the project's workspace, on a loaded machine, once left the grid undrawn past the timeout.
  const openWithEnter = async (name: RegExp, expected: string) => {
    calendarApi();
    const { router } = renderApp('/calendar');
    const path = () => router.state.location.pathname + router.state.location.search;
    await within(await screen.findByTestId('calendar', {}, FIRST_PAINT)).findByRole('button', { name }, FIRST_PAINT);
    await waitFor(async () => {
      if (path() === '/calendar' && router.state.navigation.state === 'idle') {
        within(screen.getByTestId('calendar')).getByRole('button', { name }).focus();
        await userEvent.keyboard('{Enter}');
      }
      expect(path()).toBe(expected);
    }, FIRST_PAINT);
  };

  it("opens a task in its project's board (Enter on it)", async () => {
    await openWithEnter(/WEB-7/, '/task/projects/space?projectId=p1&selectedTab=board&taskId=t1');
  });

  it("opens a sprint in its project's backlog (Enter on it)", async () => {
    await openWithEnter(/Sprint 4/, '/task/projects/space?projectId=p1&selectedTab=backlog');
  });

  it("opens a new event from the 'New event' button, at the next hour in the page's time zone", async () => {
    calendarApi();
    renderApp('/calendar');
    await screen.findByRole('button', { name: /Design review/ }, FIRST_PAINT);
    await userEvent.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = screen.getByRole('dialog', { name: 'Event dialog' });
    const initial = JSON.parse(dialog.dataset.initial!) as EventDialogInitial;
    expect(initial).toMatchObject({ kind: 'new', timeZone: 'UTC', draft: { allDay: false } });
    if (initial.kind === 'new') expect(Date.parse(initial.draft.end) - Date.parse(initial.draft.start)).toBe(3_600_000);
  });

  it("opens a new event with 'n', unless the user is typing", async () => {
    calendarApi();
    renderApp('/calendar');
    await screen.findByRole('button', { name: /Design review/ }, FIRST_PAINT);
    await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('n');
    expect(screen.queryByRole('dialog', { name: 'Event dialog' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Event dialog' })).toBeTruthy();
  });

  it('opens the details of an event clicked, or reached with the keyboard and Enter, or named in the link', async () => {
    calendarApi();
    const { router } = renderApp('/calendar');
    await screen.findByRole('button', { name: /Standup/ }, FIRST_PAINT);
    await userEvent.click(eventNamed('Standup'));
    const details = await screen.findByRole('dialog', { name: 'Event details' });
    expect(details.dataset.event).toBe(SERIES._id);
    expect(details.dataset.anchored).toBe('true');
    // One occurrence of a series opens as that occurrence.
    expect(router.state.location.search).toBe(`?eventId=${SERIES._id}&occurrenceStart=${encodeURIComponent(SERIES.originalStart!)}`);

    await router.navigate('/calendar');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event details' })).toBeNull());
    eventNamed('Design review').focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Event details' })).dataset.event).toBe(occurrence()._id);

    await router.navigate(`/calendar?eventId=${SERIES._id}&occurrenceStart=2026-05-04T09:00:00.000Z`);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Event details' }).dataset.occurrence).toBe('2026-05-04T09:00:00.000Z'));
  });

  it("draws someone else's change at once (events_updated), and not its own echo again", async () => {
    let title = 'Design review';
    const calls = calendarApi({ 'GET /api/event': () => ({ body: { data: windowAnswer([occurrence({ title })]) } }) });
    renderApp('/calendar');
    await screen.findByRole('button', { name: /Design review/ }, FIRST_PAINT);
    await waitFor(() => expect(socketHandlers.has('events_updated')).toBe(true));
    const eventCalls = () => calls.filter((call) => call.path === '/api/event').length;
    const before = eventCalls();

    // This tab's own change (its id as origin) was refreshed by its request already; someone else's is fetched.
    const { TAB_ID } = await import('../../app/api/client');
    title = 'Design review (moved to room 2)';
    act(() => socketHandlers.get('events_updated')!({ eventId: occurrence()._id, origin: TAB_ID }));
    act(() => socketHandlers.get('events_updated')!({ eventId: occurrence()._id }));
    expect(await screen.findByRole('button', { name: /moved to room 2/ })).toBeTruthy();
    // One refetch of each month on screen, for the one foreign event: none for the echo.
    const refetched = calls.filter((call) => call.path === '/api/event').slice(before).map((call) => call.query);
    expect(refetched.length).toBeGreaterThan(0);
    expect(new Set(refetched).size).toBe(refetched.length);
  });

  it('switches views with named buttons and jumps to a date', async () => {
    calendarApi();
    renderApp('/calendar');
    await screen.findByRole('button', { name: /Design review/ }, FIRST_PAINT);
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Next week' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to date' }));
    await userEvent.type(screen.getByLabelText(/^Date/), '2027-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Mar.*2027/ })).toBeTruthy(), FIRST_PAINT);
  });
});
