import { useMemo, useState } from 'react';
import { Autocomplete, Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import PublicRounded from '@mui/icons-material/PublicRounded';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { timeZoneOptions } from '../../../../domain/profile/profile';
import { endAfterStartMoved, type EventFormValues } from './eventFormValues';

type DateField = 'startDate' | 'startTime' | 'endDate' | 'endTime';
const LABELS: Record<DateField, string> = { startDate: 'Start date', startTime: 'Start time', endDate: 'End date', endTime: 'End time' };

/**
 * All day, start and end (a date and, unless all day, a time, on the event's wall clock), and the
 * time zone they are in. Moving the start moves the end with it, keeping the event's length.
 * The zone is shown when it is not the viewer's own (or when asked for).
 */
export function EventTimeFields({ form, viewerTimeZone }: { form: UseFormReturn<EventFormValues>; viewerTimeZone: string }) {
  const { control, getValues, setValue, watch } = form;
  const allDay = watch('allDay');
  const timeZone = watch('timeZone');
  const [zoneAsked, setZoneAsked] = useState(false);
  const zones = useMemo(() => timeZoneOptions(), []);
  const showZone = zoneAsked || timeZone !== viewerTimeZone || Boolean(form.formState.errors.timeZone);

  const moveStart = (field: 'startDate' | 'startTime', next: string) => {
    const before = getValues();
    const end = endAfterStartMoved(before, { startDate: before.startDate, startTime: before.startTime, [field]: next });
    setValue(field, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setValue('endDate', end.endDate, { shouldDirty: true });
    setValue('endTime', end.endTime, { shouldDirty: true });
  };

  const dateField = (name: DateField) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type={name.endsWith('Date') ? 'date' : 'time'}
          size="small"
          label={LABELS[name]}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => (name === 'startDate' || name === 'startTime' ? moveStart(name, event.target.value) : field.onChange(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Controller
          control={control}
          name="allDay"
          render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label="All day" />}
        />
        {!showZone && (
          <Button size="small" color="inherit" startIcon={<PublicRounded fontSize="small" />} onClick={() => setZoneAsked(true)} sx={{ color: 'text.secondary' }}>
            Time zone
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: allDay ? '1fr' : '1fr 1fr', sm: allDay ? '1fr 1fr' : '1.2fr 1fr 1.2fr 1fr' }, alignItems: 'start' }}>
        {dateField('startDate')}
        {!allDay && dateField('startTime')}
        {dateField('endDate')}
        {!allDay && dateField('endTime')}
      </Box>
      {showZone && (
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value}
              onChange={(_event, zone) => field.onChange(zone ?? viewerTimeZone)}
              disableClearable
              autoHighlight
              size="small"
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Time zone"
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (field.value !== viewerTimeZone ? `Not your time zone (${viewerTimeZone})` : undefined)}
                />
              )}
            />
          )}
        />
      )}
    </Box>
  );
}
