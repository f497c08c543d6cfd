import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, contrastRatio, contrastText, initials, NEAR_BLACK, normalizeHex, PALETTE_COLORS } from './color';

describe('normalizeHex (spec 5)', () => {
  it.each([
    ['f80', '#FF8800'],
    ['#abc', '#AABBCC'],
    ['1c3d6e', '#1C3D6E'],
    ['#F76707', '#F76707'],
    ['#ggg', NEAR_BLACK],
    ['12345', NEAR_BLACK],
    ['', NEAR_BLACK],
    [null, NEAR_BLACK],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });
});

describe('avatars', () => {
  it('derives initials from the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace   brewster murray hopper ')).toBe('GH');
    expect(initials('cher')).toBe('C');
    expect(initials('')).toBe('?');
  });

  it('gives the same name the same colour, from the ten avatar colours', () => {
    expect(avatarColor('Olivia Owner')).toBe(avatarColor('olivia owner '));
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(AVATAR_COLORS).toContain(avatarColor('Olivia Owner'));
    const spread = new Set(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].map(avatarColor));
    expect(spread.size).toBeGreaterThan(3);
  });

  it('keeps twelve palette colours and picks readable text', () => {
    expect(PALETTE_COLORS).toHaveLength(12);
    expect(contrastText('#FFFFFF')).toBe('#000000');
    expect(contrastText('#1C3D6E')).toBe('#FFFFFF');
    for (const colour of AVATAR_COLORS) expect(contrastText(colour)).toBe('#FFFFFF');
  });

  it('measures contrast as WCAG 2.1 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#E8590C', '#FFFFFF')).toBeCloseTo(3.58, 2);
  });

  it('keeps white initials at 4.5:1 (WCAG 2.1 AA) on every avatar colour', () => {
    for (const colour of AVATAR_COLORS) expect(contrastRatio(colour, '#FFFFFF'), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('picks a text colour readable at 4.5:1 on any label colour, mid-tones included', () => {
    // Orange and green read better with black: white on them is about 3:1.
    expect(contrastText('#F76707')).toBe('#000000');
    expect(contrastText('#37B24D')).toBe('#000000');
    for (const colour of [...PALETTE_COLORS, '#808080', '#E03131', '#1098AD', '#777777']) {
      expect(contrastRatio(colour, contrastText(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
