import { describe, expect, it } from 'vitest';
import { isValidEmail, mergeEmails } from './emailList';

describe('mergeEmails', () => {
  it('splits a pasted list on commas, semicolons, spaces and line breaks, once per address', () => {
    expect(mergeEmails(['ada@x.io'], 'grace@x.io, linus@x.io;\nADA@x.io  margaret@x.io\n\n')).toEqual([
      'ada@x.io',
      'grace@x.io',
      'linus@x.io',
      'margaret@x.io',
    ]);
  });
});

describe('isValidEmail', () => {
  it('accepts addresses and refuses the rest', () => {
    expect(isValidEmail('ada@x.io')).toBe(true);
    expect(isValidEmail('ada@')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
  });
});
