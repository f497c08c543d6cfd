import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '../../../domain/auth/schemas';
import { OutlinedTextField } from '../../app/components/OutlinedTextField';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { preloadSignedInHome } from '../../app/router';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useAppConfig, useGoogleLogin, useLogin } from './authApi';
import { deferredSchema } from './deferredSchema';
import { useFormField } from './useFormField';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';

const loginForm = deferredSchema(() => import('../../../domain/auth/schemas').then((schemas) => schemas.loginBodySchema));

/** At the first keystroke: what signing in needs next (the form's rules, the shell and the home page). */
function preloadForSignIn() {
  loginForm.preload();
  preloadSignedInHome();
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const googleLogin = useGoogleLogin();
  const googleClientId = useAppConfig().data?.googleClientId;
  const { control, handleSubmit, getValues } = useForm({
    resolver: loginForm.resolver,
    // ?email= from the verification page: only the password is left to type.
    defaultValues: { email: params.get('email')?.slice(0, 254) ?? '', password: '' },
  });
  const emailField = useFormField({ control, name: 'email' });

  // Only the latest attempt's error is shown, whichever way the user signed in.
  const signIn = (body: LoginBody) => {
    googleLogin.reset();
    login.mutate(body);
  };
  const signInWithGoogle = (credential: string) => {
    login.reset();
    googleLogin.mutate(credential);
  };
  const error = login.error ?? googleLogin.error;
  const signupLink = params.has('redirectUrl') ? `/signup?${params.toString()}` : '/signup';

  return (
    <PublicPageLayout
      title="Sign in to Teamwork"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        <>
          New to Teamwork? <RouterLinkText to={signupLink}>Create an account</RouterLinkText>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(signIn)} onInput={preloadForSignIn}>
        <OutlinedTextField {...emailField} label="Email" type="email" autoComplete="email" autoFocus />
        <Box>
          <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <RouterLinkText to="/forgot-password">Forgot password?</RouterLinkText>
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
                  onClick={() => void navigate(`/email-sent?email=${encodeURIComponent(getValues('email'))}`)}
                >
                  Resend email
                </Button>
              ) : undefined
            }
          >
            {error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
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
