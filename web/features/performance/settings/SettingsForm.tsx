import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { toast } from 'react-toastify';
import { WEEKDAYS } from '../../../../domain/performance/credits';
import { ORG_ROLES } from '../../../../domain/permissions/roles';
import { timeZoneOptions } from '../../../../domain/profile/profile';
import { roleLabel } from '../../../app/format';
import { useSaveSettings, type CreditCategory, type PerformanceSettings } from '../api';
import { AutomaticCreditsSection, PeerRecognitionSection } from './RuleSections';
import { SettingsSection } from './SettingsSection';
import { settingsFieldOf, settingsFormValues, validateSettings, type SettingsFormErrors, type SettingsFormValues } from './settingsForm';

/** Who records, the week, the zone, and the two rules; one Save for all of them. */
export function SettingsForm({ settings, categories }: { settings: PerformanceSettings; categories: CreditCategory[] }) {
  const [values, setValues] = useState(() => settingsFormValues(settings));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const save = useSaveSettings();
  const zones = useMemo(() => timeZoneOptions(), []);

  const change = (patch: Partial<SettingsFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field) && field !== 'root')));
  };

  const toggleRole = (role: SettingsFormValues['recorderRoles'][number], on: boolean) =>
    change({ recorderRoles: on ? ORG_ROLES.filter((r) => r === role || values.recorderRoles.includes(r)) : values.recorderRoles.filter((r) => r !== role) }, 'recorderRoles');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateSettings(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.body, {
      onSuccess: (answer) => {
        setValues(settingsFormValues(answer.data));
        toast.success('Performance settings saved');
      },
      onError: (error) => {
        const { field, message } = settingsFieldOf(error.message);
        setErrors({ [field]: message });
      },
    });
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Performance settings">
      <SettingsSection title="Who may record credits" description="These roles record, edit and delete credits. The owner always may.">
        <FormGroup row>
          {ORG_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              label={roleLabel(role)}
              control={<Checkbox checked={role === 'owner' || values.recorderRoles.includes(role)} disabled={role === 'owner'} onChange={(event) => toggleRole(role, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        {errors.recorderRoles && <FormHelperText error>{errors.recorderRoles}</FormHelperText>}
      </SettingsSection>
      <SettingsSection title="Calendar" description="Weekly averages and this week's period start on this day; days are counted in this time zone.">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            label="Week starts on"
            value={values.weekStartsOn}
            onChange={(event) => change({ weekStartsOn: Number(event.target.value) }, 'weekStartsOn')}
            error={Boolean(errors.weekStartsOn)}
            helperText={errors.weekStartsOn}
            sx={{ flex: '1 1 180px' }}
          >
            {WEEKDAYS.map((day, index) => (
              <MenuItem key={day} value={index}>
                {day}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={zones}
            value={values.timeZone}
            disableClearable
            onChange={(_event, timeZone) => change({ timeZone }, 'timeZone')}
            sx={{ flex: '2 1 240px' }}
            renderInput={(params) => <TextField {...params} label="Time zone" error={Boolean(errors.timeZone)} helperText={errors.timeZone} />}
          />
        </Box>
      </SettingsSection>
      <AutomaticCreditsSection values={values} errors={errors} categories={categories} change={change} />
      <PeerRecognitionSection values={values} errors={errors} categories={categories} change={change} />
      {errors.root && <Alert severity="error">{errors.root}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          Save settings
        </Button>
      </Box>
    </Stack>
  );
}
