import { Alert, Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordBodySchema } from '../../../domain/auth/schemas';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useForgotPassword } from './authApi';
import { useFormField } from './useFormField';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const emailField = useFormField({ control, name: 'email' });

  return (
    <PublicPageLayout
      title="Reset your password"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<RouterLinkText to="/login">Back to sign in</RouterLinkText>}
    >
      {forgot.isSuccess ? (
        <Alert severity="success">{forgot.data.message}</Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(({ email }) => forgot.mutate(email))}>
          <OutlinedTextField {...emailField} label="Email" type="email" autoComplete="email" autoFocus />
          {forgot.error && <Alert severity="error">{forgot.error.message}</Alert>}
          <Button type="submit" variant="contained" size="large" fullWidth loading={forgot.isPending}>
            Send reset link
          </Button>
        </Stack>
      )}
    </PublicPageLayout>
  );
}
