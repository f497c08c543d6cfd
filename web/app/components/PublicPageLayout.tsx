import type { ReactNode } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Logo } from './Logo';

interface PublicPageLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a status icon on the verification pages. */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The centred card every page outside the app shell uses (sign-in, sign-up, email links). */
export function PublicPageLayout({ title, subtitle, icon, children, footer }: PublicPageLayoutProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 4, sm: 6 },
        background: `radial-gradient(1200px 600px at 50% -10%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.08 : 0.1)}, transparent 70%), ${theme.palette.background.default}`,
      })}
    >
      <Box sx={{ mb: 3 }}>
        <Logo size={34} />
      </Box>
      <Card
        elevation={0}
        sx={(theme) => ({
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          boxShadow: theme.palette.mode === 'dark' ? 'none' : '0 1px 2px rgba(16,24,40,0.04), 0 8px 24px rgba(16,24,40,0.06)',
        })}
      >
        <Stack spacing={1} sx={{ mb: children ? 3 : 0, textAlign: icon ? 'center' : 'left', alignItems: icon ? 'center' : 'stretch' }}>
          {icon}
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{subtitle}</Typography>}
        </Stack>
        {children}
      </Card>
      {footer && (
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary', textAlign: 'center' }}>
          {footer}
        </Typography>
      )}
    </Box>
  );
}
