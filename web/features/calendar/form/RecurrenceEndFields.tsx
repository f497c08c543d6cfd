import { useId } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { RecurrenceSettings } from '../../../../domain/calendar/recurrence';
import { addDays } from './wallTime';

type EndType = RecurrenceSettings['endType'];

interface RecurrenceEndFieldsProps {
  value: RecurrenceSettings;
  onChange: (settings: RecurrenceSettings) => void;
  startDay: string;
  errors: Partial<Record<'endType' | 'endDate' | 'endCount', string>>;
}

/** Ends: never, on a date (inclusive), or after N times. Choosing one fills its value in (a month after the start, 10 times). */
export function RecurrenceEndFields({ value, onChange, startDay, errors }: RecurrenceEndFieldsProps) {
  const id = useId();
  const choose = (endType: EndType) =>
    onChange({
      ...value,
      endType,
      endDate: endType === 'onDate' ? (value.endDate ?? addDays(startDay, 30)) : null,
      endCount: endType === 'afterCount' ? (value.endCount ?? 10) : null,
    });
  return (
    <FormControl error={Boolean(errors.endType)}>
      <FormLabel id={`${id}-label`} sx={{ fontSize: 14 }}>
        Ends
      </FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} value={value.endType} onChange={(event) => choose(event.target.value as EndType)}>
        <FormControlLabel value="never" control={<Radio size="small" />} label="Never" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <FormControlLabel value="onDate" control={<Radio size="small" />} label="On a date" sx={{ minWidth: 120 }} />
          <TextField
            type="date"
            size="small"
            label="Ends on"
            fullWidth={false}
            value={value.endDate ?? ''}
            disabled={value.endType !== 'onDate'}
            onChange={(event) => onChange({ ...value, endDate: event.target.value || null })}
            error={Boolean(errors.endDate)}
            helperText={errors.endDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <FormControlLabel value="afterCount" control={<Radio size="small" />} label="After" sx={{ minWidth: 120 }} />
          <TextField
            type="number"
            size="small"
            label="Occurrences"
            fullWidth={false}
            value={value.endCount ?? ''}
            disabled={value.endType !== 'afterCount'}
            onChange={(event) => onChange({ ...value, endCount: event.target.value === '' ? null : Number(event.target.value) })}
            error={Boolean(errors.endCount)}
            helperText={errors.endCount}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 140 }}
          />
        </Box>
      </RadioGroup>
    </FormControl>
  );
}
