import { z } from 'zod';
import { emailSchema, passwordSchema, PASSWORD_MAX_LENGTH, personNameSchema } from '../auth/schemas';

/** The profile page's contract (issue 14 item 17): what the server answers and what the forms send. */

/** Cropped pictures are small (the web sends 512 x 512); the limit leaves room for a detailed PNG. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Image types a picture may be, found in its bytes: the ones browsers only ever show, never run. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The side of the square picture the web crops to. */
export const AVATAR_SIZE_PX = 512;

export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether the runtime knows this IANA time zone (Europe/Berlin, UTC); Intl is the reference on both ends. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const TIME_ZONE_TEXT = 'Choose a time zone like Europe/Berlin';
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_TEXT })
  .trim()
  .max(TIME_ZONE_MAX_LENGTH, TIME_ZONE_TEXT)
  .refine(isTimeZone, TIME_ZONE_TEXT);

/** The time zone the browser runs in, which a user who picked none is shown in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the runtime lists, for the picker (UTC first: some runtimes leave it out). */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The picture's URL, or null for initials on the name's colour. */
  avatar: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** False for a Google-only account: changing the password or the email needs one. */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Name and time zone, saved together by the page; either may be left out. null forgets the zone. */
export const updateProfileBodySchema = z
  .object({ name: personNameSchema.optional(), timeZone: timeZoneSchema.nullable().optional() })
  .refine((body) => body.name !== undefined || body.timeZone !== undefined, { message: 'Send a name or a timeZone to change' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const currentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect');

export const changePasswordBodySchema = z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const PROFILE_MESSAGES = {
  wrongPassword: 'Current password is incorrect',
  sameEmail: 'This is already your email address',
  samePassword: 'The new password must differ from the current one',
  emailLinkSent: (email: string) => `We've sent a link to ${email}. Your email changes when you open it.`,
  emailLinkInvalid: 'This link is invalid or has expired',
  emailTaken: 'This email address is already in use by another account',
  noPassword: 'Your account signs in with Google and has no password yet. Set one with "Forgot password" first.',
} as const;

export const sessionInfoSchema = z.object({
  _id: z.string(),
  /** 'Chrome on Windows', from the user agent (domain/profile/device.ts). */
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with: 'This device'. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
