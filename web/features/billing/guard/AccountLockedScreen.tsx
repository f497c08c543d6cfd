import type { ReactElement } from 'react';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import { Link as RouterLink } from 'react-router';
import type { SubscriptionCheck, SubscriptionStatus } from '../../../../domain/billing/api';
import { StatusIcon } from '../../../app/components/StatusIcon';
import { useLogout } from '../../../app/session/useLogout';

interface LockedState {
  icon: ReactElement;
  color: 'primary' | 'error';
  title: string;
  /** Shown when the server sends no message of its own. */
  explanation: string;
  /** What an owner or admin can do about it. */
  remedy: string;
}

const STATES: Partial<Record<SubscriptionStatus, LockedState>> = {
  suspended: {
    icon: <PauseCircleOutlined />,
    color: 'error',
    title: 'Your subscription is suspended',
    explanation: 'A payment for this workspace failed and was not settled in time, so access is paused. Nothing has been deleted.',
    remedy: 'Retry the payment or add a new card on the billing page to restore access straight away.',
  },
  expired: {
    icon: <EventBusyOutlined />,
    color: 'primary',
    title: 'Your trial has ended',
    explanation: 'The free trial of this workspace is over. Everything your team created is kept.',
    remedy: 'Choose a plan on the billing page to restore access for everyone.',
  },
  cancelled: {
    icon: <RemoveCircleOutlined />,
    color: 'primary',
    title: 'Your subscription was cancelled',
    explanation: 'The subscription of this workspace has ended. Everything your team created is kept.',
    remedy: 'Subscribe again on the billing page to restore access for everyone.',
  },
  restricted: {
    icon: <BlockOutlined />,
    color: 'error',
    title: 'This organisation is restricted',
    explanation: 'The platform administrator has restricted this organisation.',
    remedy: 'Contact support to have the restriction lifted. Billing stays available to you.',
  },
};

const FALLBACK: LockedState = {
  icon: <LockOutlined />,
  color: 'error',
  title: 'This workspace is locked',
  explanation: 'Access to this workspace is paused.',
  remedy: 'Open the billing page to restore access.',
};

/** What a locked organisation's members see in place of any page (spec 2, guard screens). */
export function AccountLockedScreen({ check }: { check: SubscriptionCheck }) {
  const logout = useLogout();
  const state = STATES[check.status] ?? FALLBACK;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 8 } }}>
      <Card component="section" aria-labelledby="account-locked-title" sx={{ width: '100%', maxWidth: 500, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <StatusIcon icon={state.icon} color={state.color} />
          <Typography id="account-locked-title" variant="h2" component="h1">
            {state.title}
          </Typography>
          {/* The server's message already says who can fix it and how; the generic texts stand in without one. */}
          <Typography sx={{ color: 'text.secondary' }}>{check.message ?? state.explanation}</Typography>
          {!check.message && (
            <Typography sx={{ color: 'text.secondary' }}>
              {check.canManageBilling ? state.remedy : 'Contact your workspace owner or admin to restore access.'}
            </Typography>
          )}
        </Stack>
        <Stack spacing={1.25} sx={{ mt: 3 }}>
          {check.canManageBilling && (
            <Button component={RouterLink} to="/billing" variant="contained" size="large" fullWidth>
              Go to billing
            </Button>
          )}
          <Button
            onClick={() => logout.mutate()}
            loading={logout.isPending}
            variant={check.canManageBilling ? 'text' : 'outlined'}
            color="inherit"
            size="large"
            fullWidth
          >
            Log out
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}
