import { emailSchema } from '../../../domain/auth/schemas';

/** What people paste between addresses: commas, semicolons (Outlook), spaces and line breaks. */
export const EMAIL_SEPARATORS = /[\s,;]+/;

export const emailKey = (email: string) => email.trim().toLowerCase();

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

/** Adds the addresses found in `text` to `emails`, skipping blanks and ones already listed (in any case). */
export function mergeEmails(emails: readonly string[], text: string): string[] {
  const seen = new Set(emails.map(emailKey));
  const merged = [...emails];
  for (const token of text.split(EMAIL_SEPARATORS)) {
    const email = token.trim();
    if (!email || seen.has(emailKey(email))) continue;
    seen.add(emailKey(email));
    merged.push(email);
  }
  return merged;
}
