import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingCycle } from '../../../../domain/billing/pricing';
import { apiData, callApi } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export { useActiveSubscription } from '../useActiveSubscription';

export interface Choice {
  quantity: number;
  billingCycle: BillingCycle;
  promotionCode: string | null;
}

/** The dialog shows its own errors (inline or as its 3 s toast); the shared handler still signs out a dead session. */
const localErrors = { errorHandledLocally: true } as const;

/** GET /api/plan, cheapest range first; spec 9 keeps plans for 1 s. */
export function usePlans(enabled = true) {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => {
      const body = await callApi('GET /api/plan');
      return { ...body, plans: [...body.plans].sort((a, b) => a.min_users - b.min_users) };
    },
    staleTime: 1000,
    enabled,
  });
}

function priceQueryOptions(choice: Choice) {
  return {
    queryKey: queryKeys.priceQuote(choice),
    queryFn: () =>
      apiData('GET /api/price', {
        query: { quantity: choice.quantity, billing_cycle: choice.billingCycle, promotionCode: choice.promotionCode },
      }),
    retry: false,
    meta: localErrors,
  };
}

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const choiceKey = (choice: Choice | null) => (choice ? JSON.stringify([choice.quantity, choice.billingCycle, choice.promotionCode]) : null);

function parseChoiceKey(key: string): Choice {
  const [quantity, billingCycle, promotionCode] = JSON.parse(key) as [number, BillingCycle, string | null];
  return { quantity, billingCycle, promotionCode };
}

/**
 * The server's price for the choice (GET /api/price), asked ~250 ms after the last change. It is
 * authoritative, but only for the choice it was asked about: `quote` is null while the choice on
 * screen is newer than the last answer, so the table never mixes two choices.
 */
export function usePriceQuote(choice: Choice | null) {
  // Debounced as a string: a fresh object every render would restart the timer for ever.
  const key = choiceKey(choice);
  const settledKey = useDebouncedValue(key, 250);
  const query = useQuery({
    ...priceQueryOptions(settledKey ? parseChoiceKey(settledKey) : { quantity: 0, billingCycle: 'monthly', promotionCode: null }),
    enabled: settledKey !== null,
  });
  const current = settledKey !== null && settledKey === key;
  return {
    quote: current && query.isSuccess ? query.data : null,
    error: current && query.isError ? query.error : null,
    isFetching: key !== null && (!current || query.isFetching),
  };
}

/** 'Apply' on the promo code: prices the choice with the code now, without waiting for the debounce. */
export function usePriceFetcher() {
  const queryClient = useQueryClient();
  return (choice: Choice) => queryClient.fetchQuery(priceQueryOptions(choice));
}

/** POST /api/subscription/trial: start the plan's free trial; the subscription is refetched after. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiData('POST /api/subscription/trial', { body: { planId } }),
    meta: localErrors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSubscription }),
  });
}

export interface QuantityCheck {
  ok: boolean;
  message?: string;
}

/** Spec 4: fewer seats ask GET /api/downgrade/check, anything else GET /api/upgrade/check. */
export function useQuantityCheck() {
  return useMutation({
    mutationFn: async ({ quantity, billingCycle, fewerSeats }: { quantity: number; billingCycle: BillingCycle; fewerSeats: boolean }): Promise<QuantityCheck> => {
      if (fewerSeats) {
        const result = await callApi('GET /api/downgrade/check', { query: { quantity } });
        return { ok: result.isDowngradePossible, message: result.message };
      }
      const result = await callApi('GET /api/upgrade/check', { query: { quantity, billing_cycle: billingCycle } });
      return { ok: result.isUpgradePossible, message: result.message };
    },
    meta: localErrors,
  });
}

/** POST /api/checkout (spec 7): the URL to send the payer to. The subscription is refetched after. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { quantity: number; billing_cycle: BillingCycle; promotionCode: string | null }) => apiData('POST /api/checkout', { body }),
    meta: localErrors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSubscription }),
  });
}
