import { Box, LinearProgress, Typography } from '@mui/material';
import { RouterLinkText } from '../../../app/components/RouterLinkText';

/** Seats taken (members + pending invitations) against the seats paid for. */
export function SeatsMeter({ inUse, paid }: { inUse: number; paid: number }) {
  const percent = paid > 0 ? Math.min(100, Math.round((inUse / paid) * 100)) : 100;
  const full = inUse >= paid;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Seats
        </Typography>
        <Typography variant="body2" sx={{ color: full ? 'warning.main' : 'text.secondary', fontWeight: full ? 600 : 400 }}>
          {inUse} of {paid} seats used
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={full ? 'warning' : 'primary'}
        aria-label={`${inUse} of ${paid} seats used`}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { borderRadius: 4 } }}
      />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
        Active members and pending invitations each take a seat. <RouterLinkText to="/admin/team">Manage team</RouterLinkText>
      </Typography>
    </Box>
  );
}
