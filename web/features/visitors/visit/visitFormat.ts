import type { ChipProps } from '@mui/material';
import type { Visit, VisitStatus } from '../api';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** 'Thu 26 Nov, 09:00 – 10:00' for an invitation; a walk-in reads by its sign-in. */
export function visitWhen(visit: Visit): string {
  if (visit.expectedFrom && visit.expectedTo) return `${dayFormat.format(new Date(visit.expectedFrom))}, ${formatTime(visit.expectedFrom)} – ${formatTime(visit.expectedTo)}`;
  if (visit.signedInAt) return `Walk-in, ${dayFormat.format(new Date(visit.signedInAt))}, ${formatTime(visit.signedInAt)}`;
  return `Walk-in, ${dayFormat.format(new Date(visit.createdAt))}`;
}

export const STATUS_COLORS: Record<VisitStatus, ChipProps['color']> = {
  expected: 'info',
  awaitingApproval: 'warning',
  denied: 'error',
  signedIn: 'success',
  signedOut: 'default',
  noShow: 'default',
  cancelled: 'default',
};
