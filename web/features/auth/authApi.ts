import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '../../../domain/auth/schemas';
import { postLoginRoute } from '../../../domain/permissions/roles';
import type { UserData } from '../../../domain/users/types';
import { api, withQuery } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { persistSession } from '../../app/session/storage';

// Every call here belongs to a screen that shows its own errors inline.
const meta = { errorHandledLocally: true };

interface AppConfig {
  googleClientId: string | null;
  appName: string;
}

export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.appConfig,
    queryFn: () => api.get<AppConfig>('/api/app-config'),
    staleTime: Infinity,
    meta,
  });
}

export interface LoginResult {
  user: UserData;
  token: string;
}

/** Shared by password, Google and invitation sign-in: remember the user, then go where redirectUrl says. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return ({ user }: LoginResult) => {
    persistSession(user);
    queryClient.setQueryData(queryKeys.session, user);
    void navigate(postLoginRoute(user.role, params.get('redirectUrl')), { replace: true });
  };
}

export function useLogin() {
  const onSuccess = useCompleteLogin();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginResult>('/api/user/login', body),
    onSuccess,
    meta,
  });
}

export function useGoogleLogin() {
  const onSuccess = useCompleteLogin();
  return useMutation({
    mutationFn: (credential: string) => api.post<LoginResult>('/api/google-login', { credential }),
    onSuccess,
    meta,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.put<{ email: string }>('/api/register', body),
    meta,
  });
}

export function useResendEmail() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/resend-email', { email }),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(error.message),
    meta,
  });
}

/** A GET, so a query: React's development double-mount then reuses the one request. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => api.get<{ email: string }>(withQuery('/api/verify-email', { token })),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/forgot-password', { email }),
    meta,
  });
}

export function useVerifyForgotEmail(token: string) {
  return useQuery({
    queryKey: queryKeys.verifyForgotEmail(token),
    queryFn: () => api.get<{ email: string }>(withQuery('/api/verify-forgot-email', { token })),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<{ success: boolean }>('/api/reset-password', body),
    meta,
  });
}
