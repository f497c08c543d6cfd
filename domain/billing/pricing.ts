import { z } from 'zod';
import { amountToCents } from './planRules';
import type { Plan } from './plans';

/**
 * Pricing rules (spec 3 'Price calculation result', spec 5 and 9; DESIGN.md 'Billing model').
 *
 * Every amount here is an integer number of cents. Plans carry their prices in major units
 * (the spec's Plan, as the API sends it); they are turned into cents once, with `amountToCents`,
 * and everything after that is integer arithmetic. Products and quotients that need rounding go
 * through BigInt, so no intermediate value is ever a binary fraction of a cent and nothing
 * overflows for large seat counts. The API converts results back with `centsToAmount`.
 *
 * Rounding, in one place: whenever an exact amount falls between two cents it is rounded
 * half up to the nearest cent (0.5 cent -> 1 cent). All amounts here are non-negative, so
 * "half up" and "half away from zero" agree.
 */

export const BILLING_CYCLES = ['monthly', 'annually'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
/** Spec 4 and 9: the upgrade dialog starts on monthly billing. */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Spec 5 and 9. */
export const MIN_USERS = 1;
export const ANNUAL_MIN_USERS = 2;
export const MIN_USERS_TEXT = 'Minimum 1 user is required';
export const ANNUAL_MIN_USERS_TEXT = 'Annual billing is available for 2+ users.';
/** Not a spec text: a fractional seat count can only come from a hand-made request. */
export const WHOLE_USERS_TEXT = 'The number of users must be a whole number';

/** What is wrong with a seat count for a cycle (spec 5), or null when it can be bought. */
export function seatsProblem({ seats, billingCycle }: { seats: number; billingCycle: BillingCycle }): string | null {
  if (!(seats >= MIN_USERS)) return MIN_USERS_TEXT;
  if (!Number.isSafeInteger(seats)) return WHOLE_USERS_TEXT;
  if (billingCycle === 'annually' && seats < ANNUAL_MIN_USERS) return ANNUAL_MIN_USERS_TEXT;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Integer helpers

/** floor(a / b) for BigInt (BigInt division truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** a / b rounded half up (towards +infinity on a tie); b > 0. */
function divRoundHalfUp(a: bigint, b: bigint): bigint {
  return floorDiv(2n * a + b, 2n * b);
}

function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is too large: ${value}`);
  return n;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
}

// ---------------------------------------------------------------------------------------------
// Plan prices (spec 9)

/**
 * Spec 9: (12 x monthly - annual) / (12 x monthly) x 100, rounded half up to 2 decimals; 0 for a
 * free plan or an unreadable price. Takes the plan's prices in major units, like the Plan the API
 * sends. Computed on whole cents in integers, so ties round the same way every time (65.625 ->
 * 65.63 even for prices such as 0.08 / 0.33, which the floating-point formula got wrong).
 * Negative when the annual price is dearer than twelve months.
 */
export function annualDiscountPercent(monthlyPrice: number, annualPrice: number): number {
  if (!Number.isFinite(monthlyPrice) || !Number.isFinite(annualPrice)) return 0;
  const yearAtMonthly = 12 * amountToCents(monthlyPrice);
  if (yearAtMonthly <= 0) return 0;
  const saved = yearAtMonthly - amountToCents(annualPrice);
  // In hundredths of a percent: saved / yearAtMonthly x 100 x 100.
  return Number(divRoundHalfUp(BigInt(saved) * 10_000n, BigInt(yearAtMonthly))) / 100;
}

export type PlanPrices = Pick<Plan, 'monthly_price' | 'annual_price'>;

/** The price of one seat for one period of the cycle, in cents (annual: the per-seat yearly price). */
export function unitPriceCents(plan: PlanPrices, billingCycle: BillingCycle): number {
  const cents = amountToCents(billingCycle === 'annually' ? plan.annual_price : plan.monthly_price);
  assertCents(cents, `The plan's ${billingCycle} price`);
  return cents;
}

/** Spec 9: seats x the cycle's per-seat price, in cents. Seats must be a whole number >= 0. */
export function seatPrice({ plan, seats, billingCycle }: { plan: PlanPrices; seats: number; billingCycle: BillingCycle }): number {
  if (!Number.isSafeInteger(seats) || seats < 0) throw new RangeError(`Seats must be a non-negative integer, got ${seats}`);
  return toSafeNumber(BigInt(seats) * BigInt(unitPriceCents(plan, billingCycle)), 'The seat price');
}

// ---------------------------------------------------------------------------------------------
// Promotion codes (issue 6: percent or amount off, expiry, redemption limit, optional plan)

export const PROMO_EXPIRED_TEXT = 'This promotion code has expired';
export const PROMO_LIMIT_REACHED_TEXT = 'This promotion code has reached its redemption limit';
export const PROMO_WRONG_PLAN_TEXT = 'This promotion code does not apply to this plan';
/** Not a spec text: for a code that does not exist (the server's lookup). */
export const PROMO_UNKNOWN_TEXT = 'This promotion code is not valid';

/** Percent off in hundredths of a percent (basis points), or null when not 0 < p <= 100 with at most 2 decimals. */
function percentBasisPoints(percentOff: number): number | null {
  if (!Number.isFinite(percentOff)) return null;
  const bp = Math.round(percentOff * 100);
  // 33.33 x 100 is 3332.9999999999995 in floating point: accept that, refuse 33.333.
  if (Math.abs(percentOff * 100 - bp) > 1e-6) return null;
  return bp > 0 && bp <= 10_000 ? bp : null;
}

/**
 * A promotion code as the super admin defines it. Percent codes carry `percentOff`
 * (0 < p <= 100, at most 2 decimals); amount codes carry `amountOffCents` (a whole number of
 * cents, at least 1). `expiresAt` is an ISO date-time (the code is expired from that instant on);
 * `maxRedemptions` null means unlimited; `planId` null means every plan.
 */
export const promoCodeSchema = z
  .object({
    code: z.string().trim().min(1),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.number().optional(),
    amountOffCents: z.number().int().optional(),
    expiresAt: z.string().nullable(),
    maxRedemptions: z.number().int().min(1).nullable(),
    redemptions: z.number().int().min(0),
    planId: z.string().nullable(),
  })
  .superRefine((promo, ctx) => {
    if (promo.kind === 'percent') {
      if (promo.percentOff === undefined || percentBasisPoints(promo.percentOff) === null)
        ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Percent off must be more than 0 and at most 100, with at most 2 decimals' });
      if (promo.amountOffCents !== undefined) ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'A percent code has no amount off' });
    } else {
      if (promo.amountOffCents === undefined || !Number.isSafeInteger(promo.amountOffCents) || promo.amountOffCents < 1)
        ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Amount off must be a whole number of cents, at least 1' });
      if (promo.percentOff !== undefined) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'An amount code has no percent off' });
    }
    if (promo.expiresAt !== null && Number.isNaN(Date.parse(promo.expiresAt)))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Expiry must be a date and time' });
  });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** Codes are matched ignoring case and surrounding spaces ('  spring25 ' finds 'SPRING25'). */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

export type DateInput = Date | string;

function toDate(value: DateInput, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${what} is not a valid date: ${String(value)}`);
  return date;
}

/**
 * Why the code cannot be used for this plan now (a user-facing message), or null when it can.
 * Checked in this order: expiry (at or after `expiresAt`), redemption limit (redemptions >= max),
 * plan restriction.
 */
export function promoProblem(
  promo: Pick<PromoCode, 'expiresAt' | 'maxRedemptions' | 'redemptions' | 'planId'>,
  { planId, now }: { planId: string; now: DateInput },
): string | null {
  if (promo.expiresAt !== null && toDate(now, 'now').getTime() >= toDate(promo.expiresAt, 'expiresAt').getTime()) return PROMO_EXPIRED_TEXT;
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) return PROMO_LIMIT_REACHED_TEXT;
  if (promo.planId !== null && promo.planId !== planId) return PROMO_WRONG_PLAN_TEXT;
  return null;
}

/**
 * The discount a code gives on `subtotal` cents: a percent code gives subtotal x p / 100 rounded
 * half up to the cent (the discount, not the total, is what gets rounded); an amount code gives
 * its amount, capped at the subtotal. Never negative, never more than the subtotal. Applicability
 * (expiry, limit, plan) is `promoProblem`'s job. Throws RangeError for a malformed code.
 */
export function discountCents(subtotal: number, promo: Pick<PromoCode, 'kind' | 'percentOff' | 'amountOffCents'>): number {
  assertCents(subtotal, 'The subtotal');
  if (promo.kind === 'percent') {
    const bp = promo.percentOff === undefined ? null : percentBasisPoints(promo.percentOff);
    if (bp === null) throw new RangeError(`Percent off must be more than 0 and at most 100 with at most 2 decimals, got ${promo.percentOff}`);
    return toSafeNumber(divRoundHalfUp(BigInt(subtotal) * BigInt(bp), 10_000n), 'The discount');
  }
  const amount = promo.amountOffCents;
  if (amount === undefined) throw new RangeError('An amount code needs amountOffCents');
  assertCents(amount, 'Amount off');
  return Math.min(amount, subtotal);
}

/** priceQuote refuses a code that does not apply; `message` is promoProblem's user-facing text. */
export class PromoCodeError extends Error {
  override name = 'PromoCodeError';
}

// ---------------------------------------------------------------------------------------------
// Billing periods and proration (spec 9; DESIGN.md: upgrades apply at once, prorated)

const DAY_MS = 86_400_000;
/** The UTC calendar day an instant falls on, as a day number (days since 1970-01-01). */
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/**
 * The end of `count` billing periods from `start` (default one): `count` months or years later,
 * same time of day (UTC), the day of the month clamped to the target month's length
 * (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year; Mar 31 + 1 month = Apr 30;
 * Feb 29 + 1 year = Feb 28). Clamping does not carry over: compute period n's end as
 * addBillingPeriod(anchor, cycle, n) rather than chaining, or Jan 31 -> Feb 28 -> Mar 28 drifts
 * where the anchor gives Jan 31 -> Feb 28 -> Mar 31.
 */
export function addBillingPeriod(start: DateInput, cycle: BillingCycle, count = 1): Date {
  const from = toDate(start, 'The period start');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`The number of periods must be a non-negative integer, got ${count}`);
  const months = from.getUTCMonth() + (cycle === 'annually' ? 12 * count : count);
  const year = from.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), daysInMonth));
  return result;
}

export interface BillingPeriod {
  periodStart: DateInput;
  periodEnd: DateInput;
}

/**
 * Whole UTC calendar days in the period (end day - start day: Jan 31 to Feb 28 is 28 days, a year
 * from Mar 1 2023 is 366 days) and how many of them remain at `now`: from now's day to the end
 * day, so the day of the change counts as remaining. Before the start: all of them; on or after
 * the end day: none.
 */
export function periodDays({ periodStart, periodEnd, now }: BillingPeriod & { now: DateInput }): { days: number; remaining: number } {
  const start = utcDay(toDate(periodStart, 'The period start'));
  const end = utcDay(toDate(periodEnd, 'The period end'));
  const today = utcDay(toDate(now, 'now'));
  const days = end - start;
  if (days <= 0) throw new RangeError('The billing period must end at least one day after it starts');
  return { days, remaining: Math.min(days, Math.max(0, end - today)) };
}

/** `cents` x days remaining / days in the period, rounded half up to the cent. */
export function prorate(cents: number, period: BillingPeriod & { now: DateInput }): number {
  assertCents(cents, 'The amount to prorate');
  const { days, remaining } = periodDays(period);
  return toSafeNumber(divRoundHalfUp(BigInt(cents) * BigInt(remaining), BigInt(days)), 'The prorated amount');
}

/**
 * What an upgrade within the same billing cycle costs now (spec 9): the difference between the new
 * and the current period total, prorated by days remaining over days in the period and rounded
 * once, half up (rounding the difference rather than a credit and a charge separately keeps the
 * result within half a cent of the exact amount). Never negative: a cheaper change is scheduled
 * for the period end with no refund (spec 8), so it costs nothing now.
 */
export function upgradeAdjustment({
  currentTotalCents,
  newTotalCents,
  ...period
}: BillingPeriod & { currentTotalCents: number; newTotalCents: number; now: DateInput }): number {
  assertCents(currentTotalCents, 'The current total');
  assertCents(newTotalCents, 'The new total');
  return prorate(Math.max(0, newTotalCents - currentTotalCents), period);
}

/**
 * Spec 4/8 and DESIGN.md: fewer seats, or annual to monthly, take effect at the end of the current
 * period (these are the changes the 'Upgrade Plan Change' confirmation is shown for); anything
 * else applies at once.
 */
export function isScheduledChange(
  current: { seats: number; billingCycle: BillingCycle },
  next: { seats: number; billingCycle: BillingCycle },
): boolean {
  return next.seats < current.seats || (current.billingCycle === 'annually' && next.billingCycle === 'monthly');
}

// ---------------------------------------------------------------------------------------------
// The price calculation result (spec 3)

export interface CurrentSubscription extends BillingPeriod {
  seats: number;
  billingCycle: BillingCycle;
  /** What one period of the current subscription costs, after its discount. */
  totalCents: number;
}

/** Spec 3's price calculation result, in cents; the API sends each through centsToAmount. */
export interface PriceQuote {
  subtotal: number;
  discount: number;
  total: number;
  adjustment: number;
}

/**
 * The price of `seats` on `plan` for one period of `billingCycle`:
 * - subtotal = seatPrice; discount = the promo's discount on it (0 without a promo);
 *   total = subtotal - discount, what each period costs from now on.
 * - adjustment = what the change costs now, on top of nothing else, for an organisation that
 *   already pays (`current`):
 *   0 without a current subscription (a new subscription pays `total` at checkout) and for a
 *   scheduled change (isScheduledChange: it starts at the period end, no refund);
 *   same cycle: upgradeAdjustment of current.totalCents -> total over the current period;
 *   monthly to annual: a new annual period starts now, so the full total less the unused part of
 *   the current month (current.totalCents prorated, half up), never below 0.
 * All four are integers >= 0. Seat rules (spec 5) are seatsProblem's, checked by the caller;
 * a promo that does not apply (promoProblem) throws PromoCodeError rather than pricing it wrongly.
 */
export function priceQuote({
  plan,
  seats,
  billingCycle,
  promo,
  current,
  now,
}: {
  plan: PlanPrices & Pick<Plan, 'id'>;
  seats: number;
  billingCycle: BillingCycle;
  promo?: PromoCode | null;
  current?: CurrentSubscription | null;
  now: DateInput;
}): PriceQuote {
  const subtotal = seatPrice({ plan, seats, billingCycle });
  let discount = 0;
  if (promo) {
    const problem = promoProblem(promo, { planId: plan.id, now });
    if (problem) throw new PromoCodeError(problem);
    discount = discountCents(subtotal, promo);
  }
  const total = subtotal - discount;

  let adjustment = 0;
  if (current && !isScheduledChange(current, { seats, billingCycle })) {
    const period = { periodStart: current.periodStart, periodEnd: current.periodEnd, now };
    if (current.billingCycle === billingCycle) {
      adjustment = upgradeAdjustment({ currentTotalCents: current.totalCents, newTotalCents: total, ...period });
    } else {
      adjustment = Math.max(0, total - prorate(current.totalCents, period));
    }
  }
  return { subtotal, discount, total, adjustment };
}
