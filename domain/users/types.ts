import { z } from 'zod';
import { ORG_ROLES, ROLES } from '../permissions/roles';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];


export const idParamSchema = z.object({ id: z.uuid('id must be a valid id') });

export const roleBodySchema = z.object({
  role: z.enum(ORG_ROLES, { error: `role must be one of ${ORG_ROLES.join(', ')}` }),
});

export const statusBodySchema = z.object({
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }),
});

/** The spec's userData: what /api/check and login return about the caller. */
export const userDataSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** Beyond the spec's userData: the profile picture's URL (null for initials) and the chosen time zone. */
  avatar: z.string().nullable(),
  timeZone: z.string().nullable(),
});

/** A member of the caller's organisation as the members lists show it. */
export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  /** The profile picture's URL, or null for initials. */
  avatar: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export type UserData = z.infer<typeof userDataSchema>;
