import { describe, expect, it } from 'vitest';
import {
  addBillingPeriod,
  ANNUAL_MIN_USERS_TEXT,
  annualDiscountPercent,
  type BillingCycle,
  type CurrentSubscription,
  discountCents,
  isScheduledChange,
  MIN_USERS_TEXT,
  periodDays,
  priceQuote,
  PROMO_EXPIRED_TEXT,
  PROMO_LIMIT_REACHED_TEXT,
  PROMO_WRONG_PLAN_TEXT,
  type PromoCode,
  promoCodeSchema,
  PromoCodeError,
  promoProblem,
  normalizePromoCode,
  prorate,
  seatPrice,
  seatsProblem,
  unitPriceCents,
  upgradeAdjustment,
  WHOLE_USERS_TEXT,
} from './pricing';

const team = { id: 'team', monthly_price: 8, annual_price: 80 };
const odd = { id: 'odd', monthly_price: 9.99, annual_price: 99.99 };

const percent = (percentOff: number, extra: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SAVE',
  kind: 'percent',
  percentOff,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  planId: null,
  ...extra,
});
const amount = (amountOffCents: number, extra: Partial<PromoCode> = {}): PromoCode => ({
  code: 'MINUS',
  kind: 'amount',
  amountOffCents,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  planId: null,
  ...extra,
});

const iso = (date: Date) => date.toISOString();

describe('annual discount percent (spec 9)', () => {
  it.each([
    [8, 80, 16.67],
    [10, 100, 16.67],
    [10, 120, 0],
    [0, 0, 0],
    [9.99, 99.99, 16.59],
    [12, 108, 25],
    [10, 130, -8.33],
  ])('monthly %s, annual %s -> %s%%', (monthly, annual, expected) => {
    expect(annualDiscountPercent(monthly, annual)).toBe(expected);
  });

  it('rounds ties half up on whole cents, where the floating-point formula rounded down', () => {
    expect(annualDiscountPercent(8, 33)).toBe(65.63); // exactly 65.625
    expect(annualDiscountPercent(0.08, 0.33)).toBe(65.63); // the same ratio in small prices
    expect(annualDiscountPercent(4, 47.94)).toBe(0.13); // exactly 0.125
  });

  it('gives 0 for prices a half-filled form produces', () => {
    expect(annualDiscountPercent(Number(''), 80)).toBe(0);
    expect(annualDiscountPercent(Number('abc'), 80)).toBe(0);
    expect(annualDiscountPercent(8, Number('x'))).toBe(0);
  });
});

describe('seat price (spec 9)', () => {
  it('multiplies seats by the monthly per-seat price', () => {
    expect(seatPrice({ plan: team, seats: 5, billingCycle: 'monthly' })).toBe(4000);
    expect(seatPrice({ plan: odd, seats: 3, billingCycle: 'monthly' })).toBe(2997);
    expect(seatPrice({ plan: odd, seats: 1_000_000, billingCycle: 'monthly' })).toBe(999_000_000);
  });

  it('uses the annual per-seat price for annual billing', () => {
    expect(seatPrice({ plan: team, seats: 5, billingCycle: 'annually' })).toBe(40000);
    expect(seatPrice({ plan: odd, seats: 7, billingCycle: 'annually' })).toBe(69993);
    expect(unitPriceCents(odd, 'annually')).toBe(9999);
    expect(unitPriceCents(odd, 'monthly')).toBe(999);
  });

  it('is 0 for no seats or a free plan and refuses impossible seat counts', () => {
    expect(seatPrice({ plan: team, seats: 0, billingCycle: 'monthly' })).toBe(0);
    expect(seatPrice({ plan: { monthly_price: 0, annual_price: 0 }, seats: 4, billingCycle: 'annually' })).toBe(0);
    expect(() => seatPrice({ plan: team, seats: -1, billingCycle: 'monthly' })).toThrow(RangeError);
    expect(() => seatPrice({ plan: team, seats: 1.5, billingCycle: 'monthly' })).toThrow(RangeError);
    expect(() => seatPrice({ plan: { monthly_price: -1, annual_price: 0 }, seats: 1, billingCycle: 'monthly' })).toThrow(RangeError);
  });
});

describe('seat rules (spec 5)', () => {
  it.each<[number, BillingCycle, string | null]>([
    [0, 'monthly', MIN_USERS_TEXT],
    [-3, 'annually', MIN_USERS_TEXT],
    [Number.NaN, 'monthly', MIN_USERS_TEXT],
    [1, 'monthly', null],
    [1, 'annually', ANNUAL_MIN_USERS_TEXT],
    [2, 'annually', null],
    [2.5, 'monthly', WHOLE_USERS_TEXT],
  ])('%s users, %s -> %s', (seats, billingCycle, expected) => {
    expect(seatsProblem({ seats, billingCycle })).toBe(expected);
  });

  it('keeps the spec texts word for word', () => {
    expect(MIN_USERS_TEXT).toBe('Minimum 1 user is required');
    expect(ANNUAL_MIN_USERS_TEXT).toBe('Annual billing is available for 2+ users.');
  });
});

describe('promotion codes', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('accepts a code that is current, under its limit and for any plan', () => {
    expect(promoProblem(percent(10), { planId: 'team', now })).toBeNull();
    expect(promoProblem(percent(10, { expiresAt: '2025-06-15T12:00:00.001Z', maxRedemptions: 10, redemptions: 9 }), { planId: 'team', now })).toBeNull();
  });

  it('is expired from its expiry instant on', () => {
    expect(promoProblem(percent(10, { expiresAt: '2025-06-15T12:00:00Z' }), { planId: 'team', now })).toBe('This promotion code has expired');
    expect(promoProblem(amount(100, { expiresAt: '2025-01-01T00:00:00Z' }), { planId: 'team', now: iso(now) })).toBe(PROMO_EXPIRED_TEXT);
  });

  it('stops at its redemption limit', () => {
    expect(promoProblem(percent(10, { maxRedemptions: 10, redemptions: 10 }), { planId: 'team', now })).toBe(
      'This promotion code has reached its redemption limit',
    );
    expect(promoProblem(percent(10, { maxRedemptions: 1, redemptions: 3 }), { planId: 'team', now })).toBe(PROMO_LIMIT_REACHED_TEXT);
    expect(promoProblem(percent(10, { maxRedemptions: null, redemptions: 10_000 }), { planId: 'team', now })).toBeNull();
  });

  it('applies only to its plan when restricted', () => {
    expect(promoProblem(percent(10, { planId: 'pro' }), { planId: 'team', now })).toBe('This promotion code does not apply to this plan');
    expect(promoProblem(percent(10, { planId: 'team' }), { planId: 'team', now })).toBeNull();
    expect(PROMO_WRONG_PLAN_TEXT).toBe('This promotion code does not apply to this plan');
  });

  it('reports expiry first, then the limit, then the plan', () => {
    const everything = percent(10, { expiresAt: '2025-01-01T00:00:00Z', maxRedemptions: 1, redemptions: 1, planId: 'pro' });
    expect(promoProblem(everything, { planId: 'team', now })).toBe(PROMO_EXPIRED_TEXT);
    expect(promoProblem({ ...everything, expiresAt: null }, { planId: 'team', now })).toBe(PROMO_LIMIT_REACHED_TEXT);
  });

  it.each([
    [4000, 25, 1000],
    [1000, 33.33, 333], // 333.3
    [999, 15, 150], // 149.85
    [3, 50, 2], // 1.5 -> half up
    [1, 50, 1], // 0.5 -> half up
    [1, 12.5, 0], // 0.125
    [4999, 0.01, 0], // 0.4999
    [5000, 0.01, 1], // 0.5
    [4000, 100, 4000],
    [0, 40, 0],
  ])('%s cents at %s%% off -> %s', (subtotal, percentOff, expected) => {
    expect(discountCents(subtotal, percent(percentOff))).toBe(expected);
  });

  it('caps an amount off at the subtotal', () => {
    expect(discountCents(4000, amount(500))).toBe(500);
    expect(discountCents(4000, amount(5000))).toBe(4000);
    expect(discountCents(0, amount(5000))).toBe(0);
  });

  it('refuses malformed codes rather than pricing them', () => {
    for (const bad of [0, -5, 100.01, 33.333, Number.NaN]) expect(() => discountCents(1000, percent(bad))).toThrow(RangeError);
    expect(() => discountCents(1000, { kind: 'percent' })).toThrow(RangeError);
    expect(() => discountCents(1000, { kind: 'amount' })).toThrow(RangeError);
    expect(() => discountCents(1000, amount(-1))).toThrow(RangeError);
    expect(() => discountCents(10.5, percent(10))).toThrow(RangeError);
  });

  it('validates a code definition', () => {
    expect(promoCodeSchema.safeParse(percent(33.33)).success).toBe(true);
    expect(promoCodeSchema.safeParse(percent(100, { expiresAt: '2025-12-31T23:59:59Z', maxRedemptions: 5, planId: 'team' })).success).toBe(true);
    expect(promoCodeSchema.safeParse(amount(1)).success).toBe(true);
    for (const bad of [
      percent(0),
      percent(100.5),
      percent(12.345),
      { ...percent(10), amountOffCents: 100 },
      amount(0),
      amount(1.5),
      { ...amount(100), percentOff: 10 },
      percent(10, { expiresAt: 'next tuesday' }),
      percent(10, { maxRedemptions: 0 }),
      percent(10, { code: '   ' }),
    ])
      expect(promoCodeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('matches codes ignoring case and spaces', () => {
    expect(normalizePromoCode('  spring25 ')).toBe('SPRING25');
  });
});

describe('billing periods', () => {
  it.each<[string, BillingCycle, string]>([
    ['2025-01-31T09:30:00.000Z', 'monthly', '2025-02-28T09:30:00.000Z'],
    ['2024-01-31T09:30:00.000Z', 'monthly', '2024-02-29T09:30:00.000Z'],
    ['2025-03-31T00:00:00.000Z', 'monthly', '2025-04-30T00:00:00.000Z'],
    ['2025-04-30T00:00:00.000Z', 'monthly', '2025-05-30T00:00:00.000Z'],
    ['2025-12-31T23:59:59.999Z', 'monthly', '2026-01-31T23:59:59.999Z'],
    ['2025-02-28T00:00:00.000Z', 'monthly', '2025-03-28T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 'annually', '2025-02-28T12:00:00.000Z'],
    ['2023-03-01T00:00:00.000Z', 'annually', '2024-03-01T00:00:00.000Z'],
  ])('%s + one %s period = %s', (start, cycle, end) => {
    expect(iso(addBillingPeriod(start, cycle))).toBe(end);
  });

  it('counts periods from the anchor without drifting', () => {
    expect(iso(addBillingPeriod('2025-01-31T00:00:00Z', 'monthly', 2))).toBe('2025-03-31T00:00:00.000Z');
    expect(iso(addBillingPeriod(addBillingPeriod('2025-01-31T00:00:00Z', 'monthly'), 'monthly'))).toBe('2025-03-28T00:00:00.000Z');
    expect(iso(addBillingPeriod('2024-02-29T00:00:00Z', 'annually', 4))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(addBillingPeriod('2025-01-15T00:00:00Z', 'monthly', 12))).toBe(iso(addBillingPeriod('2025-01-15T00:00:00Z', 'annually')));
    expect(iso(addBillingPeriod('2025-01-15T00:00:00Z', 'monthly', 0))).toBe('2025-01-15T00:00:00.000Z');
    expect(() => addBillingPeriod('2025-01-15T00:00:00Z', 'monthly', -1)).toThrow(RangeError);
    expect(() => addBillingPeriod('not a date', 'monthly')).toThrow(RangeError);
  });

  it('does not change the input date', () => {
    const start = new Date('2025-01-31T00:00:00Z');
    addBillingPeriod(start, 'monthly');
    expect(iso(start)).toBe('2025-01-31T00:00:00.000Z');
  });

  it('counts whole UTC days across month ends and leap years', () => {
    const days = (periodStart: string, periodEnd: string) => periodDays({ periodStart, periodEnd, now: periodStart }).days;
    expect(days('2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z')).toBe(28);
    expect(days('2024-01-31T10:00:00Z', '2024-02-29T10:00:00Z')).toBe(29);
    expect(days('2025-03-31T00:00:00Z', '2025-04-30T00:00:00Z')).toBe(30);
    expect(days('2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z')).toBe(28);
    expect(days('2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z')).toBe(29);
    expect(days('2023-03-01T00:00:00Z', '2024-03-01T00:00:00Z')).toBe(366);
    expect(days('2024-03-01T00:00:00Z', '2025-03-01T00:00:00Z')).toBe(365);
    expect(days('2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(366);
    expect(days('2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(365);
    // Calendar days, not 24-hour spans: 23:00 to 01:00 two days later is 2 days.
    expect(days('2025-05-01T23:00:00Z', '2025-05-03T01:00:00Z')).toBe(2);
  });

  it('counts the day of the change as remaining, all days before the start and none from the end day', () => {
    const period = { periodStart: '2025-01-31T10:00:00Z', periodEnd: '2025-02-28T10:00:00Z' };
    expect(periodDays({ ...period, now: '2025-01-31T23:59:00Z' })).toEqual({ days: 28, remaining: 28 });
    expect(periodDays({ ...period, now: '2025-01-01T00:00:00Z' })).toEqual({ days: 28, remaining: 28 });
    expect(periodDays({ ...period, now: '2025-02-14T00:00:00Z' })).toEqual({ days: 28, remaining: 14 });
    expect(periodDays({ ...period, now: '2025-02-27T23:59:59Z' })).toEqual({ days: 28, remaining: 1 });
    expect(periodDays({ ...period, now: '2025-02-28T00:00:00Z' })).toEqual({ days: 28, remaining: 0 });
    expect(periodDays({ ...period, now: '2025-02-28T10:00:00Z' })).toEqual({ days: 28, remaining: 0 });
    expect(periodDays({ ...period, now: '2026-01-01T00:00:00Z' })).toEqual({ days: 28, remaining: 0 });
  });

  it('refuses an empty or backwards period', () => {
    expect(() => periodDays({ periodStart: '2025-02-01T00:00:00Z', periodEnd: '2025-02-01T23:00:00Z', now: '2025-02-01T00:00:00Z' })).toThrow(RangeError);
    expect(() => periodDays({ periodStart: '2025-03-01T00:00:00Z', periodEnd: '2025-02-01T00:00:00Z', now: '2025-02-01T00:00:00Z' })).toThrow(RangeError);
  });
});

describe('upgrade adjustment (spec 9: prorated by days remaining)', () => {
  const adjust = (currentTotalCents: number, newTotalCents: number, periodStart: string, periodEnd: string, now: string) =>
    upgradeAdjustment({ currentTotalCents, newTotalCents, periodStart, periodEnd, now });

  it('prorates across month ends (31 -> 28, 31 -> 30)', () => {
    expect(adjust(4000, 6000, '2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z', '2025-02-14T10:00:00Z')).toBe(1000); // 2000 x 14/28
    expect(adjust(3000, 6000, '2025-03-31T00:00:00Z', '2025-04-30T00:00:00Z', '2025-04-20T08:00:00Z')).toBe(1000); // 3000 x 10/30
    expect(adjust(0, 3100, '2025-12-31T00:00:00Z', '2026-01-31T00:00:00Z', '2026-01-21T00:00:00Z')).toBe(1000); // 3100 x 10/31
  });

  it('knows February in leap and common years', () => {
    expect(adjust(0, 2900, '2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z', '2024-02-20T00:00:00Z')).toBe(1000); // 10 of 29 days
    expect(adjust(0, 2800, '2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z', '2025-02-20T00:00:00Z')).toBe(900); // 9 of 28 days
    expect(adjust(0, 2900, '2024-02-29T00:00:00Z', '2024-03-29T00:00:00Z', '2024-02-29T15:00:00Z')).toBe(2900); // all 29 days
  });

  it('divides an annual period by 366 or 365 days', () => {
    expect(adjust(0, 73000, '2023-03-01T00:00:00Z', '2024-03-01T00:00:00Z', '2024-02-29T00:00:00Z')).toBe(199); // 73000 / 366 = 199.45
    expect(adjust(0, 73000, '2024-03-01T00:00:00Z', '2025-03-01T00:00:00Z', '2025-02-28T00:00:00Z')).toBe(200); // 73000 / 365
  });

  it('charges the full difference before the period and nothing at or after its end', () => {
    const period = ['2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z'] as const;
    expect(adjust(4000, 6000, ...period, '2025-01-15T00:00:00Z')).toBe(2000);
    expect(adjust(4000, 6000, ...period, '2025-01-31T10:00:00Z')).toBe(2000);
    expect(adjust(4000, 6000, ...period, '2025-02-28T10:00:00Z')).toBe(0);
    expect(adjust(4000, 6000, ...period, '2025-03-10T00:00:00Z')).toBe(0);
  });

  it('rounds odd cents half up, once', () => {
    const start = '2025-01-01T00:00:00Z';
    const end = '2025-01-04T00:00:00Z'; // 3 days
    expect(adjust(0, 1, start, end, '2025-01-03T00:00:00Z')).toBe(0); // 1 x 1/3
    expect(adjust(0, 1, start, end, '2025-01-02T00:00:00Z')).toBe(1); // 1 x 2/3
    expect(adjust(0, 1, '2025-01-01T00:00:00Z', '2025-01-03T00:00:00Z', '2025-01-02T00:00:00Z')).toBe(1); // 1 x 1/2
    expect(adjust(0, 5, start, end, '2025-01-03T00:00:00Z')).toBe(2); // 5/3 = 1.67
    expect(adjust(1000, 1001, start, end, '2025-01-03T00:00:00Z')).toBe(0); // the difference is prorated, not each side
    expect(prorate(100, { periodStart: start, periodEnd: end, now: '2025-01-03T00:00:00Z' })).toBe(33);
  });

  it('costs nothing for a cheaper change and refuses non-cent amounts', () => {
    expect(adjust(6000, 4000, '2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z', '2025-02-14T10:00:00Z')).toBe(0);
    expect(() => adjust(-1, 4000, '2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z', '2025-02-14T10:00:00Z')).toThrow(RangeError);
    expect(() => adjust(0, 40.5, '2025-01-31T10:00:00Z', '2025-02-28T10:00:00Z', '2025-02-14T10:00:00Z')).toThrow(RangeError);
  });
});

describe('scheduled changes (spec 4 and 8)', () => {
  it('schedules fewer seats and annual to monthly, applies the rest at once', () => {
    expect(isScheduledChange({ seats: 5, billingCycle: 'monthly' }, { seats: 4, billingCycle: 'monthly' })).toBe(true);
    expect(isScheduledChange({ seats: 5, billingCycle: 'annually' }, { seats: 9, billingCycle: 'monthly' })).toBe(true);
    expect(isScheduledChange({ seats: 5, billingCycle: 'monthly' }, { seats: 5, billingCycle: 'annually' })).toBe(false);
    expect(isScheduledChange({ seats: 5, billingCycle: 'annually' }, { seats: 6, billingCycle: 'annually' })).toBe(false);
  });
});

describe('price quote (spec 3: subtotal, discount, total, adjustment)', () => {
  const now = '2025-02-14T10:00:00Z';
  const monthly: CurrentSubscription = {
    seats: 5,
    billingCycle: 'monthly',
    totalCents: 4000,
    periodStart: '2025-01-31T10:00:00Z',
    periodEnd: '2025-02-28T10:00:00Z',
  };

  it('prices a new subscription with no adjustment', () => {
    expect(priceQuote({ plan: team, seats: 5, billingCycle: 'monthly', now })).toEqual({ subtotal: 4000, discount: 0, total: 4000, adjustment: 0 });
    expect(priceQuote({ plan: team, seats: 5, billingCycle: 'annually', promo: percent(25), now })).toEqual({
      subtotal: 40000,
      discount: 10000,
      total: 30000,
      adjustment: 0,
    });
    expect(priceQuote({ plan: odd, seats: 3, billingCycle: 'monthly', promo: percent(33.33), now })).toEqual({
      subtotal: 2997,
      discount: 999, // 998.9001
      total: 1998,
      adjustment: 0,
    });
  });

  it('never goes below zero with a large amount off', () => {
    expect(priceQuote({ plan: team, seats: 1, billingCycle: 'monthly', promo: amount(5000), now })).toEqual({
      subtotal: 800,
      discount: 800,
      total: 0,
      adjustment: 0,
    });
  });

  it('refuses a code that does not apply, with its message', () => {
    const quote = (promo: PromoCode) => () => priceQuote({ plan: team, seats: 5, billingCycle: 'monthly', promo, now });
    expect(quote(percent(10, { expiresAt: '2025-02-01T00:00:00Z' }))).toThrow(new PromoCodeError(PROMO_EXPIRED_TEXT));
    expect(quote(percent(10, { maxRedemptions: 3, redemptions: 3 }))).toThrow(PROMO_LIMIT_REACHED_TEXT);
    expect(quote(percent(10, { planId: 'pro' }))).toThrow(PromoCodeError);
    expect(quote(percent(10, { planId: 'team' }))).not.toThrow();
  });

  it('prorates an upgrade in the same cycle over the current period', () => {
    // 10 seats: 8000 a month, 4000 more than now, 14 of 28 days left.
    expect(priceQuote({ plan: team, seats: 10, billingCycle: 'monthly', current: monthly, now })).toEqual({
      subtotal: 8000,
      discount: 0,
      total: 8000,
      adjustment: 2000,
    });
    // With 10% off the new total is 7200: 3200 x 14/28.
    expect(priceQuote({ plan: team, seats: 10, billingCycle: 'monthly', promo: percent(10), current: monthly, now }).adjustment).toBe(1600);
    // Nothing changes: nothing due.
    expect(priceQuote({ plan: team, seats: 5, billingCycle: 'monthly', current: monthly, now }).adjustment).toBe(0);
  });

  it('starts a new annual period when moving from monthly, crediting the unused month', () => {
    const current = { ...monthly, periodStart: '2025-03-31T00:00:00Z', periodEnd: '2025-04-30T00:00:00Z' };
    // 10 of 30 days left: 4000 x 10/30 = 1333.33 credited, of 40000.
    expect(priceQuote({ plan: team, seats: 5, billingCycle: 'annually', current, now: '2025-04-20T00:00:00Z' })).toEqual({
      subtotal: 40000,
      discount: 0,
      total: 40000,
      adjustment: 38667,
    });
  });

  it('charges nothing now for a scheduled change', () => {
    const annual: CurrentSubscription = { ...monthly, billingCycle: 'annually', totalCents: 40000, periodEnd: '2026-01-31T10:00:00Z' };
    expect(priceQuote({ plan: team, seats: 9, billingCycle: 'monthly', current: annual, now }).adjustment).toBe(0);
    expect(priceQuote({ plan: team, seats: 4, billingCycle: 'monthly', current: monthly, now }).adjustment).toBe(0);
  });

  it('gives non-negative integers with total = subtotal - discount and adjustment <= total, whatever the inputs', () => {
    const plans = [
      { id: 'free', monthly_price: 0, annual_price: 0 },
      { id: 'cent', monthly_price: 0.01, annual_price: 0.11 },
      odd,
      team,
      { id: 'pro', monthly_price: 12.34, annual_price: 123.45 },
    ];
    const promos = [null, percent(33.33), percent(100), percent(0.01), percent(12.5, { planId: 'team' }), amount(1), amount(99_999)];
    const currents: (CurrentSubscription | null)[] = [
      null,
      { seats: 1, billingCycle: 'monthly', totalCents: 1, periodStart: '2024-01-31T00:00:00Z', periodEnd: '2024-02-29T00:00:00Z' },
      { seats: 3, billingCycle: 'monthly', totalCents: 2997, periodStart: '2024-01-31T00:00:00Z', periodEnd: '2024-02-29T00:00:00Z' },
      { seats: 2, billingCycle: 'annually', totalCents: 19999, periodStart: '2023-03-01T00:00:00Z', periodEnd: '2024-03-01T00:00:00Z' },
    ];
    const nows = ['2023-01-01T00:00:00Z', '2024-02-10T13:00:00Z', '2024-02-28T23:59:59Z', '2024-02-29T00:00:00Z', '2025-01-01T00:00:00Z'];
    let checked = 0;
    const wrong: string[] = [];
    for (const plan of plans)
      for (const seats of [0, 1, 2, 3, 7, 1000])
        for (const billingCycle of ['monthly', 'annually'] as const)
          for (const promo of promos)
            for (const current of currents)
              for (const now of nows) {
                if (promo && promoProblem(promo, { planId: plan.id, now })) continue;
                const quote = priceQuote({ plan, seats, billingCycle, promo, current, now });
                const sound =
                  Object.values(quote).every((value) => Number.isSafeInteger(value) && value >= 0) &&
                  quote.total === quote.subtotal - quote.discount &&
                  quote.adjustment <= quote.total;
                if (!sound) wrong.push(JSON.stringify({ plan: plan.id, seats, billingCycle, promo, current, now, quote }));
                checked++;
              }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });
});
