/** Colour rules from spec 5 and 9: hex parsing, avatar colours and initials. */

export const NEAR_BLACK = '#111111';

/** Ten avatar colours (spec 9), each dark enough for white initials at 4.5:1 (WCAG 2.1 AA). */
export const AVATAR_COLORS = [
  '#C2410C',
  '#1C3D6E',
  '#2B823C',
  '#862E9C',
  '#C92A2A',
  '#0B7285',
  '#5F3DC4',
  '#A61E4D',
  '#364FC7',
  '#4F7F0B',
] as const;

/** Twelve palette colours for labels and statuses (spec 9). */
export const PALETTE_COLORS = [
  '#F76707',
  '#1C3D6E',
  '#37B24D',
  '#F59F00',
  '#E03131',
  '#1098AD',
  '#7048E8',
  '#D6336C',
  '#4263EB',
  '#74B816',
  '#495057',
  '#AAAAAA',
] as const;

/**
 * Accepts 3 or 6 hex digits, with or without '#'. A 3-digit colour is expanded
 * ('f80' becomes '#FF8800'); anything else falls back to near-black.
 */
export function normalizeHex(input: string | null | undefined): string {
  const raw = (input ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{3}$/.test(raw)) {
    return `#${raw
      .split('')
      .map((c) => c + c)
      .join('')
      .toUpperCase()}`;
  }
  if (/^[0-9a-fA-F]{6}$/.test(raw)) return `#${raw.toUpperCase()}`;
  return NEAR_BLACK;
}

/** WCAG 2.1 relative luminance of a colour, 0 (black) to 1 (white). */
function relativeLuminance(colour: string): number {
  const hex = normalizeHex(colour).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.1 contrast ratio of two colours, 1 to 21 (AA asks 4.5 for text, 3 for large text). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever has the higher contrast on the background: never under 4.58:1. */
export function contrastText(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') > contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

/** A stable colour for a name: the same person always gets the same avatar colour. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/** Up to two initials: first and last word ('Ada Lovelace' -> 'AL', 'cher' -> 'C'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}
