import { describe, expect, it } from 'vitest';
import { blockDiff, blocksOf, diffSequence } from './blockDiff';

describe('what changed between two versions of a note', () => {
  it('keeps the common blocks and marks what was taken out and put in', () => {
    expect(diffSequence(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual([
      { kind: 'same', value: 'a' },
      { kind: 'removed', value: 'b' },
      { kind: 'same', value: 'c' },
      { kind: 'added', value: 'd' },
    ]);
  });

  it('shows a block edited in place word by word', () => {
    expect(blockDiff(['Intro', 'Ship on Friday'], ['Intro', 'Ship on Monday'])).toEqual([
      { kind: 'same', text: 'Intro' },
      {
        kind: 'changed',
        words: [
          { kind: 'same', value: 'Ship' },
          { kind: 'same', value: ' ' },
          { kind: 'same', value: 'on' },
          { kind: 'same', value: ' ' },
          { kind: 'removed', value: 'Friday' },
          { kind: 'added', value: 'Monday' },
        ],
      },
    ]);
  });

  it('leaves extra blocks of an uneven replacement as put in', () => {
    expect(blockDiff(['old'], ['new', 'more']).map((change) => change.kind)).toEqual(['changed', 'added']);
  });

  it('reads the blocks of a note, list items and table cells included, in order', () => {
    const html = '<h1>Plan</h1><ul><li><p>one</p></li></ul><table><tbody><tr><td><p>cell</p></td></tr></tbody></table><hr><pre><code>x = 1</code></pre><p></p>';
    expect(blocksOf(html)).toEqual(['Plan', 'one', 'cell', '———', 'x = 1']);
  });
});
