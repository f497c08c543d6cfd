import { useId } from 'react';
import { Box, FormHelperText, MenuItem, Tab, Tabs, TextField, ToggleButton } from '@mui/material';
import { MONTH_DAY_ORDINALS, WEEKDAYS, type MonthDayOrdinal, type RecurrenceSettings, type Weekday } from '../../../../domain/calendar/recurrence';

const TAB_LABELS = { fixDate: 'On dates', dayMonth: 'On a weekday' } as const;
const MONTH_DATES = Array.from({ length: 31 }, (_, index) => index + 1);

interface MonthlyRecurrenceFieldsProps {
  value: RecurrenceSettings;
  onChange: (settings: RecurrenceSettings) => void;
  errors: Partial<Record<'scheduledMonthDates' | 'scheduledMonthDay', string>>;
}

/** everyMonth: fixed dates of the month (a 1-31 grid) or an ordinal weekday ('Second Tuesday'), as two tabs. */
export function MonthlyRecurrenceFields({ value, onChange, errors }: MonthlyRecurrenceFieldsProps) {
  const id = useId();
  const tab = value.monthlyTab;
  const monthDay = value.scheduledMonthDay ?? { freq: 'First' as MonthDayOrdinal, day: 'Monday' as Weekday };
  const toggleDate = (date: number) => {
    const dates = value.scheduledMonthDates.includes(date) ? value.scheduledMonthDates.filter((d) => d !== date) : [...value.scheduledMonthDates, date];
    onChange({ ...value, scheduledMonthDates: dates.sort((a, b) => a - b) });
  };
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: RecurrenceSettings['monthlyTab']) => onChange({ ...value, monthlyTab: next })} aria-label="Monthly on" sx={{ minHeight: 40, mb: 1.5 }}>
        {(['fixDate', 'dayMonth'] as const).map((key) => (
          <Tab key={key} value={key} label={TAB_LABELS[key]} id={`${id}-tab-${key}`} aria-controls={`${id}-panel`} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'fixDate' ? (
          <>
            <Box role="group" aria-label="Days of the month" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(32px, 40px))', gap: 0.5 }}>
              {MONTH_DATES.map((date) => (
                <ToggleButton key={date} value={date} size="small" selected={value.scheduledMonthDates.includes(date)} onChange={() => toggleDate(date)} sx={{ p: 0.5, minWidth: 0 }}>
                  {date}
                </ToggleButton>
              ))}
            </Box>
            {errors.scheduledMonthDates && <FormHelperText error>{errors.scheduledMonthDates}</FormHelperText>}
          </>
        ) : (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Week of the month"
              fullWidth={false}
              value={monthDay.freq}
              onChange={(event) => onChange({ ...value, scheduledMonthDay: { ...monthDay, freq: event.target.value as MonthDayOrdinal } })}
              error={Boolean(errors.scheduledMonthDay)}
              helperText={errors.scheduledMonthDay}
              sx={{ minWidth: 160 }}
            >
              {MONTH_DAY_ORDINALS.map((ordinal) => (
                <MenuItem key={ordinal} value={ordinal}>
                  {ordinal}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Day of the week"
              fullWidth={false}
              value={monthDay.day}
              onChange={(event) => onChange({ ...value, scheduledMonthDay: { ...monthDay, day: event.target.value as Weekday } })}
              sx={{ minWidth: 160 }}
            >
              {WEEKDAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {day}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
      </Box>
    </Box>
  );
}
