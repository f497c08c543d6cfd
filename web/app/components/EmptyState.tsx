import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';

interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  description: string;
  action?: ReactNode;
  /** Less room, for a section inside a page rather than the page itself. */
  compact?: boolean;
}

/** A page or list with nothing to show yet says what will appear there instead of going blank. */
export function EmptyState({ icon: Icon, title, description, action, compact }: EmptyStateProps) {
  return (
    <Stack spacing={compact ? 1 : 1.5} sx={{ alignItems: 'center', textAlign: 'center', py: compact ? { xs: 4, sm: 5 } : { xs: 6, sm: 10 }, px: 2 }}>
      <Box
        sx={(theme) => ({
          width: compact ? 48 : 64,
          height: compact ? 48 : 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        })}
      >
        <Icon sx={{ fontSize: compact ? 24 : 30 }} aria-hidden />
      </Box>
      <Typography variant={compact ? 'h5' : 'h3'} component={compact ? 'h3' : 'h2'}>
        {title}
      </Typography>
      <Typography variant={compact ? 'body2' : 'body1'} sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {description}
      </Typography>
      {action && <Box sx={{ pt: 1 }}>{action}</Box>}
    </Stack>
  );
}
