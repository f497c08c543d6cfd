import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { EmailAnswer, LoginResult } from '../../../domain/auth/api';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '../../../domain/auth/schemas';
import { apiData } from '../../app/api/client';
import { startSignedInApp } from '../../app/firstRequests';
import { queryKeys } from '../../app/api/queryKeys';
import { persistSession } from '../../app/session/storage';
import { landingAfterSignIn } from '../../app/session/useSession';
import { showToast } from '../../app/toasts';

// Every call here belongs to a screen that shows its own errors inline.
const meta = { errorHandledLocally: true };

export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.appConfig,
    queryFn: () => apiData('GET /api/app-config'),
    staleTime: Infinity,
    meta,
  });
}

export type { LoginResult } from '../../../domain/auth/api';

/** Shared by password, Google and invitation sign-in: remember the user, then go where redirectUrl says. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return ({ user }: LoginResult) => {
    persistSession(user);
    queryClient.setQueryData(queryKeys.session, user);
    const path = landingAfterSignIn(user.role, params);
    void startSignedInApp({ queryClient, user, path });
    void navigate(path, { replace: true });
  };
}

export function useLogin() {
  const onSuccess = useCompleteLogin();
  return useMutation({
    mutationFn: (body: LoginBody) => apiData('POST /api/user/login', { body }),
    onSuccess,
    meta,
  });
}

export function useGoogleLogin() {
  const onSuccess = useCompleteLogin();
  return useMutation({
    mutationFn: (credential: string) => apiData('POST /api/google-login', { body: { credential } }),
    onSuccess,
    meta,
  });
}

export function useRegister() {
  return useMutation({
    // Without an invite code, PUT /api/register answers the address the verification link went to.
    mutationFn: (body: RegisterBody) => apiData('PUT /api/register', { body }).then((data) => data as EmailAnswer),
    meta,
  });
}

export function useResendEmail() {
  return useMutation({
    mutationFn: (email: string) => apiData('POST /api/resend-email', { body: { email } }),
    onSuccess: ({ message }) => showToast('success', message),
    onError: (error) => showToast('error', error.message),
    meta,
  });
}

/** A GET, so a query: React's development double-mount then reuses the one request. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => apiData('GET /api/verify-email', { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiData('POST /api/forgot-password', { body: { email } }),
    meta,
  });
}

export function useVerifyForgotEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.verifyForgotEmail(token),
    queryFn: () => apiData('GET /api/verify-forgot-email', { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiData('POST /api/reset-password', { body }),
    meta,
  });
}
