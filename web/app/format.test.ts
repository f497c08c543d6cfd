import { describe, expect, it } from 'vitest';
import { formatMoney, formatRelative, roleLabel } from './format';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelative', () => {
  it('reads like a person would say it', () => {
    expect(formatRelative(null, NOW)).toBe('Never');
    expect(formatRelative(ago(20), NOW)).toBe('just now');
    expect(formatRelative(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600 + 120), NOW)).toBe('3 hours ago');
    expect(formatRelative(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(formatRelative(ago(-7 * 86400 + 60), NOW)).toBe('in 7 days');
  });
});

describe('formatMoney', () => {
  it('shows cents only when there are any', () => {
    expect(formatMoney(12)).toBe('$12');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1200)).toBe('$1,200');
  });
});

describe('roleLabel', () => {
  it('capitalises roles', () => {
    expect(roleLabel('maintainer')).toBe('Maintainer');
    expect(roleLabel('super_admin')).toBe('Super admin');
  });
});
