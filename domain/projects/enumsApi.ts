import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { enumAddBodySchema, enumDeleteBodySchema, enumListsSchema, enumUpdateBodySchema } from './enums';

/** Every enum route answers both full lists of the project. */
const lists = { 200: z.object({ data: enumListsSchema }) };

/** A project's statuses and epics (spec 7 'Enum'). */
export const enumRoutes = defineRoutes({
  'GET /api/enum/:projectId': { params: z.object({ projectId: z.uuid('projectId must be a valid id') }), response: lists },
  'POST /api/enum/add': { body: enumAddBodySchema, response: lists },
  'PUT /api/enum/update': { body: enumUpdateBodySchema, response: lists },
  'DELETE /api/enum/delete': { summary: 'Delete a status (moving its tasks) or an epic', body: enumDeleteBodySchema, response: lists },
});
