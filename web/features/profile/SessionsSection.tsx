import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import { toast } from 'react-toastify';
import type { SessionInfo } from '../../../domain/profile/profile';
import { ConfirmDialog } from '../../app/components/ConfirmDialog';
import { QueryError } from '../../app/components/QueryError';
import { formatDateTime, formatRelative } from '../../app/format';
import { useEndOtherSessions, useEndSession, useSessions } from './profileApi';
import { ProfileSection } from './ProfileSection';

const isPhone = (session: SessionInfo) => /iOS|Android/.test(session.device);

function SessionRow({ session, divider, onEnd, ending }: { session: SessionInfo; divider: boolean; onEnd: () => void; ending: boolean }) {
  const Icon = isPhone(session) ? SmartphoneOutlined : LaptopOutlined;
  const details = [session.ipAddress, `signed in ${formatDateTime(session.createdAt)}`, session.current ? null : `last active ${formatRelative(session.lastSeenAt)}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem
      disableGutters
      divider={divider}
      secondaryAction={
        session.current ? (
          <Chip label="This device" color="primary" size="small" variant="outlined" />
        ) : (
          <Button size="small" color="error" disabled={ending} onClick={onEnd} aria-label={`Sign out ${session.device}, ${session.ipAddress ?? 'unknown address'}`}>
            Sign out
          </Button>
        )
      }
      sx={{ pr: 13 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon aria-hidden />
      </ListItemIcon>
      <ListItemText primary={session.device} secondary={details} slotProps={{ primary: { title: session.userAgent ?? undefined } }} />
    </ListItem>
  );
}

/** Every signed-in browser of the user; any but this one can be signed out, or all of them at once. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <ProfileSection id="profile-sessions" title="Active sessions" description="Where you are signed in. Sign out any device you do not recognise.">
      {sessions.isError ? (
        <QueryError message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <>
          <List disablePadding aria-label="Active sessions">
            {sessions.data.map((session, index) => (
              <SessionRow
                key={session._id}
                session={session}
                divider={index < sessions.data.length - 1}
                ending={endOne.isPending && endOne.variables === session._id}
                onEnd={() => endOne.mutate(session._id, { onSuccess: () => toast.success(`${session.device} was signed out`) })}
              />
            ))}
          </List>
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="error" disabled={others === 0 || endOthers.isPending} onClick={() => setConfirming(true)}>
              Sign out everywhere else
            </Button>
            {others === 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                You are signed in on this device only.
              </Typography>
            )}
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out"
        destructive
        pending={endOthers.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ endedSessions }) => toast.success(`Signed out of ${endedSessions} other ${endedSessions === 1 ? 'session' : 'sessions'}`),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {`Every other browser and device signed in to your account (${others}) is signed out at once. This one stays signed in.`}
      </ConfirmDialog>
    </ProfileSection>
  );
}
