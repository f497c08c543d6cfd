import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { tokenSchema } from '../auth/schemas';
import { AVATAR_MAX_BYTES, changeEmailBodySchema, changePasswordBodySchema, profileSchema, sessionInfoSchema, updateProfileBodySchema } from './profile';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const profileResponse = { 200: data(profileSchema) };
const endedResponse = { 200: data(z.object({ endedSessions: z.number() })) };
const idParams = z.object({ id: z.uuid('id must be a valid id') });

/** The signed-in user's own account and picture. */
export const profileRoutes = defineRoutes({
  'GET /api/profile': { summary: 'Your profile', response: profileResponse },
  'PUT /api/profile': { summary: 'Change your name or time zone (null: follow the browser)', body: updateProfileBodySchema, response: profileResponse },
  'POST /api/profile/password': {
    summary: 'Change your password (current one required, throttled like the login); every other session ends',
    body: changePasswordBodySchema,
    response: endedResponse,
  },
  'POST /api/profile/email': {
    summary: 'Ask to change your email: a single-use link goes to the new address, which becomes yours when it is opened',
    body: changeEmailBodySchema,
    response: { 200: data(z.object({ message: z.string() })) },
  },
  'POST /api/profile/email/confirm': {
    summary: "Open an email change link: the link's address becomes the account's",
    body: z.object({ token: tokenSchema }),
    response: { 200: data(z.object({ email: z.string() })) },
  },
  'GET /api/profile/sessions': { summary: 'Your active sessions, the one in use marked current', response: { 200: data(z.array(sessionInfoSchema)) } },
  'POST /api/profile/sessions/end-others': { summary: 'Sign out everywhere else', response: endedResponse },
  'DELETE /api/profile/sessions/:id': {
    summary: 'Sign out one of your other sessions',
    params: idParams,
    response: { 200: data(z.object({ success: z.literal(true) })) },
  },
  'PUT /api/profile/avatar': {
    summary: `Set your picture (multipart/form-data, one PNG, JPEG or WebP file, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB; the web crops it square first)`,
    multipart: true,
    response: profileResponse,
  },
  'DELETE /api/profile/avatar': { summary: 'Remove your picture: initials on your colour again', response: profileResponse },
  // Answers the picture itself.
  'GET /api/user/:id/avatar': {
    summary: "A member's picture, to the people of their organisation (the URL's v changes with the picture)",
    params: idParams,
    querystring: z.object({ v: z.string().max(20, 'v must be at most 20 characters').optional() }),
  },
});
