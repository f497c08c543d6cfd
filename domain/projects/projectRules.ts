/** The projects' statuses, texts and key rules without zod: the shell's 'new project' button reads them here. */
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
