/**
 * RFC 5545 text assembly: escaping of TEXT values and parameter values, date and time forms, and
 * content lines joined with CRLF and folded at 75 octets (UTF-8 bytes, never inside a character).
 */

const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value: backslash, semicolon, comma and newlines escaped (section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}

/** A parameter value (e.g. CN): quoted when it holds ':', ';' or ',', which quoting allows; DQUOTE and control characters cannot appear at all. */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A URI value (URL, mailto:): URIs have no spaces or control characters, so any there are dropped rather than let them break the line. */
export function uriValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f]/g, '');
}

/** One content line folded: lines of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= FOLD_OCTETS) return line;
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const room = pieces.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > room) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** The calendar text: every line folded, CRLF after each (the last included). */
export function joinLines(lines: string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** '20260504T070000Z' from an instant. */
export function utcStamp(instant: Date | string): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** '20260504' from 'YYYY-MM-DD'. */
export function dateValue(day: string): string {
  return day.replaceAll('-', '');
}
