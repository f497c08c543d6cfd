import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Logo } from './Logo';

/** What the app shows before it knows who is signed in, or when it cannot find out. */
export function FullPageStatus({ error, onRetry }: { error?: string; onRetry?: () => void }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 360 }}>
        <Logo size={36} />
        {error ? (
          <>
            <Typography role="alert" sx={{ color: 'text.secondary' }}>
              {error}
            </Typography>
            {onRetry && (
              <Button variant="contained" onClick={onRetry}>
                Try again
              </Button>
            )}
          </>
        ) : (
          <CircularProgress size={28} aria-label="Loading" />
        )}
      </Stack>
    </Box>
  );
}
