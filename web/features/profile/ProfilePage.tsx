import { Box, Skeleton } from '@mui/material';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { AvatarSection } from './AvatarSection';
import { DetailsSection } from './DetailsSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { useProfile } from './profileApi';
import { SessionsSection } from './SessionsSection';

/** /profile (issue 14 item 17): the signed-in person's own account, for every role, from the avatar menu. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title="Profile" subtitle="Your name, picture, sign-in details and devices." />
      {profile.isError ? (
        <QueryError message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <AvatarSection profile={profile.data} />
          <DetailsSection profile={profile.data} />
          {profile.data.hasPassword && <PasswordSection email={profile.data.email} />}
          {profile.data.hasPassword && <EmailSection email={profile.data.email} />}
          <SessionsSection />
        </Box>
      )}
    </Box>
  );
}
