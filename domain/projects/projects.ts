import { z } from 'zod';
import { PALETTE_COLORS } from '../color/color';
import { PROJECT_KEY_PATTERN, PROJECT_MESSAGES, PROJECT_STATUSES } from './projectRules';

// The statuses, texts and key rules live in ./projectRules, without zod, so the shell loads no zod for them.
export * from './projectRules';

const memberIds = z
  .array(z.uuid('members must contain user ids'), { error: PROJECT_MESSAGES.membersRequired })
  .min(1, PROJECT_MESSAGES.membersRequired)
  .max(500, 'A project can have at most 500 members');

export const projectKeySchema = z
  .string()
  .trim()
  .max(10, 'Key must be 2 to 10 letters or digits, starting with a letter')
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(PROJECT_KEY_PATTERN, 'Key must be 2 to 10 letters or digits, starting with a letter'));

export const projectBodySchema = z.object({
  name: z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(80, 'Project name must be at most 80 characters'),
  key: projectKeySchema.optional(),
  description: z.string().max(2000, 'Description must be at most 2000 characters').optional(),
  status: z.enum(PROJECT_STATUSES, { error: `status must be one of ${PROJECT_STATUSES.join(', ')}` }).optional(),
  lead: z.uuid('lead must be a user id').nullable().optional(),
  members: memberIds,
  // Sent by the spec's client; the server records the caller instead of trusting it.
  addedBy: z.string().max(64, 'addedBy must be a user id').optional(),
});
export type ProjectBody = z.infer<typeof projectBodySchema>;

export const projectMembersBodySchema = z.object({ members: memberIds });

export const hexColorSchema = z.enum(PALETTE_COLORS, { error: 'color must be one of the 12 palette colours' });
