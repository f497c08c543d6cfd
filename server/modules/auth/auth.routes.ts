import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  registerBodySchema,
  resendEmailBodySchema,
  resetPasswordBodySchema,
  tokenQuerySchema,
} from '../../../domain/auth/schemas';
import { userDataSchema } from '../../../domain/users/types';
import { SESSION_HINT_COOKIE } from '../../../domain/session/keys';
import { SESSION_COOKIE, clearSessionCookies, sessionUserOf } from '../../platform/auth/access';
import { parseBody } from '../../platform/http/validation';
import { acceptInviteBodySchema, inviteCodeSchema, type InvitesService } from '../invites';
import { avatarUrl } from '../users';
import type { AuthService, ClientMeta } from './auth.service';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const sessionResponse = data(z.object({ user: userDataSchema, token: z.string() }));
const messageResponse = data(z.object({ message: z.string() }));
const emailResponse = data(z.object({ email: z.string() }));
const successResponse = data(z.object({ success: z.literal(true) }));

const meta = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function authRoutes(
  auth: AuthService,
  invites: InvitesService,
  options: { sessionTtlSeconds: number; secureCookies: boolean },
): FastifyPluginAsyncZod {
  const setSessionCookie = (reply: FastifyReply, token: string) => {
    const cookie = { sameSite: 'lax', secure: options.secureCookies, path: '/', maxAge: options.sessionTtlSeconds } as const;
    reply.setCookie(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
    reply.setCookie(SESSION_HINT_COOKIE, '1', cookie);
  };

  return async (app) => {
    const tags = ['auth'];

    app.put(
      '/register',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign up: a new organisation and its owner (mails a verification link), or, with inviteCode, join the inviting organisation and sign in',
          querystring: z.object({ inviteCode: inviteCodeSchema.optional() }),
          description:
            'Without inviteCode the body is { name, email, password, organizationName }; with it, { name, password }. ' +
            'The shape depends on the query, so the handler validates it, with the same field-named messages.',
          body: z.record(z.string(), z.unknown()).optional(),
          response: { 201: z.union([emailResponse, sessionResponse]) },
        },
      },
      async (request, reply) => {
        const { inviteCode } = request.query;
        if (inviteCode) {
          const body = parseBody(acceptInviteBodySchema, request.body);
          const joined = await invites.accept(inviteCode, body, meta(request));
          setSessionCookie(reply, joined.token);
          return reply.status(201).send({ data: { user: await auth.userData(joined.user), token: joined.token } });
        }
        return reply.status(201).send({ data: await auth.register(parseBody(registerBodySchema, request.body), meta(request)) });
      },
    );

    app.get(
      '/verify-email',
      { config: { access: 'public' }, schema: { tags, querystring: tokenQuerySchema, response: { 200: emailResponse } } },
      async (request) => ({ data: await auth.verifyEmail(request.query.token) }),
    );

    app.post(
      '/resend-email',
      { config: { access: 'public' }, schema: { tags, body: resendEmailBodySchema, response: { 200: messageResponse } } },
      async (request) => ({ data: await auth.resendVerification(request.body.email, meta(request)) }),
    );

    app.post(
      '/user/login',
      { config: { access: 'public' }, schema: { tags, body: loginBodySchema, response: { 200: sessionResponse } } },
      async (request, reply) => {
        const result = await auth.login(request.body, meta(request));
        setSessionCookie(reply, result.token);
        return { data: result };
      },
    );

    app.post(
      '/google-login',
      {
        config: { access: 'public' },
        schema: { tags, body: googleLoginBodySchema, querystring: z.object({ inviteCode: z.string().max(200).optional() }), response: { 200: sessionResponse } },
      },
      async (request, reply) => {
        const result = await auth.googleLogin(request.body.credential, request.body.organizationName, meta(request));
        setSessionCookie(reply, result.token);
        return { data: result };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'public' }, schema: { tags, response: { 200: successResponse } } },
      async (request, reply) => {
        if (request.session) await auth.logout(request.session);
        clearSessionCookies(reply);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/check',
      { config: { access: 'authenticated' }, schema: { tags, summary: 'The signed-in user', response: { 200: data(userDataSchema) } } },
      async (request) => {
        const user = sessionUserOf(request);
        return {
          data: {
            _id: user.id,
            name: user.name,
            email: user.email,
            role: user.role,
            organizationId: user.organizationId,
            organizationName: user.organizationName,
            avatar: avatarUrl({ id: user.id, avatarUpdatedAt: user.avatarUpdatedAt }),
            timeZone: user.timeZone,
          },
        };
      },
    );

    app.post(
      '/forgot-password',
      { config: { access: 'public' }, schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponse } } },
      async (request) => ({ data: await auth.forgotPassword(request.body.email, meta(request)) }),
    );

    app.get(
      '/verify-forgot-email',
      { config: { access: 'public' }, schema: { tags, querystring: tokenQuerySchema, response: { 200: emailResponse } } },
      async (request) => ({ data: await auth.checkResetToken(request.query.token) }),
    );

    app.post(
      '/reset-password',
      { config: { access: 'public' }, schema: { tags, body: resetPasswordBodySchema, response: { 200: successResponse } } },
      async (request, reply) => {
        await auth.resetPassword(request.body);
        clearSessionCookies(reply);
        return { data: { success: true as const } };
      },
    );
  };
}
