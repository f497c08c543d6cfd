import { Alert, Box, Button, Stack } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '../../../domain/auth/schemas';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { showToast } from '../../app/toasts';
import { useResetPassword } from './authApi';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { StatusIcon } from '../../app/components/StatusIcon';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Set by the link check page; lets the rules list include the email rule.
  const email = (useLocation().state as { email?: string } | null)?.email;
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  if (!token) {
    return (
      <PublicPageLayout
        icon={<StatusIcon icon={<LinkOffOutlined />} color="error" />}
        title="This link does not work"
        subtitle="This reset link is incomplete. Open the link from your email again."
        footer={<RouterLinkText to="/forgot-password">Request a new reset link</RouterLinkText>}
      />
    );
  }

  const submit = ({ password: newPassword }: { password: string }) =>
    reset.mutate(
      { token, password: newPassword },
      {
        onSuccess: () => {
          showToast('success', 'Your password has been reset. Sign in with your new password.');
          void navigate('/login', { replace: true });
        },
      },
    );

  return (
    <PublicPageLayout
      title="Choose a new password"
      subtitle="Pick a password you do not use anywhere else."
      footer={<RouterLinkText to="/login">Back to sign in</RouterLinkText>}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
        <Box>
          <PasswordField control={control} name="password" label="New password" autoComplete="new-password" autoFocus />
          <PasswordRules password={password} email={email} />
        </Box>
        <PasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        {reset.error && <Alert severity="error">{reset.error.message}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
