import { z } from 'zod';
import { PROJECT_STATUSES } from '../../../../domain/projects/projectRules';
import type { ProjectDetail } from '../api';
import { projectFormSchema } from '../create/projectForm';

/** The create form's rules for name, key and description, plus status and lead ('' = no lead). */
export function settingsFormSchema(taken: ReadonlyMap<string, string>) {
  return projectFormSchema(taken)
    .pick({ name: true, key: true, description: true })
    .extend({ status: z.enum(PROJECT_STATUSES), lead: z.string() });
}

export type SettingsFormValues = z.output<ReturnType<typeof settingsFormSchema>>;

export function toSettingsValues(project: ProjectDetail): SettingsFormValues {
  return { name: project.name, key: project.key, description: project.description, status: project.status, lead: project.lead?._id ?? '' };
}
