import { useMemo } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { FREQ_UNITS, MONTHS, recurrenceSettingsSchema, type FreqUnit, type RecurrenceSettings } from '../../../../domain/calendar/recurrence';
import { recurrenceSummary } from '../../../../domain/calendar/recurrenceSummary';
import { MonthlyRecurrenceFields } from './MonthlyRecurrenceFields';
import { RecurrenceEndFields } from './RecurrenceEndFields';
import { FREQ_UNIT_LABELS, settingsForUnit, unitWord } from './recurrenceDefaults';
import { WeekdayToggles } from './WeekdayToggles';

const NO_REPEAT = 'none';
const MONTH_DATES = Array.from({ length: 31 }, (_, index) => index + 1);

interface RecurrenceEditorProps {
  value: RecurrenceSettings | null;
  onChange: (settings: RecurrenceSettings | null) => void;
  /** The series' first day ('YYYY-MM-DD', in the event's zone): defaults come from it, and the summary starts from it. */
  startDay: string;
  /** Messages from the server by setting ('freqCount', 'yearlyScheduledDate', …). */
  errors?: Partial<Record<string, string>>;
}

/** The schema's first message for each setting, as the settings stand. */
function issuesOf(settings: RecurrenceSettings | null): Partial<Record<string, string>> {
  if (!settings) return {};
  const result = recurrenceSettingsSchema.safeParse(settings);
  const issues: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) issues[String(issue.path[0] ?? 'freqUnit')] ??= issue.message;
  return issues;
}

/**
 * 'Does not repeat', or the spec's recurrence settings for the chosen frequency, with spec 5's
 * summary under them as they change. Settings the schema refuses show its message at the setting
 * (and no summary, which would describe something else).
 */
export function RecurrenceEditor({ value, onChange, startDay, errors = {} }: RecurrenceEditorProps) {
  const issues = useMemo(() => ({ ...issuesOf(value), ...errors }), [value, errors]);
  const summary = useMemo(() => {
    const parsed = value ? recurrenceSettingsSchema.safeParse(value) : null;
    return parsed?.success ? recurrenceSummary(parsed.data, startDay) : null;
  }, [value, startDay]);

  const chooseUnit = (unit: string) => onChange(unit === NO_REPEAT ? null : settingsForUnit(unit as FreqUnit, value, startDay));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField select size="small" label="Repeat" fullWidth={false} value={value?.freqUnit ?? NO_REPEAT} onChange={(event) => chooseUnit(event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value={NO_REPEAT}>Does not repeat</MenuItem>
          {FREQ_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {FREQ_UNIT_LABELS[unit]}
            </MenuItem>
          ))}
        </TextField>
        {value && (
          <TextField
            type="number"
            size="small"
            label="Every"
            fullWidth={false}
            // A cleared field is 0 (refused: 'at least 1'), shown empty so typing starts afresh.
            value={value.freqCount === 0 ? '' : value.freqCount}
            onChange={(event) => onChange({ ...value, freqCount: event.target.value === '' ? 0 : Number(event.target.value) })}
            error={Boolean(issues.freqCount)}
            helperText={issues.freqCount}
            slotProps={{ htmlInput: { min: 1, step: 1 }, input: { endAdornment: <InputAdornment position="end">{unitWord(value.freqUnit, value.freqCount)}</InputAdornment> } }}
            sx={{ width: 160 }}
          />
        )}
      </Box>

      {value?.freqUnit === 'everyDay' && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.75, color: 'text.secondary' }}>
            Skip days
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <WeekdayToggles label="Skip days" value={value.skipDays} onChange={(skipDays) => onChange({ ...value, skipDays })} locked={value.skipWeekends ? ['Saturday', 'Sunday'] : []} />
            <FormControlLabel
              control={<Checkbox size="small" checked={value.skipWeekends} onChange={(event) => onChange({ ...value, skipWeekends: event.target.checked })} />}
              label="Skip weekends"
            />
          </Box>
          {issues.skipDays && <FormHelperText error>{issues.skipDays}</FormHelperText>}
        </Box>
      )}

      {value?.freqUnit === 'everyWeek' && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.75, color: 'text.secondary' }}>
            Repeat on
          </Typography>
          <WeekdayToggles label="Repeat on" value={value.scheduledDays} onChange={(scheduledDays) => onChange({ ...value, scheduledDays })} />
          {issues.scheduledDays && <FormHelperText error>{issues.scheduledDays}</FormHelperText>}
        </Box>
      )}

      {value?.freqUnit === 'everyMonth' && (
        <MonthlyRecurrenceFields value={value} onChange={onChange} errors={{ scheduledMonthDates: issues.scheduledMonthDates, scheduledMonthDay: issues.scheduledMonthDay }} />
      )}

      {value?.freqUnit === 'everyYear' && <YearlyFields value={value} onChange={onChange} error={issues.yearlyScheduledDate} />}

      {value && <RecurrenceEndFields value={value} onChange={onChange} startDay={startDay} errors={{ endType: issues.endType, endDate: issues.endDate, endCount: issues.endCount }} />}

      {value && (
        <Typography role="status" variant="body2" sx={{ fontWeight: 500, minHeight: 20 }}>
          {summary}
        </Typography>
      )}
      {value && issues.freqUnit && <FormHelperText error>{issues.freqUnit}</FormHelperText>}
    </Box>
  );
}

/** everyYear: the month and day of the month (a 30 February is refused with the schema's message). */
function YearlyFields({ value, onChange, error }: { value: RecurrenceSettings; onChange: (settings: RecurrenceSettings) => void; error?: string }) {
  const date = value.yearlyScheduledDate ?? { month: 1, day: 1 };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField select size="small" label="Month" fullWidth={false} value={date.month} onChange={(event) => onChange({ ...value, yearlyScheduledDate: { ...date, month: Number(event.target.value) } })} sx={{ minWidth: 160 }}>
        {MONTHS.map((month, index) => (
          <MenuItem key={month} value={index + 1}>
            {month}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Day of the month"
        fullWidth={false}
        value={date.day}
        onChange={(event) => onChange({ ...value, yearlyScheduledDate: { ...date, day: Number(event.target.value) } })}
        error={Boolean(error)}
        helperText={error}
        sx={{ minWidth: 160 }}
      >
        {MONTH_DATES.map((day) => (
          <MenuItem key={day} value={day}>
            {day}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
