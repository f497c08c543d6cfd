import { describe, expect, it } from 'vitest';
import { passwordProblems, registerBodySchema } from './schemas';

describe('signup rules shared by the form and the API', () => {
  it('lower-cases and trims the email', () => {
    const parsed = registerBodySchema.parse({ name: ' Ada ', email: ' Ada@Example.TEST ', password: 'a long password', organizationName: 'Acme' });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.test', password: 'a long password', organizationName: 'Acme' });
  });

  it('refuses a password equal to the email, whatever its case', () => {
    const result = registerBodySchema.safeParse({ name: 'Ada', email: 'ada@example.test', password: 'ADA@example.test', organizationName: 'Acme' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['password'], message: 'Password must not be your email address' });
  });

  it('lists the unmet password rules for the form', () => {
    expect(passwordProblems('short')).toEqual(['At least 8 characters']);
    expect(passwordProblems('me@example.test', 'me@example.test')).toEqual(['Not the same as your email address']);
    expect(passwordProblems('a fine password', 'me@example.test')).toEqual([]);
  });
});
