import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { SignInLink } from '../../app/signIn/SignInLink';
import { useSignInNavigation } from '../../app/signIn/signInNavigation';
import { useRegister } from './signInApi';
import { deferredSchema } from './deferredSchema';
import { useFormField } from './useFormField';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

const signupForm = deferredSchema(() => import('../../../domain/auth/schemas').then((schemas) => schemas.registerBodySchema));

export function SignupPage() {
  const { search: params, navigate } = useSignInNavigation();
  // A taken address gets the same answer (the server mails its owner instead), so sign-up reveals no account.
  const register = useRegister((result) => navigate(`/email-sent?email=${encodeURIComponent(result.email)}`));
  const { control, handleSubmit } = useForm({
    resolver: signupForm.resolver,
    defaultValues: { name: '', email: '', organizationName: '', password: '' },
  });
  const nameField = useFormField({ control, name: 'name' });
  const emailField = useFormField({ control, name: 'email' });
  const organizationField = useFormField({ control, name: 'organizationName' });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const serverError = register.error;
  const loginLink = params.has('redirectUrl') ? `/login?${params.toString()}` : '/login';

  return (
    <PublicPageLayout
      title="Create your account"
      subtitle="Set up a workspace for your team in under a minute."
      footer={
        <>
          Already have an account? <SignInLink to={loginLink}>Sign in</SignInLink>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(register.submit)} onInput={signupForm.preload}>
        <OutlinedTextField {...nameField} label="Name" autoComplete="name" autoFocus />
        <OutlinedTextField {...emailField} label="Email" type="email" autoComplete="email" />
        <OutlinedTextField {...organizationField} label="Organization name" autoComplete="organization" />
        <Box>
          <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
          <PasswordRules password={password} email={email} />
        </Box>
        {serverError && <Alert severity="error">{serverError.message}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={register.pending}>
          Create account
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
