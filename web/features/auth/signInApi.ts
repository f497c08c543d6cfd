import { useEffect, useState } from 'react';
import type { EmailAnswer, LoginResult } from '../../../domain/auth/api';
import type { LoginBody, RegisterBody } from '../../../domain/auth/schemas';
import { apiData } from '../../app/api/client';
import { useSignInNavigation } from '../../app/signIn/signInNavigation';
import { useSubmission } from '../../app/signIn/useSubmission';

// The sign-in and sign-up forms' requests. These pages are drawn before the app's data layer
// loads (app/signIn/signInNavigation.ts), so they ask with useSubmission, not TanStack Query.

/** Shared by password, Google and invitation sign-in: remember the user, then go where redirectUrl says. */
export function useCompleteLogin() {
  const { completeSignIn } = useSignInNavigation();
  return ({ user }: LoginResult) => completeSignIn(user);
}

export function useLogin() {
  return useSubmission((body: LoginBody) => apiData('POST /api/user/login', { body }), useCompleteLogin());
}

export function useGoogleLogin() {
  return useSubmission((credential: string) => apiData('POST /api/google-login', { body: { credential } }), useCompleteLogin());
}

/** Without an invite code, PUT /api/register answers the address the verification link went to. */
export function useRegister(onRegistered: (answer: EmailAnswer) => void) {
  return useSubmission((body: RegisterBody) => apiData('PUT /api/register', { body }).then((data) => data as EmailAnswer), onRegistered);
}

let appConfig: ReturnType<typeof fetchAppConfig> | null = null;
const fetchAppConfig = () => apiData('GET /api/app-config');

/** The Google client id when Google sign-in is configured; asked once a page load. */
export function useGoogleClientId(): string | undefined {
  const [clientId, setClientId] = useState<string>();
  useEffect(() => {
    let current = true;
    (appConfig ??= fetchAppConfig()).then(
      (config) => current && setClientId(config.googleClientId ?? undefined),
      // Without the answer the page offers the password form alone; the next page asks again.
      () => {
        appConfig = null;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return clientId;
}
