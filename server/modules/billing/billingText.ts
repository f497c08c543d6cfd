import type { BillingCycle } from '../../../domain/billing/pricing';

/** 'Team, 12 seats, billed monthly': how invoices and the history name what was bought. */
export const describeSeats = (planName: string, quantity: number, billingCycle: BillingCycle) =>
  `${planName}, ${quantity} seat${quantity === 1 ? '' : 's'}, billed ${billingCycle}`;
