import { Box, Skeleton } from '@mui/material';
import { PageHeader } from '../../../app/components/PageHeader';
import { QueryError } from '../../../app/components/QueryError';
import { useVisitorSettings } from '../api';
import { ManagerTabs } from '../visit/ManagerTabs';
import { BlockListSection } from './BlockListSection';
import { KiosksSection } from './KiosksSection';
import { SettingsCard } from './SettingsCard';
import { SettingsForm } from './SettingsForm';

/** /admin/visitorsettings (visitor managers): how visits work, who is blocked, and the front desk's kiosks. */
export function VisitorSettingsPage() {
  const settings = useVisitorSettings();
  return (
    <>
      <PageHeader title="Visitor settings" subtitle="How visitors sign in, what is kept about them, and the front desk’s kiosks." />
      <ManagerTabs />
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 880 }}>
        <SettingsCard title="Visits" description="The agreement, approvals, photos, signing out and how long visitor data is kept.">
          {settings.isError ? (
            <QueryError message={settings.error.message} onRetry={() => void settings.refetch()} />
          ) : settings.data ? (
            <SettingsForm settings={settings.data} />
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </SettingsCard>
        <SettingsCard title="Block list" description="A visitor matching a name, an email or a domain is held at sign-in, and the visitor managers are told.">
          <BlockListSection />
        </SettingsCard>
        <SettingsCard title="Kiosks" description="A tablet at the front desk where visitors sign themselves in and out.">
          <KiosksSection />
        </SettingsCard>
      </Box>
    </>
  );
}
