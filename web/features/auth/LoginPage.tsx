import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { LoginBody } from '../../../domain/auth/schemas';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { SignInLink } from '../../app/signIn/SignInLink';
import { useSignInNavigation } from '../../app/signIn/signInNavigation';
import { useGoogleClientId, useGoogleLogin, useLogin } from './signInApi';
import { deferredSchema } from './deferredSchema';
import { useFormField } from './useFormField';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';

const loginForm = deferredSchema(() => import('../../../domain/auth/schemas').then((schemas) => schemas.loginBodySchema));

export function LoginPage() {
  const { search: params, navigate, preloadSignedIn } = useSignInNavigation();
  const login = useLogin();
  const googleLogin = useGoogleLogin();
  const googleClientId = useGoogleClientId();
  const { control, handleSubmit, getValues } = useForm({
    resolver: loginForm.resolver,
    // ?email= from the verification page: only the password is left to type.
    defaultValues: { email: params.get('email')?.slice(0, 254) ?? '', password: '' },
  });
  const emailField = useFormField({ control, name: 'email' });

  // Only the latest attempt's error is shown, whichever way the user signed in.
  const signIn = (body: LoginBody) => {
    googleLogin.reset();
    login.submit(body);
  };
  const signInWithGoogle = (credential: string) => {
    login.reset();
    googleLogin.submit(credential);
  };
  // At the first keystroke: what signing in needs next (the form's rules, the shell and the home page).
  const preloadForSignIn = () => {
    loginForm.preload();
    preloadSignedIn();
  };
  const error = login.error ?? googleLogin.error;
  const signupLink = params.has('redirectUrl') ? `/signup?${params.toString()}` : '/signup';

  return (
    <PublicPageLayout
      title="Sign in to Teamwork"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        <>
          New to Teamwork? <SignInLink to={signupLink}>Create an account</SignInLink>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(signIn)} onInput={preloadForSignIn}>
        <OutlinedTextField {...emailField} label="Email" type="email" autoComplete="email" autoFocus />
        <Box>
          <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <SignInLink to="/forgot-password">Forgot password?</SignInLink>
          </Box>
        </Box>
        {error && (
          <Alert
            severity="error"
            action={
              error.code === 'EMAIL_NOT_VERIFIED' ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => navigate(`/email-sent?email=${encodeURIComponent(getValues('email'))}`)}
                >
                  Resend email
                </Button>
              ) : undefined
            }
          >
            {error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.pending}>
          Sign in
        </Button>
      </Stack>
      {googleClientId && (
        <>
          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
          <GoogleSignInButton clientId={googleClientId} onCredential={signInWithGoogle} />
        </>
      )}
    </PublicPageLayout>
  );
}
