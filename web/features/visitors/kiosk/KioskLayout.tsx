import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';

/**
 * The kiosk's full screen: the organisation's name on top and one task in the middle, sized for
 * fingers on a tablet (1024x768 either way up), still usable on a 360 px phone.
 */
export function KioskLayout({ organizationName, onStartOver, children }: { organizationName: string; onStartOver?: () => void; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        background: `radial-gradient(1200px 600px at 50% -10%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.12)}, transparent 70%), ${theme.palette.background.default}`,
        // A kiosk is touched, not read up close: no text selection or callouts on long presses, and
        // what is typed and the lines under the fields larger than the app's.
        userSelect: 'none',
        WebkitTouchCallout: 'none',
        '& .MuiInputBase-input': { fontSize: '1.15rem' },
        '& .MuiFormHelperText-root': { fontSize: '0.95rem' },
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, sm: 4 }, py: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {organizationName}
        </Typography>
        {onStartOver && (
          <Button size="large" startIcon={<ArrowBackOutlined />} onClick={onStartOver} sx={{ flexShrink: 0, minHeight: 48 }}>
            Start over
          </Button>
        )}
      </Stack>
      <Box sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', px: { xs: 2, sm: 4 }, pb: 4 }}>
        <Box sx={{ width: '100%', maxWidth: 760 }}>{children}</Box>
      </Box>
    </Box>
  );
}

/** A screen's big heading and its line below. */
export function KioskHeading({ title, subtitle, icon }: { title: ReactNode; subtitle?: ReactNode; icon?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }}>
      {icon}
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle && <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.35rem' }, color: 'text.secondary', overflowWrap: 'anywhere' }}>{subtitle}</Typography>}
    </Stack>
  );
}

/** The touch target of the kiosk: tall, wide and big-lettered; an outlined one's edge as plain as its letters (the app's faint one is lost across a room). */
export const bigButtonSx = { minHeight: 72, fontSize: { xs: '1.2rem', sm: '1.4rem' }, lineHeight: 1.3, px: 4, borderRadius: 3, '&.MuiButton-outlined': { borderWidth: 2, borderColor: 'primary.main' } } as const;
