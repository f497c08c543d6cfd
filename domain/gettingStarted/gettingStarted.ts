import { z } from 'zod';

/**
 * The guided start on a new organisation's home page: four first steps, each ticked by what
 * the organisation has done (not by clicking it), shown to those who can do them (owners
 * and admins) until they dismiss it.
 */
export const GETTING_STARTED_STEPS = ['project', 'invite', 'sprint', 'hello'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const gettingStartedSchema = z.object({
  steps: z.array(z.object({ id: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  dismissed: z.boolean(),
  /** #general, for the 'say hello' step's link. */
  generalChannelId: z.string().nullable(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
