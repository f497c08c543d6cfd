import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The round tinted icon that tops the email-link pages. */
export function StatusIcon({ icon, color }: { icon: ReactNode; color: 'primary' | 'success' | 'error' }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        mb: 1,
        color: `${color}.main`,
        bgcolor: alpha(theme.palette[color].main, 0.12),
        '& svg': { fontSize: 28 },
      })}
    >
      {icon}
    </Box>
  );
}
