import { z } from 'zod';
import { passwordSchema, personNameSchema } from '../auth/schemas';
import { ORG_ROLES } from '../permissions/roles';

export const INVITE_TTL_DAYS = 7;
export const MAX_EMAILS_PER_INVITE = 50;

export const inviteBodySchema = z.object({
  emails: z
    .array(z.string({ error: 'emails must be a list of email addresses' }).max(254, 'an email address is too long'), {
      error: 'emails must be a list of email addresses',
    })
    .min(1, 'Enter at least one email address')
    .max(MAX_EMAILS_PER_INVITE, `Invite at most ${MAX_EMAILS_PER_INVITE} people at once`),
  role: z.enum(ORG_ROLES, { error: `role must be one of ${ORG_ROLES.join(', ')}` }),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const INVITE_RESULT_STATUSES = ['invited', 'invalid', 'exists', 'already_invited', 'duplicate'] as const;
export const inviteResultSchema = z.object({
  email: z.string(),
  status: z.enum(INVITE_RESULT_STATUSES),
  message: z.string(),
});

export const inviteCodeSchema = z
  .string()
  .trim()
  .min(20, 'This invitation link is not valid')
  .max(200, 'This invitation link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid');

export const acceptInviteBodySchema = z.object({ name: personNameSchema, password: passwordSchema });

export const LOOKUP_STATUSES = ['pending', 'accepted', 'rejected', 'revoked', 'expired'] as const;

export const invitationSchema = z.object({
  email: z.string(),
  role: z.enum(ORG_ROLES),
  organizationName: z.string(),
  inviterName: z.string().nullable(),
  status: z.enum(LOOKUP_STATUSES),
  expiresAt: z.string(),
});

export const pendingInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
