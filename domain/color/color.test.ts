import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, contrastText, initials, NEAR_BLACK, normalizeHex, PALETTE_COLORS } from './color';

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
});
