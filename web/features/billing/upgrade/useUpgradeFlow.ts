import { useEffect, useRef, useState } from 'react';
import { toast, type ToastOptions } from 'react-toastify';
import { CONFIRM_ANNUAL_TO_MONTHLY_TEXT, CONFIRM_FEWER_USERS_TEXT, UNABLE_TO_UPGRADE_TEXT } from '../../../../domain/billing/billingRules';
import { isFreePlan, planForSeats } from '../../../../domain/billing/planRules';
import type { Plan } from '../../../../domain/billing/plans';
import { ANNUAL_MIN_USERS, DEFAULT_BILLING_CYCLE, MIN_USERS, MIN_USERS_TEXT, seatsProblem, type BillingCycle } from '../../../../domain/billing/pricing';
import { ApiError } from '../../../app/api/client';
import { priceTable } from './priceTable';
import { useActiveSubscription, useCheckout, usePlans, usePriceFetcher, usePriceQuote, useQuantityCheck, useStartTrial } from './useUpgradeData';

export const SOMETHING_WENT_WRONG_TEXT = 'Something went wrong';
/** The schema's upper bound for a seat count (domain/billing/api.ts). */
export const MAX_SEATS = 100_000;

/** Spec 9: the upgrade dialog's toasts last 3 s (top-right, like every toast). */
const TOAST: ToastOptions = { autoClose: 3000, position: 'top-right' };

export type UpgradeStep = 'plans' | 'details';

interface PromoState {
  open: boolean;
  input: string;
  /** The code the price (and the checkout) uses, once 'Apply' found it valid. */
  applied: string | null;
  error: string | null;
  applying: boolean;
}

const CLOSED_PROMO: PromoState = { open: false, input: '', applied: null, error: null, applying: false };

/** The message of a 4xx answer, or null when the server gave none (or failed on its side). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.message && error.message !== SOMETHING_WENT_WRONG_TEXT ? error.message : null;
}

/** A dead session or the seat limit: the shared API error handler already answered those. */
const handledByApp = (error: unknown) => error instanceof ApiError && (error.endsSession || error.isUpgradeRequired);

/**
 * The upgrade dialog's state and rules (spec 4 and 5), shared by the dialog and /upgradeplan:
 * which step, which plan, how many seats, which cycle, the promo code, and the upgrade flow
 * (quantity check, 'Upgrade Plan Change' confirmation, checkout, redirect).
 */
export function useUpgradeFlow({ initialPlanId, onTrialStarted }: { initialPlanId?: string; onTrialStarted?: () => void } = {}) {
  const plansQuery = usePlans();
  const subscriptionQuery = useActiveSubscription();
  const plans = plansQuery.data?.plans ?? [];
  const subscription = subscriptionQuery.data ?? null;
  const currentPlan = plans.find((item) => item.id === subscription?.planId) ?? null;

  const [step, setStep] = useState<UpgradeStep>('plans');
  const [planId, setPlanId] = useState<string | null>(null);
  const [seats, setSeatsState] = useState<number | null>(MIN_USERS);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const [promo, setPromo] = useState<PromoState>(CLOSED_PROMO);
  const [membershipError, setMembershipError] = useState<string | null>(null);
  // The texts outlive the close, so the confirmation does not go blank while it fades out.
  const [confirm, setConfirm] = useState<{ open: boolean; texts: string[] }>({ open: false, texts: [] });
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const quantityCheck = useQuantityCheck();
  const checkout = useCheckout();
  const trial = useStartTrial();
  const fetchPrice = usePriceFetcher();

  const plan = plans.find((item) => item.id === planId) ?? null;
  // Mirrors the server's 'paid period': only then is a change prorated, or scheduled for the period end.
  const paidPeriod =
    subscription && subscription.status === 'active' && currentPlan && currentPlan.monthly_price > 0 && subscription.currentPeriodEnd
      ? { seats: subscription.quantity, billingCycle: subscription.billingCycle, endsAt: subscription.currentPeriodEnd }
      : null;
  // A running free trial ends when a paid plan is bought: the dialog says so before payment.
  const trialMsLeft = subscription?.status === 'trialing' && subscription.trialEndsAt ? Date.parse(subscription.trialEndsAt) - Date.now() : 0;
  const runningTrial = trialMsLeft > 0 ? { endsAt: subscription!.trialEndsAt!, daysLeft: Math.ceil(trialMsLeft / 86_400_000) } : null;
  const seatsError = seats === null || seats < MIN_USERS ? MIN_USERS_TEXT : null;
  const annualAllowed = seats !== null && seats >= ANNUAL_MIN_USERS;
  const priceable = step === 'details' && plan !== null && !plan.is_custom_plan && seats !== null && seatsProblem({ seats, billingCycle }) === null;
  const price = usePriceQuote(priceable ? { quantity: seats, billingCycle, promotionCode: promo.applied } : null);
  const table = priceable ? priceTable({ plan, seats, billingCycle, hasPromo: promo.applied !== null, quote: price.quote, paidPeriod }) : null;
  const promoPriceError = promo.applied && price.error?.status === 400 && price.error.details.field === 'promotionCode' ? price.error.message : null;

  function choosePlan(next: Plan) {
    const isCurrent = subscription?.planId === next.id;
    const nextSeats = isCurrent ? subscription.quantity : next.min_users;
    const cycle = isCurrent ? subscription.billingCycle : DEFAULT_BILLING_CYCLE;
    setPlanId(next.id);
    setSeatsState(nextSeats);
    setBillingCycle(nextSeats >= ANNUAL_MIN_USERS ? cycle : 'monthly');
    setMembershipError(null);
    setStep('details');
  }

  // Opened for a given plan (openUpgradeDialog({ planId })): choose it once the data is in.
  const initialDone = useRef(false);
  useEffect(() => {
    if (initialDone.current || !initialPlanId || !plansQuery.data || subscriptionQuery.isPending) return;
    initialDone.current = true;
    const initial = plansQuery.data.plans.find((item) => item.id === initialPlanId);
    if (initial) choosePlan(initial);
    // choosePlan reads the same data this effect waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialPlanId, plansQuery.data, subscriptionQuery.isPending]);

  /** Spec 4: the seat count picks the plan whose range holds it; annual needs 2+ users. */
  function setSeats(value: number | null) {
    const next = value === null ? null : Math.min(Math.max(0, Math.trunc(value)), MAX_SEATS);
    setSeatsState(next);
    setMembershipError(null);
    if (next === null || next < MIN_USERS) return;
    const match = planForSeats(plans, next);
    if (match) setPlanId(match.id);
    if (next < ANNUAL_MIN_USERS) setBillingCycle('monthly');
  }

  function changeBillingCycle(cycle: BillingCycle) {
    if (cycle === 'annually' && !annualAllowed) return;
    setBillingCycle(cycle);
    setMembershipError(null);
  }

  function backToPlans() {
    setStep('plans');
    setMembershipError(null);
  }

  function setPromoInput(input: string) {
    setPromo((state) => ({ ...state, input, applied: null, error: null }));
  }

  async function applyPromo() {
    const code = promo.input.trim();
    if (!code || !priceable || promo.applying) return;
    setPromo((state) => ({ ...state, applying: true, error: null }));
    try {
      await fetchPrice({ quantity: seats, billingCycle, promotionCode: code });
      setPromo((state) => ({ ...state, applied: code, applying: false }));
    } catch (error) {
      setPromo((state) => ({ ...state, applied: null, applying: false, error: error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG_TEXT }));
    }
  }

  function startTrial(target: Plan) {
    trial.mutate(target.id, {
      onSuccess: () => {
        toast.success(`Your ${target.trial_days}-day free trial of ${target.name} has started.`, TOAST);
        onTrialStarted?.();
      },
      onError: (error) => {
        if (!handledByApp(error)) toast.error(error.message || SOMETHING_WENT_WRONG_TEXT, TOAST);
      },
    });
  }

  /** Trials are for an organisation on the free tier, or one whose subscription has expired. */
  const canStartTrial = (target: Plan) =>
    target.trial_days > 0 && subscription !== null && ((currentPlan !== null && isFreePlan(currentPlan)) || subscription.status === 'expired');

  function finish() {
    busyRef.current = false;
    setBusy(false);
  }

  /** Spec 8: where a checkout refusal is shown. */
  function showCheckoutError(error: unknown) {
    if (handledByApp(error)) return;
    if (error instanceof ApiError && error.status === 400) {
      if (error.details.isInvalidDowngradeQuantity === true) setMembershipError(serverMessage(error) ?? UNABLE_TO_UPGRADE_TEXT);
      else setPromo((state) => ({ ...state, open: true, applied: null, error: error.message }));
      return;
    }
    toast.error((error instanceof Error && error.message) || SOMETHING_WENT_WRONG_TEXT, TOAST);
  }

  async function startCheckout() {
    if (seats === null) return finish();
    setConfirm((state) => ({ ...state, open: false }));
    try {
      const { url } = await checkout.mutateAsync({ quantity: seats, billing_cycle: billingCycle, promotionCode: promo.applied ?? (promo.input.trim() || null) });
      // Still busy: the page is leaving for the payment page.
      window.location.assign(url);
    } catch (error) {
      showCheckoutError(error);
      finish();
    }
  }

  const canUpgrade = table !== null && table.totalCents !== null && table.totalCents > 0 && !busy;

  /** 'Upgrade to {plan}': quantity check, then the confirmation when needed, then checkout. */
  async function upgrade() {
    if (busyRef.current || !canUpgrade || seats === null) return;
    busyRef.current = true;
    setBusy(true);
    setMembershipError(null);
    try {
      const fewerSeats = subscription !== null && seats < subscription.quantity;
      const check = await quantityCheck.mutateAsync({ quantity: seats, billingCycle, fewerSeats });
      if (!check.ok) {
        setMembershipError(check.message || UNABLE_TO_UPGRADE_TEXT);
        return finish();
      }
    } catch (error) {
      if (!handledByApp(error)) setMembershipError(serverMessage(error) ?? UNABLE_TO_UPGRADE_TEXT);
      return finish();
    }
    const texts: string[] = [];
    if (paidPeriod?.billingCycle === 'annually' && billingCycle === 'monthly') texts.push(CONFIRM_ANNUAL_TO_MONTHLY_TEXT);
    if (paidPeriod && seats < paidPeriod.seats) texts.push(CONFIRM_FEWER_USERS_TEXT);
    if (texts.length > 0) setConfirm({ open: true, texts });
    else await startCheckout();
  }

  function cancelConfirm() {
    setConfirm((state) => ({ ...state, open: false }));
    finish();
  }

  return {
    plansQuery,
    subscriptionQuery,
    plans,
    isFreeTierEligible: plansQuery.data?.isFreeTierEligible ?? true,
    subscription,
    currentPlan,
    paidPeriod,
    runningTrial,
    step,
    plan,
    seats,
    seatsError,
    annualAllowed,
    billingCycle,
    table,
    priceFetching: price.isFetching,
    promo: { ...promo, error: promo.error ?? promoPriceError },
    membershipError,
    confirm,
    busy,
    canUpgrade,
    trialPending: trial.isPending ? trial.variables : null,
    choosePlan,
    backToPlans,
    setSeats,
    changeBillingCycle,
    openPromo: () => setPromo((state) => ({ ...state, open: true })),
    setPromoInput,
    applyPromo,
    removePromo: () => setPromo({ ...CLOSED_PROMO, open: true }),
    canStartTrial,
    startTrial,
    upgrade,
    confirmChange: () => void startCheckout(),
    cancelConfirm,
  };
}

export type UpgradeFlow = ReturnType<typeof useUpgradeFlow>;
