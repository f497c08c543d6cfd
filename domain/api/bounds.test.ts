import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dateOnlySchema, dateTimeSchema, INT32_MAX, INT32_MIN, int32Schema } from './bounds';

const problem = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('dateTimeSchema', () => {
  const startDate = dateTimeSchema('startDate');

  it.each(['1900-01-01T00:00:00Z', '2026-05-04T09:00:00Z', '2026-05-04T09:00:00.123+02:00', '9999-12-31T23:59:59.999Z'])('takes %s', (value) => {
    expect(problem(startDate, value)).toBeNull();
  });

  it.each([
    ['0000-01-01T00:00:00Z', 'startDate must be between the years 1900 and 9999'],
    ['1899-12-31T23:59:59Z', 'startDate must be between the years 1900 and 9999'],
    // Written as 9999 but past the end of it in UTC, which PostgreSQL would be handed.
    ['9999-12-31T23:00:00-05:00', 'startDate must be between the years 1900 and 9999'],
    ['2026-05-04', 'startDate must be a date and time like 2026-05-04T09:00:00Z'],
    ['+275760-09-13T00:00:00Z', 'startDate must be a date and time like 2026-05-04T09:00:00Z'],
    ['tomorrow', 'startDate must be a date and time like 2026-05-04T09:00:00Z'],
    [`2026-05-04T09:00:00.${'1'.repeat(1000)}Z`, 'startDate must be a date and time like 2026-05-04T09:00:00Z'],
    [42, 'startDate must be a date and time like 2026-05-04T09:00:00Z'],
  ])('refuses %s: %s', (value, message) => {
    expect(problem(startDate, value)).toBe(message);
  });

  it('says a fixed format text where the caller gives one', () => {
    expect(problem(dateTimeSchema('expiresAt', { message: 'Expiry must be a date and time' }), 'someday')).toBe('Expiry must be a date and time');
  });

  it('takes a bare day as well when asked, bounded the same way', () => {
    const before = dateTimeSchema('before', { orDate: true, message: 'before must be an ISO date' });
    expect(problem(before, '2026-05-04')).toBeNull();
    expect(problem(before, '2026-05-04T09:00:00.123Z')).toBeNull();
    expect(problem(before, '0000-01-01')).toBe('before must be between the years 1900 and 9999');
    expect(problem(before, '0000-01-01T00:00:00Z')).toBe('before must be between the years 1900 and 9999');
    expect(problem(before, '2026-02-30')).toBe('before must be an ISO date');
    expect(problem(before, 'yesterday')).toBe('before must be an ISO date');
    expect(problem(before, ['2026-05-04'])).toBe('before must be an ISO date');
  });
});

describe('dateOnlySchema', () => {
  const dueDate = dateOnlySchema('dueDate');

  it.each(['1900-01-01', '2026-02-28', '2028-02-29', '9999-12-31'])('takes %s', (value) => {
    expect(problem(dueDate, value)).toBeNull();
  });

  it.each([
    ['0000-01-01', 'dueDate must be between the years 1900 and 9999'],
    ['1899-12-31', 'dueDate must be between the years 1900 and 9999'],
    ['2026-02-30', 'dueDate must be a real date'],
    ['31/12/2026', 'dueDate must be a date like 2026-12-31'],
    ['2026-05-04T09:00:00Z', 'dueDate must be a date like 2026-12-31'],
  ])('refuses %s: %s', (value, message) => {
    expect(problem(dueDate, value)).toBe(message);
  });
});

describe('int32Schema', () => {
  const position = int32Schema('position');

  it.each([0, 1, -1, INT32_MIN, INT32_MAX])('takes %s', (value) => {
    expect(problem(position, value)).toBeNull();
  });

  it.each([
    [INT32_MAX + 1, 'position must be at most 2147483647'],
    [2 ** 53, 'position must be a whole number'],
    [INT32_MIN - 1, 'position must be at least -2147483648'],
    [1.5, 'position must be a whole number'],
    [Number.NaN, 'position must be a number'],
    [Number.POSITIVE_INFINITY, 'position must be a number'],
    ['7', 'position must be a number'],
    [null, 'position must be a number'],
  ])('refuses %s: %s', (value, message) => {
    expect(problem(position, value)).toBe(message);
  });

  it('narrows to the given bounds with the given texts, never past 32 bits', () => {
    const limit = int32Schema('limit', { min: 1, max: 100, messages: { min: 'limit must be 1 to 100', max: 'limit must be 1 to 100' } });
    expect(problem(limit, 0)).toBe('limit must be 1 to 100');
    expect(problem(limit, 101)).toBe('limit must be 1 to 100');
    expect(problem(int32Schema('count', { min: 0, max: 2 ** 40 }), 2 ** 31)).toBe('count must be at most 2147483647');
  });

  it('coerces query strings when asked, and refuses what is not a whole number', () => {
    const limit = int32Schema('limit', { coerce: true, min: 1 });
    expect(limit.parse('42')).toBe(42);
    for (const value of ['NaN', 'Infinity', '2147483648', '1.5', 'x', '', '0']) expect(problem(limit, value), value).not.toBeNull();
  });
});
