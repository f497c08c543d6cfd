import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIsEmail } from './passwordRules';

// The limits and rules without zod live in ./passwordRules (the sign-up page's checklist reads them there).
export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordProblems } from './passwordRules';

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
