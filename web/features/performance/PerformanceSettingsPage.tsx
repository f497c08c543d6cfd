import { Box, CircularProgress, Stack } from '@mui/material';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { useCreditCategories, usePerformanceSettings } from './api';
import { CategoriesSection } from './settings/CategoriesSection';
import { SettingsForm } from './settings/SettingsForm';

/** /performancesettings (owner): the credit categories, who records, the week and zone, and the automatic rules. */
export function PerformanceSettingsPage() {
  const settings = usePerformanceSettings();
  const categories = useCreditCategories();
  const error = settings.error ?? categories.error;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Performance Settings" subtitle="How credits are recorded and counted in your organisation." />
      {error ? (
        <QueryError
          message={error.message}
          onRetry={() => {
            void settings.refetch();
            void categories.refetch();
          }}
        />
      ) : !settings.data || !categories.data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the settings" />
        </Box>
      ) : (
        <Stack spacing={3}>
          <CategoriesSection categories={categories.data} />
          <SettingsForm settings={settings.data.data} categories={categories.data} />
        </Stack>
      )}
    </Box>
  );
}
