/** The billing API's statuses, card brands and texts without zod: the shell's subscription guard reads them here. */

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'suspended', 'expired', 'cancelled', 'restricted'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The states that lock an organisation out (guard screen) except for billing, for owners and admins. */
export const LOCKED_STATUSES = ['suspended', 'expired', 'cancelled', 'restricted'] as const satisfies readonly SubscriptionStatus[];
export type LockedStatus = (typeof LOCKED_STATUSES)[number];
export const isLockedStatus = (status: SubscriptionStatus): status is LockedStatus => (LOCKED_STATUSES as readonly string[]).includes(status);

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Days a past-due organisation keeps working before it is suspended. */
export const GRACE_PERIOD_DAYS = 7;

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;
export const CHECKOUT_PURPOSES = ['subscribe', 'change', 'retry', 'setup'] as const;
export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export const TRANSACTION_STATUSES = ['succeeded', 'failed', 'info'] as const;

// ---- texts the server sends and the web shows -----------------------------------------------

export const UNABLE_TO_UPGRADE_TEXT = 'Unable to upgrade plan';
export const CONTACT_SALES_TEXT = 'This plan is tailored to your team: contact sales to set it up.';
export const SAME_PLAN_TEXT = 'This is already your plan, seats and billing cycle.';
export const invalidDowngradeText = (inUse: number, quantity: number) =>
  `Your team uses ${inUse} seats (members and pending invitations), so it cannot go down to ${quantity}. Remove members or revoke invitations first.`;
export const RESTRICTED_CHECKOUT_TEXT = 'This organisation is restricted by the platform administrator; contact support to lift it.';
export const CHECKOUT_CLOSED_TEXT = 'This checkout is no longer open: a newer one replaced it, or it was already completed.';
export const CARD_DECLINED_TEXT = 'Your card was declined.';

/** Spec 8: the 'Upgrade Plan Change' confirmation texts. */
export const CONFIRM_ANNUAL_TO_MONTHLY_TEXT =
  'You are switching from annual to monthly billing: no refund will be provided, and the monthly plan will only start after your current annual plan expires.';
export const CONFIRM_FEWER_USERS_TEXT =
  'You are reducing the number of users: no refund will be provided, and the updated plan will only take effect after your current plan expires.';

export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;
