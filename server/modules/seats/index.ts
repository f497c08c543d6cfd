/**
 * Seats and plan limits: what the plan allows and how much of it is used. Billing, plans,
 * subscriptions, invites, users and projects all ask this; it asks none of them, which is what
 * keeps the arrows between those modules going one way.
 */
export {
  assertSeatsAvailable,
  createSeatsService,
  freePlan,
  projectLimit,
  seatUsage,
  toApiPlan,
  type SeatsService,
  type SeatUsage,
} from './seats';
