import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { EVENT_RESPONSES, type AttendeeResponse, type EventResponse } from '../../../../domain/calendar/events';
import { useRsvp } from '../api';
import { RESPONSE_LABELS } from './AttendeeAnswers';

/** 'Going?' Yes / Maybe / No for an invited person, showing their answer (the one being sent, while it is). */
export function RsvpButtons({ eventId, current }: { eventId: string; current: AttendeeResponse }) {
  const rsvp = useRsvp();
  const shown = rsvp.isPending ? rsvp.variables.response : current;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" id={`${eventId}-rsvp`} sx={{ fontWeight: 500 }}>
        Going?
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={`${eventId}-rsvp`}
        value={shown === 'pending' ? null : shown}
        onChange={(_event, response: EventResponse | null) => {
          if (response && response !== shown) rsvp.mutate({ eventId, response });
        }}
      >
        {EVENT_RESPONSES.map((response) => (
          <ToggleButton key={response} value={response} sx={{ px: 2 }}>
            {RESPONSE_LABELS[response]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
