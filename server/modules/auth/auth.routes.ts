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
import { SESSION_COOKIE, sessionUserOf } from '../../platform/auth/access';
import type { AuthService, ClientMeta } from './auth.service';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const sessionResponse = data(z.object({ user: userDataSchema, token: z.string() }));
const messageResponse = data(z.object({ message: z.string() }));
const emailResponse = data(z.object({ email: z.string() }));
const successResponse = data(z.object({ success: z.literal(true) }));

const meta = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function authRoutes(auth: AuthService, options: { sessionTtlSeconds: number; secureCookies: boolean }): FastifyPluginAsyncZod {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      maxAge: options.sessionTtlSeconds,
    });

  return async (app) => {
    const tags = ['auth'];

    app.put(
      '/register',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Create an organisation and its owner; mails a verification link', body: registerBodySchema, response: { 201: emailResponse } },
      },
      async (request, reply) => reply.status(201).send({ data: await auth.register(request.body) }),
    );

    app.get(
      '/verify-email',
      { config: { access: 'public' }, schema: { tags, querystring: tokenQuerySchema, response: { 200: emailResponse } } },
      async (request) => ({ data: await auth.verifyEmail(request.query.token) }),
    );

    app.post(
      '/resend-email',
      { config: { access: 'public' }, schema: { tags, body: resendEmailBodySchema, response: { 200: messageResponse } } },
      async (request) => ({ data: await auth.resendVerification(request.body.email) }),
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
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
          },
        };
      },
    );

    app.post(
      '/forgot-password',
      { config: { access: 'public' }, schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponse } } },
      async (request) => ({ data: await auth.forgotPassword(request.body.email) }),
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
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { data: { success: true as const } };
      },
    );
  };
}
