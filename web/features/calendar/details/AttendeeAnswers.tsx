import { Box, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { AttendeeResponse, EventDetail } from '../../../../domain/calendar/events';
import { UserAvatar } from '../../../app/components/UserAvatar';

export const RESPONSE_LABELS: Record<AttendeeResponse, string> = { yes: 'Yes', maybe: 'Maybe', no: 'No', pending: 'Awaiting' };
const ORDER: AttendeeResponse[] = ['yes', 'maybe', 'no', 'pending'];
const COLORS: Record<AttendeeResponse, string> = { yes: 'success.main', maybe: 'warning.main', no: 'error.main', pending: 'text.secondary' };

/** '2 yes, 1 maybe, 0 no, 1 awaiting': how the organiser's invitation stands. */
export function answerCounts(attendees: EventDetail['attendees']): string {
  return ORDER.map((response) => `${attendees.filter((person) => person.response === response).length} ${RESPONSE_LABELS[response].toLowerCase()}`).join(', ');
}

/** The organiser, then each attendee with their answer; the organiser also sees the counts. */
export function AttendeeAnswers({ detail, showCounts }: { detail: EventDetail; showCounts: boolean }) {
  return (
    <Box>
      {showCounts && detail.attendees.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {answerCounts(detail.attendees)}
        </Typography>
      )}
      <List dense disablePadding aria-label="People">
        <ListItem disableGutters>
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <UserAvatar name={detail.organizer.name} src={detail.organizer.avatar} size={28} />
          </ListItemAvatar>
          <ListItemText primary={detail.organizer.name} secondary="Organiser" />
        </ListItem>
        {detail.attendees.map((person) => (
          <ListItem key={person._id} disableGutters>
            <ListItemAvatar sx={{ minWidth: 40 }}>
              <UserAvatar name={person.name} src={person.avatar} size={28} />
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={RESPONSE_LABELS[person.response]} slotProps={{ secondary: { sx: { color: COLORS[person.response] } } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
