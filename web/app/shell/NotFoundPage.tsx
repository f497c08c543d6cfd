import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../components/Logo';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <Logo size={32} />
        <Typography sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', pt: 2 }}>
          404
        </Typography>
        <Typography variant="h2" component="h1">
          Page not found
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          The page you are looking for does not exist or has moved. Check the address, or head back to your workspace.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to home
        </Button>
      </Stack>
    </Box>
  );
}
