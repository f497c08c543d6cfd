import { z } from 'zod';
import { PALETTE_COLORS } from '../color/color';

export const PROJECT_STATUSES = ['active', 'inactive', 'completed'] as const;
export const STATUS_CATEGORIES = ['todo', 'in_progress', 'done'] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  membersRequired: 'Please select at least one member',
  added: 'Project added successfully',
  addFailed: 'Unable to add project',
} as const;

export const PROJECT_KEY_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

/**
 * The spec's seven status labels (3 'Task status labels'), seeded into every new project
 * in board order, each with the category that decides whether a task is finished.
 */
export const DEFAULT_STATUSES: { name: string; category: StatusCategory; color: string }[] = [
  { name: 'To Do', category: 'todo', color: PALETTE_COLORS[11] },
  { name: 'Pending', category: 'todo', color: PALETTE_COLORS[3] },
  { name: 'In Progress', category: 'in_progress', color: PALETTE_COLORS[8] },
  { name: 'PR Review', category: 'in_progress', color: PALETTE_COLORS[6] },
  { name: 'Correction', category: 'in_progress', color: PALETTE_COLORS[4] },
  { name: 'Completed', category: 'done', color: PALETTE_COLORS[2] },
  { name: 'Approved', category: 'done', color: PALETTE_COLORS[9] },
];

/** A key proposed from the name: initials of several words, or the first letters of one ('Web App' -> 'WA', 'Website' -> 'WEB'). */
export function proposeProjectKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'PRJ';
  let key = words.length > 1 ? words.map((w) => w[0]).join('') : words[0]!.slice(0, 3);
  key = key.toUpperCase().replace(/^[0-9]+/, '');
  if (key.length < 2) key = (words.join('').toUpperCase().replace(/^[0-9]+/, '') + 'XX').slice(0, 3);
  return key.slice(0, 6);
}

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
