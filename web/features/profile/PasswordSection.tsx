import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { changePasswordBodySchema, type ChangePasswordBody } from '../../../domain/profile/profile';
import { PasswordField } from '../auth/PasswordField';
import { showFieldError, useChangePassword } from './profileApi';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '' };

/** A new password signs out every other device; this one stays signed in. */
export function PasswordSection({ email }: { email: string }) {
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  const save = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ endedSessions }) => {
        reset(EMPTY);
        toast.success(endedSessions > 0 ? `Password changed. ${endedSessions === 1 ? 'One other device was' : `${endedSessions} other devices were`} signed out.` : 'Password changed');
      },
      onError: (error) => {
        if (!showFieldError(error, setError, ['currentPassword', 'newPassword']) && !error.endsSession) toast.error(error.message);
      },
    }),
  );

  return (
    <ProfileSection id="profile-password" title="Password" description="Changing it signs you out on every other device.">
      <ProfileForm onSubmit={save} submitLabel="Change password" pendingLabel="Changing…" pending={change.isPending}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" fullWidth />
        <PasswordField control={control} name="newPassword" label="New password" autoComplete="new-password" helperText="At least 8 characters, not your email address" fullWidth />
      </ProfileForm>
    </ProfileSection>
  );
}
