import { useCallback, useState } from 'react';
import { Box, Button, Tab, Tabs, Tooltip } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../app/components/PageHeader';
import { useNewEventShortcut } from '../calendar/useNewEventShortcut';
import { usePerformanceSettings, type Credit } from './api';
import { CreditDialog } from './credits/CreditDialog';
import { CreditsTab } from './credits/CreditsTab';
import { GraphTab } from './graph/GraphTab';
import { ReportTab } from './report/ReportTab';

const TABS = [
  { value: 'credits', label: 'Credits' },
  { value: 'report', label: 'Report' },
  { value: 'graph', label: 'Graph' },
] as const;
type PerformanceTab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): PerformanceTab => TABS.find((tab) => tab.value === value)?.value ?? 'credits';

/** /performance (owner, admin): the team's credits, the report and the graph; 'Record credit' (or 'n') for those the settings allow. */
export function PerformancePage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const settings = usePerformanceSettings();
  const canRecord = settings.data?.access.canRecord ?? false;
  // credit null: recording a new one; the credit stays while the dialog fades out.
  const [dialog, setDialog] = useState<{ credit: Credit | null; open: boolean }>({ credit: null, open: false });
  const record = useCallback(() => setDialog({ credit: null, open: true }), []);
  // The same 'n' as the calendar's new event (not while typing or with a dialog open).
  useNewEventShortcut(record, canRecord);

  return (
    <>
      <PageHeader
        title="Performance"
        subtitle="Credits recorded for the team's work, with totals and averages."
        actions={
          canRecord && (
            <Tooltip title="Shortcut: N" describeChild>
              <Button variant="contained" startIcon={<AddRounded />} onClick={record}>
                Record credit
              </Button>
            </Tooltip>
          )
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={tab}
          // The report's and graph's period and filters stay in the address from one tab to the other.
          onChange={(_event, value: PerformanceTab) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'credits') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          aria-label="Performance views"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      {tab === 'credits' && <CreditsTab canRecord={canRecord} onRecord={record} onEdit={(credit) => setDialog({ credit, open: true })} />}
      {tab === 'report' && <ReportTab />}
      {tab === 'graph' && <GraphTab />}
      <CreditDialog open={dialog.open} credit={dialog.credit} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </>
  );
}
