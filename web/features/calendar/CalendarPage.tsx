import { useCallback, useMemo, useRef, useState } from 'react';
import type FullCalendar from '@fullcalendar/react';
import { Alert, Box, Button, Card, useMediaQuery, type Theme } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/components/PageHeader';
import { projectSpacePath } from '../projects/paths';
import type { CalendarItem } from './calendarItems';
import { monthWindows } from './calendarWindows';
import { CalendarToolbar, type CalendarNavigation } from './CalendarToolbar';
import { CalendarView, type CalendarViewType, type VisibleRange } from './CalendarView';
import { EventDetails } from './details/EventDetails';
import { FeedDialog } from './FeedDialog';
import { EventDialog, type EventDialogInitial } from './form/EventDialog';
import { useOpenEvent } from './paths';
import { storeCalendarTimeZone, storedCalendarTimeZone } from './timeZones';
import { useCalendarData } from './useCalendarData';
import { useMoveEvent } from './useMoveEvent';
import { useNewEventShortcut } from './useNewEventShortcut';
import { useWorkLayers } from './useWorkLayers';
import { nextHourDraft } from './newEventDraft';

/**
 * /calendar: month, week, day and agenda views of the caller's events and, as a layer, their
 * projects' tasks due and sprints. Click or drag on empty time (or 'New event', or 'n') to create;
 * drag an event or its edge to move it; click one (or Enter) for its details, which
 * `?eventId=&occurrenceStart=` also opens (a notification's link). On a phone it starts on the agenda.
 */
export function CalendarPage() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const calendarRef = useRef<FullCalendar>(null);
  const [initialView] = useState<CalendarViewType>(() => (phone ? 'agenda' : 'dayGridMonth'));
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [timeZone, setTimeZone] = useState(storedCalendarTimeZone);
  const { layers, toggle } = useWorkLayers();
  const [dialog, setDialog] = useState<{ open: boolean; initial: EventDialogInitial } | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const { eventId, occurrenceStart, openEvent } = useOpenEvent();
  // The occurrence clicked last, to anchor its details to; a deep link's event has none on screen and its details open on their own.
  const [clicked, setClicked] = useState<{ key: string; element: HTMLElement } | null>(null);
  const openKey = eventId ? `${eventId}|${occurrenceStart ?? ''}` : null;
  const detailsAnchor = clicked && clicked.key === openKey && clicked.element.isConnected ? clicked.element : null;
  const move = useMoveEvent();

  const rangeStart = range?.start.getTime();
  const rangeEnd = range?.end.getTime();
  const windows = useMemo(() => (rangeStart === undefined || rangeEnd === undefined ? [] : monthWindows(new Date(rangeStart), new Date(rangeEnd))), [rangeStart, rangeEnd]);
  const span = useMemo(() => (rangeStart === undefined || rangeEnd === undefined ? null : { start: rangeStart, end: rangeEnd }), [rangeStart, rangeEnd]);
  const data = useCalendarData(windows, layers, timeZone, span);

  const api = () => calendarRef.current?.getApi();
  const navigation: CalendarNavigation = {
    today: () => api()?.today(),
    previous: () => api()?.prev(),
    next: () => api()?.next(),
    goTo: (day) => api()?.gotoDate(day),
    changeView: (view) => api()?.changeView(view),
  };

  const openNew = useCallback(
    (draft = nextHourDraft(timeZone)) => setDialog({ open: true, initial: { kind: 'new', draft, timeZone } }),
    [timeZone],
  );
  const anyDialogOpen = Boolean(dialog?.open || feedOpen || eventId);
  useNewEventShortcut(openNew, !anyDialogOpen);

  const onItemClick = (item: CalendarItem, element: HTMLElement) => {
    if (item.kind === 'task') void navigate(projectSpacePath(item.task.projectId, 'board', item.task._id));
    else if (item.kind === 'sprint') void navigate(projectSpacePath(item.sprint.projectId, 'backlog'));
    else if (item.kind === 'event') {
      setClicked({ key: `${item.occurrence._id}|${item.occurrence.originalStart ?? ''}`, element });
      openEvent(item.occurrence._id, item.occurrence.originalStart);
    }
  };

  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  return (
    <>
      <PageHeader
        title="Calendar"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="inherit" startIcon={<RssFeedOutlined />} onClick={() => setFeedOpen(true)} sx={{ borderColor: 'divider' }}>
              Subscribe / import
            </Button>
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => openNew()} aria-keyshortcuts="n">
              New event
            </Button>
          </Box>
        }
      />
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        <CalendarToolbar
          title={range?.title ?? ''}
          view={range?.view ?? initialView}
          phone={phone}
          navigation={navigation}
          layers={layers}
          onToggleLayer={toggle}
          timeZone={timeZone}
          onTimeZoneChange={(zone) => {
            setTimeZone(zone);
            storeCalendarTimeZone(zone);
          }}
        />
        {data.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            The calendar could not be loaded: {data.error.message}
          </Alert>
        )}
        <CalendarView
          calendarRef={calendarRef}
          initialView={initialView}
          view={range?.view ?? initialView}
          timeZone={timeZone}
          items={data.items}
          onRangeChange={setRange}
          onSelectSlot={openNew}
          onItemClick={onItemClick}
          onMove={move.onMove}
        />
      </Card>
      {move.scopeDialog}
      {dialog && (
        <EventDialog
          open={dialog.open}
          onClose={closeDialog}
          initial={dialog.initial}
          onSaved={closeDialog}
        />
      )}
      {eventId && (
        <EventDetails
          key={openKey}
          eventId={eventId}
          occurrenceStart={occurrenceStart}
          anchor={detailsAnchor}
          viewerTimeZone={timeZone}
          onClose={() => openEvent(null)}
          onEdit={() => {
            openEvent(null);
            setDialog({ open: true, initial: { kind: 'edit', eventId, occurrenceStart } });
          }}
          onDeleted={() => openEvent(null)}
        />
      )}
      <FeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </>
  );
}
