import { describe, expect, it } from 'vitest';
import { isoInstant } from './isoInstant';

describe('isoInstant', () => {
  it("writes what Date's toISOString writes, over leap days, year and century ends and any millisecond", () => {
    const edges = ['1000-01-01T00:00:00.000Z', '1899-12-31T23:59:59.999Z', '1900-03-01T00:00:00.000Z', '1970-01-01T00:00:00.000Z', '2000-02-29T12:00:00.000Z', '2024-02-29T23:59:59.999Z', '2100-03-01T00:00:00.001Z', '9999-12-31T23:59:59.999Z'];
    for (const edge of edges) expect(isoInstant(Date.parse(edge))).toBe(edge);
    let state = 7;
    for (let n = 0; n < 20_000; n++) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      const ms = Math.round(-30_000_000_000_000 + (state / 2_147_483_648) * 283_000_000_000_000) + (n % 1000);
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('leaves years outside 1000-9999 to Date', () => {
    expect(isoInstant(Date.parse('0999-12-31T23:59:59.999Z'))).toBe('0999-12-31T23:59:59.999Z');
    expect(isoInstant(-8_640_000_000_000_000)).toBe(new Date(-8_640_000_000_000_000).toISOString());
  });
});
