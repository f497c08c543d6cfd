/**
 * 'What changed' between a saved version and the note now: the blocks (paragraphs, headings,
 * list items, code) that were taken out, put in or kept, and inside a block that was edited
 * the words taken out and put in. A longest-common-subsequence diff: plenty for a note, and
 * small enough to read.
 */

export type DiffKind = 'same' | 'added' | 'removed';
export interface DiffPart<T> {
  kind: DiffKind;
  value: T;
}

export type BlockChange =
  | { kind: DiffKind; text: string }
  /** A block edited in place: its words, each kept, taken out or put in. */
  | { kind: 'changed'; words: DiffPart<string>[] };

/** Past this many cells the table would be too big to build in a click: the two sides are shown as replaced. */
const MAX_CELLS = 4_000_000;

export function diffSequence<T>(before: readonly T[], after: readonly T[]): DiffPart<T>[] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_CELLS) {
    return [...before.map((value) => ({ kind: 'removed' as const, value })), ...after.map((value) => ({ kind: 'added' as const, value }))];
  }
  // lengths[i][j]: the longest common run of before[i..] and after[j..], one flat array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = before[i] === after[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      parts.push({ kind: 'same', value: before[i]! });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      parts.push({ kind: 'removed', value: before[i]! });
      i += 1;
    } else {
      parts.push({ kind: 'added', value: after[j]! });
      j += 1;
    }
  }
  for (; i < n; i += 1) parts.push({ kind: 'removed', value: before[i]! });
  for (; j < m; j += 1) parts.push({ kind: 'added', value: after[j]! });
  return parts;
}

/** Words and the spaces between them, so a joined diff reads as the text did. */
const wordsOf = (text: string) => text.split(/(\s+)/).filter(Boolean);

/**
 * Block by block; a run of blocks taken out followed by a run put in pairs up, one for one, as
 * blocks edited in place (their words compared), the rest staying taken out or put in.
 */
export function blockDiff(before: readonly string[], after: readonly string[]): BlockChange[] {
  const parts = diffSequence(before, after);
  const changes: BlockChange[] = [];
  let index = 0;
  while (index < parts.length) {
    const part = parts[index]!;
    if (part.kind !== 'removed') {
      changes.push({ kind: part.kind, text: part.value });
      index += 1;
      continue;
    }
    const removed: string[] = [];
    while (parts[index]?.kind === 'removed') removed.push(parts[index++]!.value);
    const added: string[] = [];
    while (parts[index]?.kind === 'added') added.push(parts[index++]!.value);
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) changes.push({ kind: 'changed', words: diffSequence(wordsOf(removed[k]!), wordsOf(added[k]!)) });
    for (const text of removed.slice(paired)) changes.push({ kind: 'removed', text });
    for (const text of added.slice(paired)) changes.push({ kind: 'added', text });
  }
  return changes;
}

const BLOCK_SELECTOR = 'h1, h2, h3, h4, h5, h6, p, pre, hr, img';

/** A note's HTML as the texts of its blocks, in order (a list item's or a cell's paragraph is a block of its own). */
export function blocksOf(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll(BLOCK_SELECTOR)].map((element) => {
    if (element.tagName === 'HR') return '———';
    if (element.tagName === 'IMG') return `[picture${element.getAttribute('alt') ? `: ${element.getAttribute('alt')}` : ''}]`;
    return (element.textContent ?? '').trim();
  }).filter((text) => text !== '');
}
