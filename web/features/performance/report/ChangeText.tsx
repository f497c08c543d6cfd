import { Box } from '@mui/material';
import { changeDirection, describeChange, formatChange } from './figures';

const COLORS = { up: 'success.main', down: 'error.main', none: 'text.secondary' } as const;

/** The change on the period before: '▲ +12' in green, '▼ −3' in red, '—' when it held. */
export function ChangeText({ change, fontWeight = 600 }: { change: number; fontWeight?: number }) {
  return (
    <Box component="span" sx={{ color: COLORS[changeDirection(change)], fontWeight, whiteSpace: 'nowrap' }}>
      <span aria-hidden>{formatChange(change)}</span>
      <Box component="span" sx={visuallyHidden}>
        {describeChange(change)}
      </Box>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  // sx reads a bare 1 as 100%: the sizes need their unit.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
