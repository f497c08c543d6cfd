import type { CheckoutSession, Invoice, PaymentMethod, SubscriptionCheck, SubscriptionSummary, Transaction } from '../../../domain/billing/api';

type Handler = (body: unknown) => { status?: number; body: unknown };

/** A Team plan with 10 paid seats, 6 of them taken, renewing monthly. */
export function summary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    _id: 'sub-1',
    planId: 'team',
    plan_id: 'team',
    planName: 'Team',
    quantity: 10,
    totalUsers: 10,
    billingCycle: 'monthly',
    status: 'active',
    seatsInUse: 6,
    seatLimit: 10,
    totalAmount: 120,
    lastPaymentDate: '2026-04-01T10:00:00Z',
    lastPaymentAmount: 120,
    nextPaymentDate: '2026-05-01T10:00:00Z',
    nextPaymentAmount: 120,
    currentPeriodStart: '2026-04-01T10:00:00Z',
    currentPeriodEnd: '2026-05-01T10:00:00Z',
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

export const PAYMENT_METHODS: PaymentMethod[] = [
  { _id: 'pm-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, createdAt: '2026-04-01T10:00:00Z' },
  { _id: 'pm-2', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, isDefault: false, createdAt: '2026-04-02T10:00:00Z' },
];

export const INVOICES: Invoice[] = [
  {
    _id: 'inv-1',
    number: 'INV-000001',
    status: 'paid',
    planName: 'Team',
    billingCycle: 'monthly',
    quantity: 10,
    periodStart: '2026-04-01T10:00:00Z',
    periodEnd: '2026-05-01T10:00:00Z',
    lines: [{ description: 'Team × 10 seats', quantity: 10, unitAmount: 12, amount: 120 }],
    subtotal: 120,
    discount: 0,
    total: 120,
    card: { brand: 'visa', last4: '4242' },
    issuedAt: '2026-04-01T10:00:00Z',
    paidAt: '2026-04-01T10:00:00Z',
    pdfUrl: '/api/invoice/inv-1?format=pdf',
  },
];

export const TRANSACTIONS: Transaction[] = [
  {
    _id: 'tx-1',
    kind: 'charge',
    status: 'succeeded',
    amount: 120,
    description: 'Team, 10 seats, billed monthly',
    invoiceId: 'inv-1',
    card: { brand: 'visa', last4: '4242' },
    createdAt: '2026-04-01T10:00:00Z',
  },
  {
    _id: 'tx-2',
    kind: 'charge',
    status: 'failed',
    amount: 120,
    description: 'Renewal: Your card was declined.',
    invoiceId: null,
    card: { brand: 'visa', last4: '0002' },
    createdAt: '2026-03-01T10:00:00Z',
  },
];

export function checkoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    _id: 'cs-1',
    status: 'open',
    purpose: 'subscribe',
    planName: 'Team',
    quantity: 10,
    billingCycle: 'monthly',
    subtotal: 120,
    discount: 0,
    total: 120,
    amountDue: 120,
    failureMessage: null,
    card: null,
    invoiceId: null,
    createdAt: '2026-04-01T10:00:00Z',
    expiresAt: '2026-04-01T11:00:00Z',
    completedAt: null,
    ...overrides,
  };
}

export const UNLOCKED: SubscriptionCheck = { status: 'active', isLocked: false, canManageBilling: true, message: null };

/** The billing page's reads; pass overrides for the call under test. */
export function billingApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/subscription/check': () => ({ body: { data: UNLOCKED } }),
    'GET /api/subscription/active': () => ({ body: { data: summary() } }),
    'GET /api/payment-method': () => ({ body: { data: PAYMENT_METHODS } }),
    'GET /api/invoice': () => ({ body: { data: INVOICES } }),
    'GET /api/transaction': () => ({ body: { data: TRANSACTIONS } }),
    ...overrides,
  };
}
