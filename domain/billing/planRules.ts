/** The plans' texts and seat rules without zod: the shell's upgrade dialog and the project button read them here. */
import type { Plan } from './plans';

export const UPGRADE_REQUIRED_TITLE = 'Upgrade Required';
export const UPGRADE_REQUIRED_TEXT =
  "You've reached the maximum number of users allowed on your current plan. To continue adding users, please upgrade your plan.";
/** The same dialog when the plan's project limit (the free tier's three projects) is reached. */
export const UPGRADE_REQUIRED_PROJECTS_TEXT = 'Your plan allows a limited number of projects. Upgrade your plan to add more.';

export const centsToAmount = (cents: number) => Math.round(cents) / 100;
export const amountToCents = (amount: number) => Math.round(amount * 100);

/** The plan whose seat range holds `seats` (spec 4: changing seats selects that plan). */
export function planForSeats<P extends Pick<Plan, 'min_users' | 'max_users'>>(plans: readonly P[], seats: number): P | undefined {
  return plans.find((plan) => seats >= plan.min_users && (plan.max_users === null || seats <= plan.max_users));
}

export function isFreePlan(plan: Pick<Plan, 'monthly_price' | 'is_custom_plan'>): boolean {
  return !plan.is_custom_plan && plan.monthly_price === 0;
}

export function formatUserRange(plan: Pick<Plan, 'min_users' | 'max_users'>): string {
  if (plan.max_users === null) return `${plan.min_users}+ users`;
  if (plan.min_users === plan.max_users) return `${plan.min_users} user${plan.min_users === 1 ? '' : 's'}`;
  return `${plan.min_users}–${plan.max_users} users`;
}

/**
 * The catalogue must cover 1 to unbounded with contiguous, non-overlapping ranges
 * (DESIGN.md, Billing model). Returns what is wrong, or null when it is sound.
 */
export function catalogueProblem(plans: readonly Pick<Plan, 'name' | 'min_users' | 'max_users'>[]): string | null {
  const sorted = [...plans].sort((a, b) => a.min_users - b.min_users);
  if (sorted.length === 0) return 'The catalogue needs at least one plan';
  if (sorted[0]!.min_users !== 1) return `The first plan (${sorted[0]!.name}) must start at 1 user`;
  for (let i = 0; i < sorted.length; i++) {
    const plan = sorted[i]!;
    const next = sorted[i + 1];
    if (plan.max_users !== null && plan.max_users < plan.min_users) return `${plan.name}: max users must not be below min users`;
    if (!next) {
      if (plan.max_users !== null) return `The last plan (${plan.name}) must have no maximum, so every team size has a plan`;
      break;
    }
    if (plan.max_users === null) return `${plan.name} has no maximum but ${next.name} starts after it: the ranges overlap`;
    if (next.min_users <= plan.max_users) return `${plan.name} (${formatUserRange(plan)}) overlaps ${next.name} (${formatUserRange(next)})`;
    if (next.min_users > plan.max_users + 1)
      return `No plan covers ${plan.max_users + 1}${next.min_users - 1 > plan.max_users + 1 ? `–${next.min_users - 1}` : ''} users between ${plan.name} and ${next.name}`;
  }
  return null;
}
