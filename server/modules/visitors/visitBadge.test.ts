import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { badgePdf, onSitePdf } from './visitBadge';

/**
 * The letters a PDF reader finds in a PDF's embedded fonts: every code point their ToUnicode maps
 * name (pdfkit compresses them). PDF's built-in Helvetica has no such map and knows Latin-1 only.
 */
function lettersOf(pdf: Buffer): Set<string> {
  const letters = new Set<string>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('begincmap')) continue;
    // The map's targets: UTF-16 code units in angle brackets.
    for (const [, hex] of content.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      for (let index = 0; index < hex!.length; index += 4) letters.add(String.fromCharCode(parseInt(hex!.slice(index, index + 4), 16)));
    }
  }
  return letters;
}

describe('the badge and the on-site list', () => {
  it('draw a name in Latin, Greek or Cyrillic letters as itself', async () => {
    const names = ['Łukasz Żółć', 'Ελένη Παπαδοπούλου', 'Иван Петров'];
    const badge = await badgePdf({ visitorName: names[0]!, company: names[1]!, hostName: names[2]!, day: '2026-11-26', code: 'ABCD2345' });
    const onSite = await onSitePdf([{ visitorName: names[2]!, company: names[0]!, hostName: names[1]!, signedInAt: new Date() }], 'Acme', new Date(), 'UTC');
    for (const pdf of [badge, onSite]) {
      const letters = lettersOf(pdf);
      for (const letter of names.join('').replace(/\s/g, '')) expect(letters.has(letter), letter).toBe(true);
    }
  });
});
