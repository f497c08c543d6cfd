import { z } from 'zod';
import { PROJECT_MESSAGES, projectBodySchema, projectKeySchema, proposeProjectKey } from '../../../../domain/projects/projects';
import type { ProjectDetail } from '../api';

/** Keys already used by the projects this person can see, with the project using each. */
export function takenKeys(projects: ProjectDetail[] | undefined, exceptId?: string): Map<string, string> {
  return new Map((projects ?? []).filter((project) => project._id !== exceptId).map((project) => [project.key, project.name]));
}

/** The key proposed for a name: its initials or first letters, numbered past keys already taken ('WEB', 'WEB2'). */
export function proposeAvailableKey(name: string, taken: ReadonlyMap<string, string>): string {
  if (!name.trim()) return '';
  const base = proposeProjectKey(name);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

/**
 * The domain's project rules with the spec's messages; member ids are checked by the
 * server. A key used by a project we can see is refused here already (the server
 * answers 409 for the rest of the organisation).
 */
export function projectFormSchema(taken: ReadonlyMap<string, string>) {
  return z.object({
    name: projectBodySchema.shape.name,
    // Empty: the server proposes one from the name.
    key: z.union([
      z.literal(''),
      projectKeySchema.refine((key) => !taken.has(key), { error: (issue) => `${String(issue.input)} is already used by ${taken.get(String(issue.input))}` }),
    ]),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
    members: z.array(z.string(), { error: PROJECT_MESSAGES.membersRequired }).min(1, PROJECT_MESSAGES.membersRequired),
  });
}

export type ProjectFormValues = z.output<ReturnType<typeof projectFormSchema>>;

/** '400 name: Project name is required' names the field it is about. */
export function fieldOfServerMessage(message: string): { field: 'name' | 'key' | 'members' | 'description'; message: string } | null {
  const match = /^(name|key|members|description): (.+)$/.exec(message);
  return match ? { field: match[1] as 'name' | 'key' | 'members' | 'description', message: match[2]! } : null;
}
