import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegisterBody } from '../../../domain/auth/schemas';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useRegister } from './authApi';
import { deferredSchema } from './deferredSchema';
import { useFormField } from './useFormField';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

const signupForm = deferredSchema(() => import('../../../domain/auth/schemas').then((schemas) => schemas.registerBodySchema));

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: signupForm.resolver,
    defaultValues: { name: '', email: '', organizationName: '', password: '' },
  });
  const nameField = useFormField({ control, name: 'name' });
  const emailField = useFormField({ control, name: 'email' });
  const organizationField = useFormField({ control, name: 'organizationName' });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const submit = (body: RegisterBody) =>
    register.mutate(body, {
      // A taken address gets the same answer (the server mails its owner instead), so sign-up reveals no account.
      onSuccess: (result) => void navigate(`/email-sent?email=${encodeURIComponent(result.email)}`),
    });

  const serverError = register.error;
  const loginLink = params.has('redirectUrl') ? `/login?${params.toString()}` : '/login';

  return (
    <PublicPageLayout
      title="Create your account"
      subtitle="Set up a workspace for your team in under a minute."
      footer={
        <>
          Already have an account? <RouterLinkText to={loginLink}>Sign in</RouterLinkText>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)} onInput={signupForm.preload}>
        <OutlinedTextField {...nameField} label="Name" autoComplete="name" autoFocus />
        <OutlinedTextField {...emailField} label="Email" type="email" autoComplete="email" />
        <OutlinedTextField {...organizationField} label="Organization name" autoComplete="organization" />
        <Box>
          <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
          <PasswordRules password={password} email={email} />
        </Box>
        {serverError && <Alert severity="error">{serverError.message}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={register.isPending}>
          Create account
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
