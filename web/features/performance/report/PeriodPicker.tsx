import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { PeriodPreset } from '../../../../domain/performance/periods';
import { formatRange } from './figures';
import { ReportFilters } from './ReportFilters';
import type { ReportParams } from './useReportParams';

const PRESET_LABELS: Record<PeriodPreset, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
  custom: 'Custom',
};

interface PeriodPickerProps {
  params: ReportParams;
  update: (changes: Partial<ReportParams>) => void;
  /** The range the server resolved the period to (the organisation's today and week start), once it answered. */
  resolved: { from: string; to: string } | undefined;
}

function DayField({ label, value, min, error, onChange }: { label: string; value: string; min?: string; error?: string; onChange: (day: string) => void }) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined } }}
      sx={{ flex: 1, minWidth: 0, width: { sm: 160 } }}
    />
  );
}

/** The period of the report, the graph and the member page: a preset or two days, with the range it covers. */
export function PeriodPicker({ params, update, resolved }: PeriodPickerProps) {
  const custom = params.period === 'custom';
  const backwards = custom && params.from !== '' && params.to !== '' && params.from > params.to;
  const choose = (period: PeriodPreset) => {
    // A custom period starts from the range on screen, so switching to it changes nothing until a day is edited.
    if (period === 'custom' && resolved) update({ period, from: params.from || resolved.from, to: params.to || resolved.to });
    else update({ period });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flex: { xs: '1 1 100%', md: '0 1 auto' } }}>
      <TextField select size="small" label="Period" value={params.period} onChange={(event) => choose(event.target.value as PeriodPreset)} sx={{ width: { xs: '100%', sm: 160 } }}>
        {Object.entries(PRESET_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {custom && (
        <Box sx={{ display: 'flex', gap: 1.5, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          <DayField label="From" value={params.from} onChange={(from) => update({ from })} />
          <DayField label="To" value={params.to} min={params.from} onChange={(to) => update({ to })} error={backwards ? 'The end is before the start' : undefined} />
        </Box>
      )}
      {resolved && (
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap' }}>
          {formatRange(resolved.from, resolved.to)}
        </Typography>
      )}
    </Box>
  );
}

/** The top of the report and the graph: the period on one side, the category and project on the other. */
export function ReportToolbar({ params, update, resolved }: PeriodPickerProps) {
  return (
    <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
      <PeriodPicker params={params} update={update} resolved={resolved} />
      <ReportFilters params={params} update={update} />
    </Box>
  );
}
