import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes as authContract, REGISTER_DESCRIPTION } from '../../../domain/auth/api';
import { registerBodySchema } from '../../../domain/auth/schemas';
import { SESSION_HINT_COOKIE } from '../../../domain/session/keys';
import { acceptInviteBodySchema } from '../../../domain/users/invites';
import { SESSION_COOKIE, clearSessionCookies, sessionUserOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import { parseBody } from '../../platform/http/validation';
import type { InvitesService } from '../invites';
import { avatarUrl } from '../users';
import type { AuthService, ClientMeta } from './auth.service';

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
    const route = contractRoutes(authContract, ['auth']);
    const register = route('PUT /api/register');

    app.route({
      ...register,
      config: { access: 'public' },
      schema: { ...register.schema, description: REGISTER_DESCRIPTION },
      handler: async (request, reply) => {
        const { inviteCode } = request.query;
        if (inviteCode) {
          const body = parseBody(acceptInviteBodySchema, request.body);
          const joined = await invites.accept(inviteCode, body, meta(request));
          setSessionCookie(reply, joined.token);
          return reply.status(201).send({ data: { user: await auth.userData(joined.user), token: joined.token } });
        }
        return reply.status(201).send({ data: await auth.register(parseBody(registerBodySchema, request.body), meta(request)) });
      },
    });

    app.route({
      ...route('GET /api/verify-email'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await auth.verifyEmail(request.query.token) }),
    });

    app.route({
      ...route('POST /api/resend-email'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await auth.resendVerification(request.body.email, meta(request)) }),
    });

    app.route({
      ...route('POST /api/user/login'),
      config: { access: 'public' },
      handler: async (request, reply) => {
        const result = await auth.login(request.body, meta(request));
        setSessionCookie(reply, result.token);
        return { data: result };
      },
    });

    app.route({
      ...route('POST /api/google-login'),
      config: { access: 'public' },
      handler: async (request, reply) => {
        const result = await auth.googleLogin(request.body.credential, request.body.organizationName, meta(request));
        setSessionCookie(reply, result.token);
        return { data: result };
      },
    });

    app.route({
      ...route('POST /api/logout'),
      config: { access: 'public' },
      handler: async (request, reply) => {
        if (request.session) await auth.logout(request.session);
        clearSessionCookies(reply);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('GET /api/check'),
      config: { access: 'authenticated' },
      handler: async (request) => {
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
    });

    app.route({
      ...route('POST /api/forgot-password'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await auth.forgotPassword(request.body.email, meta(request)) }),
    });

    app.route({
      ...route('GET /api/verify-forgot-email'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await auth.checkResetToken(request.query.token) }),
    });

    app.route({
      ...route('POST /api/reset-password'),
      config: { access: 'public' },
      handler: async (request, reply) => {
        await auth.resetPassword(request.body);
        clearSessionCookies(reply);
        return { data: { success: true as const } };
      },
    });
  };
}
