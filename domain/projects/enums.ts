import { z } from 'zod';
import { int32Schema } from '../api/bounds';
import { hexColorSchema, STATUS_CATEGORIES } from './projects';

const projectId = z.uuid('projectId must be a valid id');
const enumId = z.uuid('id must be a valid id');
const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(40, 'Name must be at most 40 characters');
const category = z.enum(STATUS_CATEGORIES, { error: `category must be one of ${STATUS_CATEGORIES.join(', ')}` });

export const enumAddBodySchema = z.object({
  projectId,
  type: z.enum(['status', 'epic'], { error: 'type must be status or epic' }),
  name,
  color: hexColorSchema,
  category: category.optional(),
});

export const enumUpdateBodySchema = z.object({
  projectId,
  id: enumId,
  name: name.optional(),
  color: hexColorSchema.optional(),
  category: category.optional(),
  position: int32Schema('position', { min: 0, messages: { min: 'position must not be negative' } }).optional(),
});

export const enumDeleteBodySchema = z.object({
  projectId,
  id: enumId,
  // Where the tasks of a deleted status go; required when it still has tasks.
  moveTo: enumId.optional(),
});

export type EnumType = z.infer<typeof enumAddBodySchema>['type'];

/** A status or epic as the board and the pickers show it (the board answers its statuses so). Epics have no category. */
export const enumOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  category: z.enum(STATUS_CATEGORIES).nullable(),
  position: z.number(),
});
export type StatusOption = z.infer<typeof enumOptionSchema>;
/** What the screens need of an epic: its name and colour. */
export type EpicOption = Pick<StatusOption, '_id' | 'name' | 'color'>;

/** One status or epic of a project (GET /api/enum/:projectId), with how many tasks use it. */
export const enumItemSchema = enumOptionSchema.extend({ taskCount: z.number() });
export type ProjectEnum = z.infer<typeof enumItemSchema>;
export const enumListsSchema = z.object({ statuses: z.array(enumItemSchema), epics: z.array(enumItemSchema) });
export type ProjectEnums = z.infer<typeof enumListsSchema>;
