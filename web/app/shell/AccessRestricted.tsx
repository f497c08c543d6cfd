import { Button, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useNavigate } from 'react-router';
import { homeRouteOf } from '../../../domain/permissions/roles';
import { useCurrentUser } from '../session/useSession';

/** React Router numbers its own entries; idx 0 means the app itself has nothing to go back to. */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function AccessRestricted() {
  const navigate = useNavigate();
  const user = useCurrentUser();

  const goBack = () => {
    if (hasAppHistory()) void navigate(-1);
    // A URL typed or pasted into the tab: the browser still knows the page before it.
    else if (window.history.length > 1) window.history.back();
    else void navigate(homeRouteOf(user.role), { replace: true });
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, sm: 12 }, px: 2 }}>
      <LockOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1" sx={{ letterSpacing: '0.04em', fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        ACCESS RESTRICTED
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Sorry, You do not have access to this page</Typography>
      <Button variant="contained" onClick={goBack}>
        Go Back
      </Button>
    </Stack>
  );
}
