import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { ORG_ROLES, ROLES } from '../permissions/roles';
import { inviteBodySchema, inviteCodeSchema, inviteResultSchema, invitationSchema, pendingInviteSchema } from './invites';
import { idParamSchema, memberSchema, roleBodySchema, statusBodySchema, USER_STATUSES } from './types';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const success = data(z.object({ success: z.literal(true) }));

export const memberListQuerySchema = z.object({
  search: z.string().max(100, 'search must be at most 100 characters').optional(),
  role: z.enum(ROLES, { error: `role must be one of ${ORG_ROLES.join(', ')}` }).optional(),
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }).optional(),
});

/** An active member as the pickers list them (GET /api/employee/list). */
export const employeeSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) });
export type Employee = z.infer<typeof employeeSchema>;

export const memberCountSchema = z.object({ total: z.number(), active: z.number(), inactive: z.number(), byRole: z.record(z.enum(ORG_ROLES), z.number()) });
export type MemberCount = z.infer<typeof memberCountSchema>;

/** A role the Team page offers, with its label and what it may do. */
export const roleOptionSchema = z.object({ value: z.enum(ORG_ROLES), label: z.string(), description: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export type PendingInvite = z.infer<typeof pendingInviteSchema>;
export type InviteResult = z.infer<typeof inviteResultSchema>;
export type InviteStatus = InviteResult['status'];
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationStatus = Invitation['status'];

const codeParams = z.object({ code: inviteCodeSchema });

export const userRoutes = defineRoutes({
  'GET /api/user/list': {
    summary: "Members of the caller's organisation (the Team page)",
    querystring: memberListQuerySchema,
    response: { 200: data(z.array(memberSchema)) },
  },
  'GET /api/employee/list': { summary: 'Active members, for pickers', response: { 200: data(z.array(employeeSchema)) } },
  'GET /api/user-count': { querystring: memberListQuerySchema.pick({ status: true }), response: { 200: data(memberCountSchema) } },
  'GET /api/role/list': { response: { 200: data(z.array(roleOptionSchema)) } },
  'POST /api/user/role/:id': { summary: "Change a member's role", params: idParamSchema, body: roleBodySchema, response: { 200: data(memberSchema) } },
  'POST /api/user-status/update/:id': {
    summary: 'Activate or deactivate a member',
    params: idParamSchema,
    body: statusBodySchema,
    response: { 200: data(memberSchema) },
  },
});

export const inviteRoutes = defineRoutes({
  'POST /api/user/invite': {
    summary: 'Invite people by email; each address is answered on its own',
    body: inviteBodySchema,
    response: { 200: data(z.array(inviteResultSchema)) },
  },
  'GET /api/invite': { summary: 'Pending invitations', response: { 200: data(z.array(pendingInviteSchema)) } },
  'POST /api/invite/:id/resend': { params: idParamSchema, response: { 200: data(z.object({ expiresAt: z.string() })) } },
  'DELETE /api/invite/:id': { summary: 'Revoke a pending invitation', params: idParamSchema, response: { 200: success } },
  'GET /api/user/invite/:code': { summary: 'What an invitation link offers, and its state', params: codeParams, response: { 200: data(invitationSchema) } },
  'POST /api/user/invite/:code/decline': { params: codeParams, response: { 200: success } },
});
