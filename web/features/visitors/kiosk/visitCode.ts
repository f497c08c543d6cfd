import { VISIT_CODE_ALPHABET, VISIT_CODE_LENGTH, visitCodeSchema } from '../../../../domain/visitors/visits';

const CODE_IN_TEXT = new RegExp(`(?:^|[^A-Za-z0-9])([${VISIT_CODE_ALPHABET}]{${VISIT_CODE_LENGTH}})(?:$|[^A-Za-z0-9])`, 'g');

/** The code as typed, tidied the way the server reads it ('abcd efgh' → 'ABCDEFGH'), or null while it is not one yet. */
export function typedCode(text: string): string | null {
  const parsed = visitCodeSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * The sign-in code in what a QR code holds: the code itself, or an address carrying it (?code=…
 * or as its last segment), so the invitation's and the badge's QR codes both work whichever the
 * server prints.
 */
export function codeFromQr(text: string): string | null {
  const direct = typedCode(text.trim());
  if (direct) return direct;
  try {
    const fromQuery = new URL(text.trim()).searchParams.get('code');
    if (fromQuery) return typedCode(fromQuery);
  } catch {
    // Not an address: look for the code inside the text.
  }
  const matches = [...text.matchAll(CODE_IN_TEXT)];
  return matches.at(-1)?.[1] ?? null;
}
