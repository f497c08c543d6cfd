import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TOP_BAR_HEIGHT } from '../theme';

/**
 * A full-bleed page (its route's `fullBleed`) as tall as the window under the top bar, edge to
 * edge: the shell's top padding is given back, so only the page's own panes scroll, never the page.
 */
export function FullHeightPage({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: { xs: -2, sm: -3 },
        height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`,
        display: 'flex',
        minWidth: 0,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}
