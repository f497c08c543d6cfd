import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { inviteCodeSchema } from '../users/invites';
import { userDataSchema } from '../users/types';
import {
  forgotPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  resendEmailBodySchema,
  resetPasswordBodySchema,
  tokenQuerySchema,
} from './schemas';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A sign-in's answer: who is signed in, and the session's token (also set as a cookie). */
export const sessionAnswerSchema = z.object({ user: userDataSchema, token: z.string() });
export type LoginResult = z.infer<typeof sessionAnswerSchema>;
/** The address a link or a sign-up concerns. */
export const emailAnswerSchema = z.object({ email: z.string() });
export type EmailAnswer = z.infer<typeof emailAnswerSchema>;

const sessionResponse = data(sessionAnswerSchema);
const messageResponse = data(z.object({ message: z.string() }));
const emailResponse = data(emailAnswerSchema);
const successResponse = data(z.object({ success: z.literal(true) }));

export const REGISTER_DESCRIPTION =
  'Without inviteCode the body is { name, email, password, organizationName }; with it, { name, password }. ' +
  'The shape depends on the query, so the handler validates it, with the same field-named messages.';

export const authRoutes = defineRoutes({
  'PUT /api/register': {
    summary:
      'Sign up: a new organisation and its owner (mails a verification link), or, with inviteCode, join the inviting organisation and sign in',
    querystring: z.object({ inviteCode: inviteCodeSchema.optional() }),
    // registerBodySchema without inviteCode, acceptInviteBodySchema with it: checked by the handler (REGISTER_DESCRIPTION).
    body: z.record(z.string(), z.unknown()).optional(),
    response: { 201: z.union([emailResponse, sessionResponse]) },
  },
  'GET /api/verify-email': { querystring: tokenQuerySchema, response: { 200: emailResponse } },
  'POST /api/resend-email': { body: resendEmailBodySchema, response: { 200: messageResponse } },
  'POST /api/user/login': { body: loginBodySchema, response: { 200: sessionResponse } },
  'POST /api/google-login': {
    body: googleLoginBodySchema,
    querystring: z.object({ inviteCode: z.string().max(200).optional() }),
    response: { 200: sessionResponse },
  },
  'POST /api/logout': { response: { 200: successResponse } },
  'GET /api/check': { summary: 'The signed-in user', response: { 200: data(userDataSchema) } },
  'POST /api/forgot-password': { body: forgotPasswordBodySchema, response: { 200: messageResponse } },
  'GET /api/verify-forgot-email': { querystring: tokenQuerySchema, response: { 200: emailResponse } },
  'POST /api/reset-password': { body: resetPasswordBodySchema, response: { 200: successResponse } },
});
