import { describe, expect, it } from 'vitest';
import { dayText, instantText } from './instantText';

describe('instantText', () => {
  it("writes what Date's toISOString writes, over leap days, year and century ends and any millisecond", () => {
    const edges = ['1000-01-01T00:00:00.000Z', '1899-12-31T23:59:59.999Z', '1970-01-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z', '2100-03-01T00:00:00.001Z', '9999-12-31T23:59:59.999Z'];
    for (const edge of edges) expect(instantText(Date.parse(edge))).toBe(edge);
    let state = 11;
    for (let n = 0; n < 20_000; n++) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      // Some instants on the same days and times again, as a month's occurrences are.
      const ms = n % 2 ? Math.round(-30_000_000_000_000 + (state / 2_147_483_648) * 283_000_000_000_000) : Date.UTC(2026, 5, 1 + (state % 30), state % 24, (state >> 5) % 4 * 15);
      expect(instantText(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('leaves years outside 1000-9999 and fractions of a millisecond to Date', () => {
    expect(instantText(Date.parse('0999-12-31T23:59:59.999Z'))).toBe('0999-12-31T23:59:59.999Z');
    expect(instantText(-8_640_000_000_000_000)).toBe(new Date(-8_640_000_000_000_000).toISOString());
    expect(instantText(1.5)).toBe(new Date(1.5).toISOString());
  });

  it('writes the day of a floating date', () => {
    expect(dayText(Date.UTC(2024, 1, 29))).toBe('2024-02-29');
  });
});
