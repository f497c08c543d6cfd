import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenSchema } from '../../../domain/auth/schemas';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  profileSchema,
  sessionInfoSchema,
  updateProfileBodySchema,
} from '../../../domain/profile/profile';
import type { EmailChangeService } from './emailChange.service';
import type { ProfileService } from './profile.service';
import { profileActorOf } from './profileActor';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const endedResponse = data(z.object({ endedSessions: z.number() }));

/** The signed-in user's own account: every role and the platform administrator ('authenticated'). */
export function profileRoutes(profile: ProfileService, emailChange: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];
    const config = { access: 'authenticated' as const };

    app.get('/profile', { config, schema: { tags, summary: 'Your profile', response: { 200: data(profileSchema) } } }, async (request) => ({
      data: await profile.get(profileActorOf(request)),
    }));

    app.put(
      '/profile',
      { config, schema: { tags, summary: 'Change your name or time zone (null: follow the browser)', body: updateProfileBodySchema, response: { 200: data(profileSchema) } } },
      async (request) => ({ data: await profile.update(profileActorOf(request), request.body) }),
    );

    app.post(
      '/profile/password',
      {
        config,
        schema: {
          tags,
          summary: 'Change your password (current one required, throttled like the login); every other session ends',
          body: changePasswordBodySchema,
          response: { 200: endedResponse },
        },
      },
      async (request) => ({ data: await profile.changePassword(profileActorOf(request), request.body) }),
    );

    app.post(
      '/profile/email',
      {
        config,
        schema: {
          tags,
          summary: 'Ask to change your email: a single-use link goes to the new address, which becomes yours when it is opened',
          body: changeEmailBodySchema,
          response: { 200: data(z.object({ message: z.string() })) },
        },
      },
      async (request) => ({ data: await emailChange.request(profileActorOf(request), request.body) }),
    );

    app.post(
      '/profile/email/confirm',
      {
        config: { access: 'public' },
        schema: { tags, summary: "Open an email change link: the link's address becomes the account's", body: z.object({ token: tokenSchema }), response: { 200: data(z.object({ email: z.string() })) } },
      },
      async (request) => ({ data: await emailChange.confirm(request.body.token) }),
    );

    app.get(
      '/profile/sessions',
      { config, schema: { tags, summary: 'Your active sessions, the one in use marked current', response: { 200: data(z.array(sessionInfoSchema)) } } },
      async (request) => ({ data: await profile.listSessions(profileActorOf(request)) }),
    );

    app.post(
      '/profile/sessions/end-others',
      { config, schema: { tags, summary: 'Sign out everywhere else', response: { 200: endedResponse } } },
      async (request) => ({ data: await profile.endOtherSessions(profileActorOf(request)) }),
    );

    app.delete(
      '/profile/sessions/:id',
      {
        config,
        schema: { tags, summary: 'Sign out one of your other sessions', params: z.object({ id: z.uuid('id must be a valid id') }), response: { 200: data(z.object({ success: z.literal(true) })) } },
      },
      async (request) => {
        await profile.endSession(profileActorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    );
  };
}
