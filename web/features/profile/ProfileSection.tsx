import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';

/** One card of the profile page, its heading naming the region for screen readers. */
export function ProfileSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2">
        {title}
      </Typography>
      {description && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Card>
  );
}
