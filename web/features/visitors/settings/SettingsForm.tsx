import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { timeZoneOptions } from '../../../../domain/profile/profile';
import { VISITOR_AGREEMENT_MAX } from '../../../../domain/visitors/visits';
import { useSaveVisitorSettings, type VisitorSettings } from '../api';
import { settingsFieldOf, settingsFormValues, validateSettings, type SettingsFormErrors, type SettingsFormValues } from './settingsForm';

const SWITCHES = [
  { name: 'requireApproval', label: 'Walk-ins wait for their host’s approval' },
  { name: 'photoEnabled', label: 'Take a photo at sign-in' },
  { name: 'autoSignOut', label: 'Sign everyone out at the end of the day' },
] as const;

/** The organisation's visitor settings; checked with the API's schema before anything is sent. */
export function SettingsForm({ settings }: { settings: VisitorSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(settings));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const save = useSaveVisitorSettings();
  const zones = useMemo(() => timeZoneOptions(), []);

  const change = (patch: Partial<SettingsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch) && field !== 'root')));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateSettings(values);
    if ('errors' in checked) return setErrors(checked.errors);
    try {
      const saved = await save.mutateAsync(checked.body);
      setValues(settingsFormValues(saved));
      toast.success('Visitor settings saved');
    } catch (error) {
      const { field, message } = settingsFieldOf(error instanceof Error ? error.message : 'Something went wrong');
      setErrors({ [field]: message });
    }
  };

  return (
    <Box component="form" aria-label="Visitor settings" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'grid', gap: 2 }}>
      {errors.root && <Alert severity="error">{errors.root}</Alert>}
      <TextField
        label="Visitor agreement"
        multiline
        minRows={3}
        value={values.agreementText}
        onChange={(event) => change({ agreementText: event.target.value })}
        error={Boolean(errors.agreementText)}
        helperText={errors.agreementText ?? 'Shown at the kiosk; the visitor accepts it to sign in. Leave empty for none.'}
        slotProps={{ htmlInput: { maxLength: VISITOR_AGREEMENT_MAX } }}
      />
      <Box sx={{ display: 'grid' }}>
        {SWITCHES.map((item) => (
          <FormControlLabel key={item.name} control={<Switch checked={values[item.name]} onChange={(event) => change({ [item.name]: event.target.checked })} />} label={item.label} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="Sign-out reminder (hours)"
          type="number"
          value={values.signOutReminderHours}
          onChange={(event) => change({ signOutReminderHours: event.target.value })}
          error={Boolean(errors.signOutReminderHours)}
          helperText={errors.signOutReminderHours ?? 'Remind the host after this long on site; empty for never'}
          slotProps={{ htmlInput: { min: 1, max: 24, step: 1 } }}
        />
        <TextField
          label="Keep visitor data (days)"
          type="number"
          value={values.retentionDays}
          onChange={(event) => change({ retentionDays: event.target.value })}
          error={Boolean(errors.retentionDays)}
          helperText={errors.retentionDays ?? 'Erase personal data this long after the last visit; empty to keep it'}
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
        />
      </Box>
      <Autocomplete
        options={zones}
        value={values.timeZone}
        disableClearable
        onChange={(_event, timeZone) => change({ timeZone })}
        renderInput={(params) => <TextField {...params} label="Time zone" error={Boolean(errors.timeZone)} helperText={errors.timeZone ?? 'The front desk’s day: today’s list, the end of the day and the badge’s date'} />}
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save settings
        </Button>
      </Box>
    </Box>
  );
}
