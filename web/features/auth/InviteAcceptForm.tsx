import { useMemo } from 'react';
import { Alert, Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_RULES, passwordProblems, passwordSchema, personNameSchema } from '../../../domain/auth/schemas';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { useFormField } from './useFormField';
import { useAcceptInvitation, type Invitation } from './inviteApi';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

/** The invitation fixes the email, so the "not your email" rule is checked against it here too. */
function acceptFormSchema(email: string) {
  return z
    .object({ name: personNameSchema, password: passwordSchema })
    .refine((values) => !passwordProblems(values.password, email).includes(PASSWORD_RULES[1]), {
      path: ['password'],
      message: 'Password must not be your email address',
    });
}

interface InviteAcceptFormProps {
  code: string;
  invitation: Invitation;
  onDecline: () => void;
  declining: boolean;
  /** Why declining failed, shown with the form's own errors. */
  declineError: string | undefined;
}

export function InviteAcceptForm({ code, invitation, onDecline, declining, declineError }: InviteAcceptFormProps) {
  const accept = useAcceptInvitation(code);
  const schema = useMemo(() => acceptFormSchema(invitation.email), [invitation.email]);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', password: '' } });
  const nameField = useFormField({ control, name: 'name' });
  const password = useWatch({ control, name: 'password' });
  // A 410 means the invitation changed since the page loaded (revoked, used): the server says how.
  const error = accept.error?.message ?? declineError;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((body) => accept.mutate(body))}>
      <TextField
        label="Email"
        value={invitation.email}
        autoComplete="username"
        helperText="The address this invitation was sent to"
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <LockOutlined fontSize="small" titleAccess="Read-only" />
              </InputAdornment>
            ),
            sx: { bgcolor: 'action.hover' },
          },
        }}
      />
      <OutlinedTextField {...nameField} label="Name" autoComplete="name" autoFocus />
      <Box>
        <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
        <PasswordRules password={password} email={invitation.email} />
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack spacing={1.5}>
        <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending} disabled={declining}>
          Accept invitation
        </Button>
        <Button variant="text" color="inherit" size="large" fullWidth onClick={onDecline} loading={declining} disabled={accept.isPending}>
          Decline
        </Button>
      </Stack>
    </Stack>
  );
}
