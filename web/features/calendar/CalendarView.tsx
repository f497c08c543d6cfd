import { useEffect, useMemo, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, DatesSetArg, DayCellMountArg, EventClickArg, EventContentArg, EventDropArg, EventInput, EventMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import { Box } from '@mui/material';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { capMonthDays, type CalendarItem } from './calendarItems';
import { calendarSx } from './calendarTheme';
import { timeInZone, zonePlace } from './timeZones';

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'agenda'] as const;
export type CalendarViewType = (typeof CALENDAR_VIEWS)[number];

export interface VisibleRange {
  start: Date;
  end: Date;
  title: string;
  view: CalendarViewType;
}

/** An event changed by a drag (moved) or by its edge (resized), with the way to put it back. */
export type CalendarMove = EventDropArg | EventResizeDoneArg;

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin];

function itemOf(arg: { event: { extendedProps: Record<string, unknown> } }): CalendarItem {
  return arg.event.extendedProps.item as CalendarItem;
}

/** An event's face: time, title, and a globe when it is set in another time zone than the page's. */
function EventFace({ arg, timeZone }: { arg: EventContentArg; timeZone: string }) {
  const item = itemOf(arg);
  const occurrence = item.kind === 'event' ? item.occurrence : null;
  const otherZone = occurrence && !occurrence.allDay && occurrence.timeZone !== timeZone ? occurrence : null;
  const zoneText = otherZone ? `${timeInZone(otherZone.start, otherZone.timeZone)} (${zonePlace(otherZone.timeZone)} time)` : '';
  const list = arg.view.type === 'agenda';
  return (
    <span className="calendar-event-content">
      {!list && arg.timeText && <span className="calendar-event-time">{arg.timeText}</span>}
      <span className="calendar-event-title">{arg.event.title}</span>
      {otherZone && <PublicOutlined className="calendar-zone-mark" titleAccess={`Set in another time zone: ${zoneText}`} />}
    </span>
  );
}

/**
 * A day of the month grid is named by its events too, not only by its date (FullCalendar labels the
 * cell with the date alone, which leaves the events' text out of its name: WCAG 2.5.3).
 */
function nameDayByContent(arg: DayCellMountArg) {
  arg.el.removeAttribute('aria-labelledby');
}

/** Events are buttons to assistive technology: Enter or Space opens them (FullCalendar handles the keys). */
function markAsButton(arg: EventMountArg) {
  arg.el.setAttribute('role', 'button');
}

/**
 * The calendar grid (FullCalendar) without its own toolbar: the page draws one in MUI and drives
 * this through the ref. Times are shown in `timeZone` (named zones through luxon).
 */
export function CalendarView(props: {
  calendarRef: RefObject<FullCalendar | null>;
  initialView: CalendarViewType;
  /** The view on screen (the toolbar switches it through the ref). */
  view: CalendarViewType;
  timeZone: string;
  items: EventInput[];
  onRangeChange(range: VisibleRange): void;
  onSelectSlot(slot: { start: string; end: string; allDay: boolean }): void;
  onItemClick(item: CalendarItem, element: HTMLElement): void;
  onMove(move: CalendarMove): void;
}) {
  const { calendarRef, initialView, view, timeZone, items, onRangeChange, onSelectSlot, onItemClick, onMove } = props;
  const timeGrid = view.startsWith('timeGrid');
  const month = view === 'dayGridMonth';
  const shown = useMemo(() => (month ? capMonthDays(items, timeZone) : items), [month, items, timeZone]);
  // Coming from month or agenda the grid changes height, which scrolls it back to midnight: start the day at 08:00 again.
  useEffect(() => {
    if (timeGrid) requestAnimationFrame(() => calendarRef.current?.getApi().scrollToTime('08:00:00'));
  }, [timeGrid, calendarRef]);
  return (
    <Box sx={[calendarSx, timeGrid && { height: 'max(480px, calc(100vh - 300px))' }]} data-testid="calendar">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={initialView}
        timeZone={timeZone}
        headerToolbar={false}
        // Dates read as the app writes them ('4 May 2026', weeks from Monday).
        locale={enGbLocale}
        nowIndicator
        dayMaxEvents
        // '+2' fits a phone's narrow days; its hint (title) still says 'Show 2 more events'.
        moreLinkContent={(arg) => `+${arg.num}`}
        navLinks
        scrollTime="08:00:00"
        eventDisplay="block"
        // Every timed item has an end, so a move always sends one.
        forceEventDuration
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        // Month and agenda grow with their content (jsdom, with no layout, draws every event then too); the time grids
        // fill a screenful below the toolbar and scroll inside it, from 08:00.
        height={timeGrid ? '100%' : 'auto'}
        views={{
          // The month's days are capped already (capMonthDays): FullCalendar need not measure every item to fold the rest.
          dayGridMonth: { dayHeaderFormat: { weekday: 'short' }, dayMaxEvents: false },
          timeGrid: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } },
          // The agenda lists four weeks from the day it is on (today at first), as a schedule does.
          agenda: {
            type: 'list',
            duration: { days: 28 },
            listDayFormat: { day: 'numeric', month: 'long', year: 'numeric' },
            listDaySideFormat: { weekday: 'long' },
            noEventsContent: 'Nothing scheduled in these four weeks',
          },
        }}
        events={shown}
        // A day's '+N more' item last, then FullCalendar's own order.
        eventOrder="isMore,start,-duration,allDay,title"
        selectable
        selectMirror
        editable
        eventInteractive
        select={(arg: DateSelectArg) => {
          onSelectSlot({ start: arg.startStr, end: arg.endStr, allDay: arg.allDay });
          arg.view.calendar.unselect();
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const item = itemOf(arg);
          // A crowded day's '+N more' opens that day.
          if (item.kind === 'more') arg.view.calendar.changeView('timeGridDay', item.day);
          else onItemClick(item, arg.el);
        }}
        eventDrop={onMove}
        eventResize={onMove}
        eventContent={(arg: EventContentArg) => <EventFace arg={arg} timeZone={timeZone} />}
        eventDidMount={markAsButton}
        dayCellDidMount={nameDayByContent}
        datesSet={(arg: DatesSetArg) => onRangeChange({ start: arg.start, end: arg.end, title: arg.view.title, view: arg.view.type as CalendarViewType })}
      />
    </Box>
  );
}
