import { describe, expect, it } from 'vitest';
import { catalogueProblem, formatUserRange, planForSeats } from './planRules';

const catalogue = [
  { name: 'Free', min_users: 1, max_users: 5 },
  { name: 'Team', min_users: 6, max_users: 25 },
  { name: 'Enterprise', min_users: 26, max_users: null },
];

describe('plan rules', () => {
  it('picks the plan whose range holds the seat count', () => {
    expect(planForSeats(catalogue, 1)?.name).toBe('Free');
    expect(planForSeats(catalogue, 5)?.name).toBe('Free');
    expect(planForSeats(catalogue, 6)?.name).toBe('Team');
    expect(planForSeats(catalogue, 5000)?.name).toBe('Enterprise');
    expect(planForSeats(catalogue, 0)).toBeUndefined();
  });

  it('formats ranges', () => {
    expect(formatUserRange(catalogue[0]!)).toBe('1–5 users');
    expect(formatUserRange(catalogue[2]!)).toBe('26+ users');
  });

  it('accepts a contiguous catalogue and explains gaps and overlaps', () => {
    expect(catalogueProblem(catalogue)).toBeNull();
    expect(catalogueProblem([{ name: 'A', min_users: 2, max_users: null }])).toBe('The first plan (A) must start at 1 user');
    expect(catalogueProblem([catalogue[0]!, { ...catalogue[1]!, min_users: 8 }, catalogue[2]!])).toBe('No plan covers 6–7 users between Free and Team');
    expect(catalogueProblem([catalogue[0]!, { ...catalogue[1]!, min_users: 5 }, catalogue[2]!])).toBe('Free (1–5 users) overlaps Team (5–25 users)');
    expect(catalogueProblem([catalogue[0]!, catalogue[1]!, { ...catalogue[2]!, max_users: 100 }])).toBe(
      'The last plan (Enterprise) must have no maximum, so every team size has a plan',
    );
  });
});
