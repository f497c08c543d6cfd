/** Limits and messages shared by the forms and the API so both say the same thing. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Not the same as your email address',
] as const;

export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Client-side check for the reset form, which knows no email: only the length rule applies. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULES[0]);
  if (email && password && passwordIsEmail(password, email)) problems.push(PASSWORD_RULES[1]);
  return problems;
}
