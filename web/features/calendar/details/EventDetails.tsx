import { useId } from 'react';
import { Alert, Box, CircularProgress, Dialog, Popover, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { browserTimeZone } from '../../../../domain/profile/profile';
import { useCurrentUser } from '../../../app/session/useSession';
import { useEventDetail } from '../api';
import { EventDetailsContent } from './EventDetailsContent';

interface EventDetailsProps {
  eventId: string;
  /** The occurrence clicked (its original start), or null for a single event. */
  occurrenceStart: string | null;
  /** What was clicked: the popover opens beside it (without one, a dialog). */
  anchor: HTMLElement | null;
  onClose(): void;
  onEdit(): void;
  onDeleted(): void;
}

/** An occurrence opened from the calendar: a popover beside it on a wide screen, a full-screen dialog on a phone. */
export function EventDetails({ eventId, occurrenceStart, anchor, onClose, onEdit, onDeleted }: EventDetailsProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const detail = useEventDetail(eventId, occurrenceStart);

  const body = detail.data ? (
    <EventDetailsContent
      detail={detail.data}
      occurrenceStart={occurrenceStart}
      viewerId={user._id}
      viewerTimeZone={user.timeZone ?? browserTimeZone()}
      titleId={titleId}
      onClose={onClose}
      onEdit={onEdit}
      onDeleted={onDeleted}
    />
  ) : (
    <Box sx={{ p: 3, width: { xs: '100%', sm: 360 }, boxSizing: 'border-box' }}>
      {detail.error ? (
        <Alert severity="error" id={titleId}>
          {detail.error.status === 404 ? 'This event no longer exists, or you cannot see it.' : detail.error.message}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading the event" />
        </Box>
      )}
    </Box>
  );

  if (phone || !anchor) {
    return (
      <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" aria-labelledby={titleId}>
        {body}
      </Dialog>
    );
  }
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'center', horizontal: 'right' }}
      transformOrigin={{ vertical: 'center', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' } } }}
    >
      {body}
    </Popover>
  );
}
