import { Box, Button, Stack, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '../components/Logo';
import { NotFoundPage } from './NotFoundPage';

/** Last line of defence: a crashed page or a chunk that failed to load after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <Logo size={32} />
        <Typography variant="h2" component="h1" sx={{ pt: 2 }}>
          Something went wrong
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          This page hit an unexpected problem. Reloading usually fixes it; if it keeps happening, let us know.
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Box>
  );
}
