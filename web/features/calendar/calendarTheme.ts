import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * FullCalendar dressed as the rest of the app, in light and dark: its CSS variables take the
 * theme's colours, headers read like MUI's table heads, today is the primary colour's tint and its
 * number a filled circle, and an event's colour is its own (set per event, with readable text).
 */
export function calendarSx(theme: Theme): SystemStyleObject<Theme> {
  const { palette } = theme;
  return {
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': alpha(palette.text.primary, 0.04),
    '--fc-neutral-text-color': palette.text.secondary,
    '--fc-today-bg-color': alpha(palette.primary.main, palette.mode === 'dark' ? 0.12 : 0.06),
    '--fc-now-indicator-color': palette.error.main,
    '--fc-highlight-color': alpha(palette.primary.main, 0.16),
    '--fc-list-event-hover-bg-color': palette.action.hover,
    '--fc-event-selected-overlay-color': alpha(palette.common.black, 0.2),
    '--fc-small-font-size': '0.75rem',
    '--fc-more-link-bg-color': 'transparent',
    '--fc-more-link-text-color': palette.text.secondary,
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.8125rem',
    color: palette.text.primary,
    '& a': { color: 'inherit' },
    '& .fc-col-header-cell-cushion': { py: 1, color: palette.text.secondary, fontWeight: 600, textDecoration: 'none' },
    '& .fc-daygrid-day-number': { m: 0.5, minWidth: 26, height: 26, lineHeight: '18px', textAlign: 'center', borderRadius: 13, fontWeight: 500 },
    // FullCalendar fades the other months' days to 30%: too faint to read (WCAG AA); the secondary text colour says it.
    '& .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
    '& .fc-day-other .fc-daygrid-day-number': { color: palette.text.secondary },
    '& .fc-day-today': {
      '& .fc-daygrid-day-number': { bgcolor: palette.primary.main, color: palette.primary.contrastText },
      '& .fc-col-header-cell-cushion': { color: palette.primary.main },
    },
    '& .fc-timegrid-slot-label-cushion, & .fc-timegrid-axis-cushion': { color: palette.text.secondary, fontSize: '0.75rem' },
    '& .fc-timegrid-slot': { height: '2.25em' },
    '& .fc-event': { borderRadius: '4px', px: '2px', fontWeight: 500, cursor: 'pointer' },
    '& .fc-event:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    '& .fc-h-event .fc-event-main, & .fc-v-event .fc-event-main': { color: 'inherit' },
    '& .fc-more-link': { fontWeight: 600 },
    '& .calendar-event-content': { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' },
    '& .fc-v-event .calendar-event-content': { flexWrap: 'wrap', whiteSpace: 'normal', alignItems: 'flex-start', height: '100%', alignContent: 'flex-start' },
    // Under half an hour there is one line: time and title side by side, cut at the edge.
    '& .fc-timegrid-event-short .calendar-event-content': { flexWrap: 'nowrap', whiteSpace: 'nowrap', fontSize: '0.6875rem', lineHeight: 1.2 },
    '& .calendar-event-title': { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
    '& .calendar-event-time': { fontWeight: 400, flexShrink: 0 },
    '& .calendar-zone-mark': { fontSize: '0.875rem', flexShrink: 0 },
    '& .calendar-declined .calendar-event-title': { textDecoration: 'line-through' },
    '& .calendar-task-done .calendar-event-title': { textDecoration: 'line-through' },
    '& .fc-event.calendar-sprint': {
      bgcolor: alpha(palette.secondary.main, palette.mode === 'dark' ? 0.3 : 0.14),
      borderColor: alpha(palette.secondary.main, 0.5),
      color: palette.text.primary,
    },
    // The list (agenda) view: day headers like MUI's table heads; the event's colour is its dot.
    '& .fc-list .calendar-event-content': { whiteSpace: 'normal', flexWrap: 'wrap' },
    '& .fc-list-day-cushion': { bgcolor: alpha(palette.text.primary, 0.04), fontWeight: 600 },
    '& .fc-list-event-title, & .fc-list-event-time': { color: palette.text.primary },
    '& .fc-list-event.calendar-task, & .fc-list-event.calendar-sprint': { bgcolor: 'transparent' },
    '& .fc-list-event.calendar-sprint .fc-list-event-dot': { borderColor: palette.secondary.main },
    '& .fc-list-empty': { bgcolor: 'transparent', color: palette.text.secondary },
  };
}
