import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithCents } from './money';
import { centsToAmount } from './plans';

describe('formatMoney', () => {
  it('shows cents only when there are any', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(8)).toBe('$8');
    expect(formatMoney(9.99)).toBe('$9.99');
    expect(formatMoney(centsToAmount(6450))).toBe('$64.50');
    expect(formatMoney(12_000)).toBe('$12,000');
  });
});

describe('formatMoneyWithCents', () => {
  it('always shows two decimals', () => {
    expect(formatMoneyWithCents(0)).toBe('$0.00');
    expect(formatMoneyWithCents(8)).toBe('$8.00');
    expect(formatMoneyWithCents(centsToAmount(6400))).toBe('$64.00');
    expect(formatMoneyWithCents(1234.5)).toBe('$1,234.50');
  });
});
