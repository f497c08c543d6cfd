import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { changeEmailBodySchema } from '../../../domain/profile/profile';
import { FormTextField } from '../auth/FormTextField';
import { PasswordField } from '../auth/PasswordField';
import { showFieldError, useChangeEmail } from './profileApi';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

type EmailForm = z.input<typeof changeEmailBodySchema>;
const EMPTY: EmailForm = { email: '', currentPassword: '' };

/** The new address gets a link; the email changes only once it is opened. */
export function EmailSection({ email }: { email: string }) {
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<EmailForm, unknown, z.output<typeof changeEmailBodySchema>>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: EMPTY,
  });

  const save = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        setSent(message);
      },
      onError: (error) => {
        if (!showFieldError(error, setError, ['email', 'currentPassword']) && !error.endsSession) toast.error(error.message);
      },
    }),
  );

  return (
    <ProfileSection id="profile-email" title="Email" description={`You sign in with ${email}.`}>
      {sent && (
        <Alert severity="info" onClose={() => setSent(null)} sx={{ mb: 2 }}>
          {sent}
        </Alert>
      )}
      <ProfileForm onSubmit={save} submitLabel="Send confirmation link" pendingLabel="Sending…" pending={change.isPending}>
        <FormTextField control={control} name="email" label="New email" type="email" autoComplete="email" fullWidth />
        <PasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" fullWidth />
      </ProfileForm>
    </ProfileSection>
  );
}
