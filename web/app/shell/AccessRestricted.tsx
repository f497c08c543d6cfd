import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useNavigate } from 'react-router';
import { homeRouteOf } from '../../../domain/permissions/roles';
import { roleLabel } from '../format';
import { useCurrentUser } from '../session/useSession';

/** React Router numbers its own entries; idx 0 means the app itself has nothing to go back to. */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Spec 2's texts ('ACCESS RESTRICTED', its sentence, Go Back) in the app's calm empty-state
 * style, with what the user can do about it: their role, and who can change it.
 */
export function AccessRestricted() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const home = homeRouteOf(user.role);

  const goBack = () => {
    if (hasAppHistory()) void navigate(-1);
    // A URL typed or pasted into the tab: the browser still knows the page before it.
    else if (window.history.length > 1) window.history.back();
    else void navigate(home, { replace: true });
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, sm: 12 }, px: 2 }}>
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
          color: 'text.secondary',
          bgcolor: alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.08 : 0.05),
        })}
      >
        <LockOutlined sx={{ fontSize: 30 }} aria-hidden />
      </Box>
      <Typography variant="overline" component="h1" sx={{ fontSize: '0.875rem', letterSpacing: '0.08em', color: 'text.secondary', lineHeight: 1.6 }}>
        ACCESS RESTRICTED
      </Typography>
      <Typography variant="h3" component="p">
        Sorry, You do not have access to this page
      </Typography>
      {user.role !== 'super_admin' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {`You are signed in with the ${roleLabel(user.role)} role. An owner or admin of your organisation can change it.`}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button variant="contained" onClick={goBack}>
          Go Back
        </Button>
        <Button onClick={() => void navigate(home)}>Home</Button>
      </Stack>
    </Stack>
  );
}
