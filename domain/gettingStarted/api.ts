import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { gettingStartedSchema } from './gettingStarted';

export const gettingStartedApiRoutes = defineRoutes({
  'GET /api/getting-started': {
    summary: "The home page's guided start: which first steps the organisation has done, and whether the caller dismissed it",
    response: { 200: z.object({ data: gettingStartedSchema }) },
  },
  'POST /api/getting-started/dismiss': {
    summary: 'Hides the guided start for the caller',
    response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) },
  },
});
