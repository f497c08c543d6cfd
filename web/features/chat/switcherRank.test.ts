import { describe, expect, it } from 'vitest';
import { matchRank } from './switcherRank';

describe('quick switcher ranking', () => {
  it('puts a name starting with the text above a member starting with it, above the text anywhere', () => {
    expect(matchRank('edd', 'Eddie Editor', [])).toBe(0);
    expect(matchRank('edd', '# design', ['Olivia Owner', 'Eddie Editor'])).toBe(1);
    expect(matchRank('sig', '# design', ['Olivia Owner'])).toBe(2);
    expect(matchRank('zzz', '# design', ['Olivia Owner'])).toBeNull();
  });

  it('matches any word of the name, whatever the case, and everything for no text', () => {
    expect(matchRank('EDI', 'Eddie Editor', [])).toBe(0);
    expect(matchRank('rel', '# web-releases', [])).toBe(0);
    expect(matchRank('  ', '# general', [])).toBe(0);
  });
});
