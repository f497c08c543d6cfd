import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { PROJECT_STATUSES, projectBodySchema, projectMembersBodySchema } from './projects';

export const projectPersonSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

/** A project as the list and the detail answer it. */
export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  lead: projectPersonSchema.nullable(),
  addedBy: projectPersonSchema.nullable(),
  members: z.array(projectPersonSchema),
  unfinishedTasks: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectDetail = z.infer<typeof projectSchema>;

const projectParams = z.object({ id: z.uuid('id must be a valid id') });
const memberParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const success = z.object({ data: z.object({ success: z.literal(true) }) });
const oneProject = { 200: z.object({ data: projectSchema }) };
const members = { 200: z.object({ data: z.array(projectPersonSchema) }) };

export const projectListQuerySchema = z.object({
  search: z.string().max(100, 'search must be at most 100 characters').optional(),
  status: z.enum(PROJECT_STATUSES, { error: `status must be one of ${PROJECT_STATUSES.join(', ')}` }).optional(),
});

export const projectRoutes = defineRoutes({
  'GET /api/project/list': {
    summary: 'Projects the caller can see, with members and unfinished-task counts',
    querystring: projectListQuerySchema,
    response: { 200: z.object({ data: z.array(projectSchema) }) },
  },
  'POST /api/project/add': { body: projectBodySchema, response: oneProject },
  'POST /api/project/update/:id': { params: projectParams, body: projectBodySchema, response: oneProject },
  'DELETE /api/project/delete/:id': { summary: 'Delete a project (owners and admins)', params: projectParams, response: { 200: success } },
  'GET /api/project/member/:projectId': { params: memberParams, response: members },
  'PUT /api/project/member/:projectId': { summary: 'Add members', params: memberParams, body: projectMembersBodySchema, response: members },
  'DELETE /api/project/member/:projectId': { summary: 'Remove members', params: memberParams, body: projectMembersBodySchema, response: members },
  'GET /api/project/:id': { params: projectParams, response: oneProject },
});
