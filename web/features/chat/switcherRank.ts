/**
 * How well a conversation matches what was typed in the quick switcher, best first: a word of
 * its name starting with the text, then a member's name word starting with it, then the text
 * anywhere. `null`: no match. ('edd' puts Eddie Editor's direct message above #design, where
 * Eddie is only a member.)
 */
export function matchRank(query: string, title: string, memberNames: readonly string[]): number | null {
  const text = query.trim().toLowerCase();
  if (!text) return 0;
  const startsAWord = (value: string) => value.toLowerCase().split(/[\s#\-_.]+/).some((word) => word.startsWith(text));
  if (startsAWord(title)) return 0;
  if (memberNames.some(startsAWord)) return 1;
  if ([title, ...memberNames].some((value) => value.toLowerCase().includes(text))) return 2;
  return null;
}
