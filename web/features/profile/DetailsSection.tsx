import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { personNameSchema } from '../../../domain/auth/schemas';
import { browserTimeZone, timeZoneOptions, timeZoneSchema, type Profile } from '../../../domain/profile/profile';
import { FormTextField } from '../auth/FormTextField';
import { showFieldError, useUpdateProfile } from './profileApi';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

const detailsSchema = z.object({ name: personNameSchema, timeZone: timeZoneSchema });
type DetailsForm = z.input<typeof detailsSchema>;

/** Name and time zone, saved together. A user who never chose a zone is shown the browser's. */
export function DetailsSection({ profile }: { profile: Profile }) {
  const zones = useMemo(() => timeZoneOptions(), []);
  const fallbackZone = browserTimeZone();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, setError, formState } = useForm<DetailsForm, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    values: { name: profile.name, timeZone: profile.timeZone ?? fallbackZone },
  });

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ name: saved.name, timeZone: saved.timeZone ?? fallbackZone });
        toast.success('Profile saved');
      },
      onError: (error) => void showFieldError(error, setError, ['name', 'timeZone']),
    }),
  );

  return (
    <ProfileSection id="profile-details" title="Details" description={profile.email}>
      <ProfileForm onSubmit={save} submitLabel="Save" pendingLabel="Saving…" pending={update.isPending} disabled={!formState.isDirty && profile.timeZone !== null}>
        <FormTextField control={control} name="name" label="Name" autoComplete="name" fullWidth />
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value}
              onChange={(_event, value) => field.onChange(value ?? '')}
              disableClearable
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Time zone"
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (profile.timeZone ? undefined : 'From this browser until you save one')}
                />
              )}
            />
          )}
        />
      </ProfileForm>
    </ProfileSection>
  );
}
