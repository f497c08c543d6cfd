import { describe, expect, it } from 'vitest';
import { longMonth, shortMonth } from './revenueFormat';

describe('revenue months', () => {
  it("names a month with its full year on the axis ('Dec 2025', never 'Dec 25', which reads as a day)", () => {
    expect(shortMonth('2025-12')).toBe('Dec 2025');
    expect(shortMonth('2026-01')).toBe('Jan 2026');
    expect(longMonth('2025-12')).toBe('December 2025');
  });
});
