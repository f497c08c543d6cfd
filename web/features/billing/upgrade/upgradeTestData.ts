import { centsToAmount, planForSeats } from '../../../../domain/billing/planRules';
import type { Plan } from '../../../../domain/billing/plans';
import { priceQuote, unitPriceCents, type BillingCycle } from '../../../../domain/billing/pricing';
import type { ActiveSubscription } from '../useActiveSubscription';

/** The seeded catalogue's shape (migration 0002): free tier, two paid plans with trials, a custom plan. */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    min_users: 1,
    max_users: 5,
    monthly_price: 0,
    annual_price: 0,
    description: 'For small teams getting started.',
    feature_title: 'Free includes',
    features: ['Up to 5 users', '3 projects'],
    trial_days: 0,
    is_custom_plan: false,
  },
  {
    id: 'team',
    name: 'Team',
    min_users: 6,
    max_users: 25,
    monthly_price: 8,
    annual_price: 80,
    description: 'For growing teams that ship every week.',
    feature_title: 'Everything in Free, plus',
    features: ['Unlimited projects', 'Voice and video calls'],
    trial_days: 14,
    is_custom_plan: false,
  },
  {
    id: 'business',
    name: 'Business',
    min_users: 26,
    max_users: 100,
    monthly_price: 12,
    annual_price: 120,
    description: 'For organisations that need more control.',
    feature_title: 'Everything in Team, plus',
    features: ['Visitor management', 'Priority support'],
    trial_days: 14,
    is_custom_plan: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    min_users: 101,
    max_users: null,
    monthly_price: 0,
    annual_price: 0,
    description: 'For large organisations with custom needs.',
    feature_title: 'Everything in Business, plus',
    features: ['Volume pricing', 'Dedicated success manager'],
    trial_days: 0,
    is_custom_plan: true,
  },
];

export function subscription(overrides: Partial<ActiveSubscription> = {}): ActiveSubscription {
  return {
    _id: 'sub-1',
    planId: 'free',
    plan_id: 'free',
    planName: 'Free',
    quantity: 5,
    totalUsers: 5,
    billingCycle: 'monthly',
    status: 'active',
    seatsInUse: 3,
    seatLimit: 5,
    totalAmount: 0,
    lastPaymentDate: null,
    lastPaymentAmount: null,
    nextPaymentDate: null,
    nextPaymentAmount: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    suspendsAt: null,
    scheduledChange: null,
    promotionCode: null,
    provider: 'sandbox',
    ...overrides,
  };
}

/** A Team subscription paying yearly for 10 seats, with a period running until December. */
export const PAID_TEAM = subscription({
  planId: 'team',
  plan_id: 'team',
  planName: 'Team',
  quantity: 10,
  totalUsers: 10,
  billingCycle: 'annually',
  seatLimit: 10,
  totalAmount: 800,
  currentPeriodStart: '2025-12-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
});

type Handler = (body: unknown) => { status?: number; body: unknown };
export type Calls = { method: string; path: string; query: string; body: unknown }[];

/** 25% off with SPRING25; any other code is unknown (400 naming the field, as the server does). */
function quote(query: URLSearchParams, paying: boolean) {
  const quantity = Number(query.get('quantity'));
  const billingCycle = query.get('billing_cycle') as BillingCycle;
  const code = query.get('promotionCode');
  if (code && code.toUpperCase() !== 'SPRING25') return { status: 400, body: { message: 'This promotion code does not exist', code: 'VALIDATION_FAILED', field: 'promotionCode' } };
  const plan = planForSeats(PLANS, quantity)!;
  const promo = code ? { code, kind: 'percent' as const, percentOff: 25, expiresAt: null, maxRedemptions: null, redemptions: 0, planId: null } : null;
  const result = priceQuote({ plan, seats: quantity, billingCycle, promo, now: new Date() });
  return {
    body: {
      data: {
        subtotal: centsToAmount(result.subtotal),
        discount: centsToAmount(result.discount),
        total: centsToAmount(result.total),
        // A stand-in for the prorated amount: what the web shows is whatever the server says.
        adjustment: paying ? 12.34 : 0,
        planId: plan.id,
        planName: plan.name,
        unitPrice: centsToAmount(unitPriceCents(plan, billingCycle)),
        quantity,
        billingCycle,
        isScheduledChange: false,
      },
    },
  };
}

/** The dialog's reads, priced like the server; pass overrides for the call under test. */
export function upgradeApi(calls: () => Calls, options: { subscription?: ActiveSubscription; isFreeTierEligible?: boolean } = {}, overrides: Record<string, Handler> = {}) {
  const sub = options.subscription ?? subscription();
  return {
    'GET /api/plan': () => ({ body: { plans: PLANS, isFreeTierEligible: options.isFreeTierEligible ?? true } }),
    'GET /api/subscription/active': () => ({ body: { data: sub } }),
    'GET /api/price': () => quote(new URLSearchParams(calls().at(-1)!.query), sub === PAID_TEAM),
    'GET /api/upgrade/check': () => ({ body: { success: true, isUpgradePossible: true } }),
    'GET /api/downgrade/check': () => ({ body: { success: true, isDowngradePossible: true } }),
    'POST /api/checkout': () => ({ body: { data: { url: 'https://pay.example.test/session/cs_1' } } }),
    ...overrides,
  } satisfies Record<string, Handler>;
}
