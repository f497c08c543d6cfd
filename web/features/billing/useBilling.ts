import { useCallback } from 'react';
import { queryOptions, useMutation, type UseMutationOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSession, PaymentMethod, SandboxCard } from '../../../domain/billing/api';
import { apiData, callApi, type ApiError } from '../../app/api/client';
import { invalidateQueries } from '../../app/api/queryClient';
import { queryKeys } from '../../app/api/queryKeys';
import { useCurrentUser } from '../../app/session/useSession';
import { redirectTo } from './redirect';

/**
 * What any billing change makes stale: the subscription (its summary and the account state
 * the guard reads), the plans ('Current plan'), payment methods, invoices, transactions and
 * sessions. Written once here and used by every billing mutation and by /payment-status when
 * a checkout ends.
 */
export const billingChangeKeys = [['subscription'], queryKeys.plans, queryKeys.billing] as const;

export function useInvalidateBilling() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateQueries(queryClient, billingChangeKeys), [queryClient]);
}

/** Spec 9: payment methods and transactions are cached for 1 s; everything else is fetched on each use. */
const SHORT_CACHE_MS = 1000;

export function usePaymentMethods() {
  return useQuery({
    queryKey: queryKeys.paymentMethods,
    queryFn: () => apiData('GET /api/payment-method'),
    staleTime: SHORT_CACHE_MS,
  });
}

export function useInvoices() {
  return useQuery({ queryKey: queryKeys.invoices, queryFn: () => apiData('GET /api/invoice') });
}

export function useTransactions() {
  return useQuery({
    queryKey: queryKeys.transactions,
    queryFn: () => apiData('GET /api/transaction'),
    staleTime: SHORT_CACHE_MS,
  });
}

/**
 * The account state (spec 4, account restriction). Refreshed on focus and reconnect, and by
 * the shell whenever the API refuses a call because the organisation is locked.
 */
/** Shared by the guard's hook and the prefetch as a sign-in answers. */
export const subscriptionCheckQuery = queryOptions({
  queryKey: queryKeys.subscriptionCheck,
  queryFn: () => apiData('GET /api/subscription/check'),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  // A failed check must not block the app: the server still refuses what a locked organisation may not do.
  meta: { errorHandledLocally: true },
});

export function useSubscriptionCheck(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionCheckQuery, enabled: options.enabled ?? true });
}

export const SESSION_POLL_MS = 1500;

/** GET /api/session/{id}; `poll` says, from the latest answer and its time, whether to ask again in 1.5 s. */
export function useCheckoutSession(sessionId: string | null, poll?: (session: CheckoutSession | undefined, answeredAt: number) => boolean) {
  return useQuery({
    queryKey: queryKeys.checkoutSession(sessionId ?? ''),
    queryFn: () => apiData('GET /api/session/:id', { params: { id: sessionId ?? '' } }),
    enabled: Boolean(sessionId),
    refetchInterval: poll ? (query) => (poll(query.state.data, query.state.dataUpdatedAt) ? SESSION_POLL_MS : false) : undefined,
    meta: { errorHandledLocally: true },
  });
}

/** Every billing change refreshes the billing resources, whether it worked or not. */
function useBillingMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const invalidate = useInvalidateBilling();
  return useMutation({ ...options, onSettled: invalidate });
}

/** Answers that only say "done": the body is not needed. */
const done = () => undefined;

/** Effective at the end of the period, and undoable until then. */
export function useCancelSubscription() {
  return useBillingMutation({ mutationFn: () => callApi('DELETE /api/subscription/cancel').then(done) });
}

export function useReactivateSubscription() {
  return useBillingMutation({ mutationFn: () => callApi('POST /api/subscription/reactivate').then(done) });
}

export function useMakeDefaultPaymentMethod() {
  return useBillingMutation({ mutationFn: (method: PaymentMethod) => callApi('POST /api/payment-method/:id/default', { params: { id: method._id } }).then(done) });
}

/** The server refuses (400) to remove the card a live subscription still needs; its message becomes the toast. */
export function useRemovePaymentMethod() {
  return useBillingMutation({ mutationFn: (method: PaymentMethod) => callApi('DELETE /api/payment-method/:id', { params: { id: method._id } }).then(done) });
}

/** Both start a hosted checkout and leave the app for it; the page stays busy until it unloads. */
function useRedirectingMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<{ url: string }>) {
  return useMutation({ mutationFn, onSuccess: ({ url }) => redirectTo(url) });
}

/** Retries a failed payment: the open invoice on /billing, or one failed session from /payment-status. */
export function useRetryCheckout() {
  return useRedirectingMutation((sessionId?: string) => apiData('POST /api/retry-checkout', { body: sessionId ? { sessionId } : {} }));
}

export function useAddPaymentMethod() {
  return useRedirectingMutation(() => apiData('POST /api/payment-method'));
}

/** The sandbox's hosted page shows refusals (field errors, a closed session) itself. */
export function useSandboxPay(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCard) => apiData('POST /api/sandbox/checkout/:id/pay', { params: { id: sessionId }, body: card }),
    meta: { errorHandledLocally: true },
    // /payment-status opens on the outcome at once instead of loading it again.
    onSuccess: (session) => queryClient.setQueryData(queryKeys.checkoutSession(sessionId), session),
  });
}

/**
 * Whether the caller's organisation is locked out (guard screen): the drawer then stops loading
 * projects and conversations, which the server refuses anyway. Never for the super admin.
 */
export function useOrganizationLocked(): boolean {
  const user = useCurrentUser();
  return useSubscriptionCheck({ enabled: user.role !== 'super_admin' }).data?.isLocked === true;
}
