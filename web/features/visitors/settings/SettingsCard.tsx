import type { ReactNode } from 'react';
import { Box, Card, Divider, Typography } from '@mui/material';

/** One titled card of the settings page: a heading, a line saying what it decides, then its content. */
export function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>{children}</Box>
    </Card>
  );
}
