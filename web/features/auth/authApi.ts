import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../domain/auth/schemas';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { showToast } from '../../app/toasts';

// Every call here belongs to a screen that shows its own errors inline.
const meta = { errorHandledLocally: true };

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
