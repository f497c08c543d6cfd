import { z } from 'zod';

/** Limits and messages shared by the forms and the API so both say the same thing. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Not the same as your email address',
] as const;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

export const organizationNameSchema = z
  .string({ error: 'Organization name is required' })
  .trim()
  .min(1, 'Organization name is required')
  .max(NAME_MAX_LENGTH, `Organization name must be at most ${NAME_MAX_LENGTH} characters`);

const PASSWORD_IS_EMAIL = 'Password must not be your email address';

function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

export const registerBodySchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    organizationName: organizationNameSchema,
  })
  .refine((v) => !passwordIsEmail(v.password, v.email), { path: ['password'], message: PASSWORD_IS_EMAIL });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const resendEmailBodySchema = z.object({ email: emailSchema });
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const tokenSchema = z
  .string({ error: 'Token is required' })
  .trim()
  .min(20, 'Token is invalid')
  .max(200, 'Token is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Token is invalid');

export const tokenQuerySchema = z.object({ token: tokenSchema });

export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const googleLoginBodySchema = z.object({
  credential: z.string({ error: 'credential is required' }).min(20, 'credential is invalid').max(4096),
  organizationName: organizationNameSchema.optional(),
});

/** Client-side check for the reset form, which knows no email: only the length rule applies. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULES[0]);
  if (email && password && passwordIsEmail(password, email)) problems.push(PASSWORD_RULES[1]);
  return problems;
}
