import { joinGeneralChannel } from '../chat';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import { emailSchema } from '../../../domain/auth/schemas';
import type { OrgActor } from '../../platform/auth/access';
import { MAIL_LIMITS, type MailLimiter } from '../../platform/auth/attemptLimiter';
import { hashPassword } from '../../platform/auth/password';
import type { SessionStore } from '../../platform/auth/sessions';
import { generateToken, hashToken } from '../../platform/auth/tokens';
import { type Db, isUniqueViolation } from '../../platform/db/database';
import { invites, organizations, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { inviteMail } from '../../platform/mail/templates';
import type { Realtime } from '../../platform/realtime/realtime';
import { escapeHtml } from '../../platform/html';
import { recordNotifications } from '../notifications';
import { createUser } from '../users';
import { assertSeatsAvailable, seatUsage } from '../seats';
import { INVITE_TTL_DAYS, type InviteBody, LOOKUP_STATUSES } from './invites.schemas';

type InviteRow = typeof invites.$inferSelect;
type LookupStatus = (typeof LOOKUP_STATUSES)[number];

export const INVITE_MESSAGES = {
  invited: 'Invitation sent',
  invalid: 'Not a valid email address',
  exists: 'This person already has a Teamwork account',
  alreadyInvited: 'Already invited: resend the pending invitation instead',
  duplicate: 'Listed more than once',
  notFound: 'This invitation link is not valid',
  unavailable: {
    accepted: 'This invitation has already been used. Sign in instead.',
    rejected: 'This invitation was declined.',
    revoked: 'This invitation was withdrawn. Ask your team admin for a new one.',
    expired: 'This invitation has expired. Ask your team admin for a new one.',
  },
} as const;

const expiry = () => new Date(Date.now() + INVITE_TTL_DAYS * 86400_000);
const lookupStatus = (invite: InviteRow): LookupStatus =>
  invite.status === 'pending' && invite.expiresAt.getTime() <= Date.now() ? 'expired' : invite.status;

interface Deps {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  mailLimiter: MailLimiter;
  appUrl: string;
  logger: Logger;
  realtime?: Realtime;
}

export function createInvitesService(deps: Deps) {
  const { db, mailer, appUrl, logger } = deps;

  const mailInvite = (email: string, code: string, organizationName: string, inviterName: string, role: string) =>
    mailer
      .send({ to: email, ...inviteMail({ organizationName, inviterName, role, url: `${appUrl}/invite/accept?code=${code}` }) })
      .catch((error: unknown) => logger.error({ err: error, to: email }, 'could not send invitation mail'));

  const organizationName = async (organizationId: string) =>
    (await db.query.organizations.findFirst({ where: eq(organizations.id, organizationId), columns: { name: true } }))?.name ?? '';

  const teamChanged = (organizationId: string) => deps.realtime?.toOrganization(organizationId, 'team_updated', { organizationId });

  const findByCode = async (code: string) => {
    const invite = await db.query.invites.findFirst({ where: eq(invites.codeHash, hashToken(code)) });
    if (!invite) throw notFound(INVITE_MESSAGES.notFound);
    return invite;
  };

  return {
    /** Invites each address on its own; the whole batch must fit in the free seats. */
    async invite(actor: OrgActor, body: InviteBody) {
      if (body.role === 'owner' && actor.role !== 'owner') throw forbidden('Only an owner can invite another owner');
      type Result = { email: string; status: 'invited' | 'invalid' | 'exists' | 'already_invited' | 'duplicate'; message: string };
      // Where each answer goes: the position of its address in the request.
      const results: (Result & { at: number })[] = [];
      const positions = new Map<string, number>();
      body.emails.forEach((raw, at) => {
        const parsed = emailSchema.safeParse(raw);
        if (!parsed.success) results.push({ email: raw.trim(), status: 'invalid', message: INVITE_MESSAGES.invalid, at });
        else if (positions.has(parsed.data)) results.push({ email: parsed.data, status: 'duplicate', message: INVITE_MESSAGES.duplicate, at });
        else positions.set(parsed.data, at);
      });
      const candidates = [...positions.keys()];

      const created = await db.transaction(async (tx) => {
        const usage = await seatUsage(tx, actor.organizationId, { lock: true });
        const toInvite: string[] = [];
        if (candidates.length > 0) {
          const [taken, pending] = await Promise.all([
            tx.select({ email: users.email }).from(users).where(inArray(users.email, candidates)),
            tx
              .select({ email: invites.email, expiresAt: invites.expiresAt })
              .from(invites)
              .where(inOrganization(invites, actor.organizationId, eq(invites.status, 'pending'), inArray(invites.email, candidates))),
          ]);
          const takenSet = new Set(taken.map((row) => row.email));
          const livePending = new Set(pending.filter((row) => row.expiresAt.getTime() > Date.now()).map((row) => row.email));
          for (const email of candidates) {
            const at = positions.get(email)!;
            if (takenSet.has(email)) results.push({ email, status: 'exists', message: INVITE_MESSAGES.exists, at });
            else if (livePending.has(email)) results.push({ email, status: 'already_invited', message: INVITE_MESSAGES.alreadyInvited, at });
            else toInvite.push(email);
          }
        }
        if (toInvite.length === 0) return [];
        assertSeatsAvailable(usage, toInvite.length);
        // An expired pending invite gives way to the new one (one pending invite per address).
        await tx
          .update(invites)
          .set({ status: 'revoked', respondedAt: new Date() })
          .where(inOrganization(invites, actor.organizationId, eq(invites.status, 'pending'), inArray(invites.email, toInvite), lte(invites.expiresAt, new Date())));
        const codes = toInvite.map(() => generateToken());
        await tx.insert(invites).values(
          toInvite.map((email, i) => ({
            organizationId: actor.organizationId,
            email,
            role: body.role,
            codeHash: hashToken(codes[i]!),
            invitedById: actor.userId,
            expiresAt: expiry(),
          })),
        );
        return toInvite.map((email, i) => ({ email, code: codes[i]! }));
      });

      if (created.length > 0) {
        const orgName = await organizationName(actor.organizationId);
        for (const { email, code } of created) void mailInvite(email, code, orgName, actor.name, body.role);
        teamChanged(actor.organizationId);
      }
      const invited = created.map(({ email }) => ({ email, status: 'invited' as const, message: INVITE_MESSAGES.invited, at: positions.get(email)! }));
      return [...results, ...invited].sort((a, b) => a.at - b.at).map(({ at: _at, ...result }): Result => result);
    },

    async listPending(actor: OrgActor) {
      const rows = await db
        .select({ invite: invites, invitedBy: users.name })
        .from(invites)
        .leftJoin(users, eq(users.id, invites.invitedById))
        .where(inOrganization(invites, actor.organizationId, eq(invites.status, 'pending')))
        .orderBy(desc(invites.createdAt));
      return rows.map(({ invite, invitedBy }) => ({
        _id: invite.id,
        email: invite.email,
        role: invite.role,
        invitedBy,
        createdAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
        expired: invite.expiresAt.getTime() <= Date.now(),
      }));
    },

    /** A new link and seven more days; the old link stops working. An expired invite needs its seat back. */
    async resend(actor: OrgActor, inviteId: string) {
      const [pending] = await db
        .select({ id: invites.id })
        .from(invites)
        .where(inOrganization(invites, actor.organizationId, eq(invites.id, inviteId), eq(invites.status, 'pending')))
        .limit(1);
      if (!pending) throw notFound('Invitation not found');
      // An invitation's address is fixed, so its id stands for it; the member asking is the client.
      if (!(await deps.mailLimiter.allow('invite', inviteId, `user:${actor.userId}`))) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', `This invitation was sent ${MAIL_LIMITS.perAddress} times in the last hour. Try again later.`);
      }
      const code = generateToken();
      const invite = await db.transaction(async (tx) => {
        const usage = await seatUsage(tx, actor.organizationId, { lock: true });
        const [row] = await tx
          .select()
          .from(invites)
          .where(inOrganization(invites, actor.organizationId, eq(invites.id, inviteId), eq(invites.status, 'pending')))
          .limit(1);
        if (!row) throw notFound('Invitation not found');
        if (row.expiresAt.getTime() <= Date.now()) assertSeatsAvailable(usage, 1);
        const [updated] = await tx.update(invites).set({ codeHash: hashToken(code), expiresAt: expiry() }).where(eq(invites.id, row.id)).returning();
        return updated!;
      });
      void mailInvite(invite.email, code, await organizationName(actor.organizationId), actor.name, invite.role);
      teamChanged(actor.organizationId);
      return { expiresAt: invite.expiresAt.toISOString() };
    },

    async revoke(actor: OrgActor, inviteId: string) {
      const revoked = await db
        .update(invites)
        .set({ status: 'revoked', respondedAt: new Date() })
        .where(inOrganization(invites, actor.organizationId, eq(invites.id, inviteId), eq(invites.status, 'pending')))
        .returning({ id: invites.id });
      if (revoked.length === 0) throw notFound('Invitation not found');
      teamChanged(actor.organizationId);
    },

    /** What the accept page shows: never an error for a used or expired code, just its state. */
    async lookup(code: string) {
      const invite = await findByCode(code);
      const [org, inviter] = await Promise.all([
        organizationName(invite.organizationId),
        invite.invitedById ? db.query.users.findFirst({ where: eq(users.id, invite.invitedById), columns: { name: true } }) : undefined,
      ]);
      return {
        email: invite.email,
        role: invite.role,
        organizationName: org,
        inviterName: inviter?.name ?? null,
        status: lookupStatus(invite),
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /** Joins the organisation: the account is created verified (the link proved the mailbox) and signed in. */
    async accept(code: string, body: { name: string; password: string }, meta: { ip: string; userAgent?: string }) {
      const passwordHash = await hashPassword(body.password);
      const { user, organizationId } = await db
        .transaction(async (tx) => {
          const [invite] = await tx.select().from(invites).where(eq(invites.codeHash, hashToken(code))).limit(1).for('update');
          if (!invite) throw notFound(INVITE_MESSAGES.notFound);
          const status = lookupStatus(invite);
          if (status !== 'pending') throw new AppError(410, 'INVITE_UNAVAILABLE', INVITE_MESSAGES.unavailable[status], { status });
          if (body.password.trim().toLowerCase() === invite.email) throw badRequest('password: Password must not be your email address');
          const created = await createUser(tx, {
            organizationId: invite.organizationId,
            name: body.name,
            email: invite.email,
            passwordHash,
            role: invite.role,
            emailVerifiedAt: new Date(),
          });
          await tx.update(invites).set({ status: 'accepted', respondedAt: new Date() }).where(eq(invites.id, invite.id));
          await joinGeneralChannel(tx, invite.organizationId, [created.id]);
          const org = await tx.query.organizations.findFirst({ where: eq(organizations.id, invite.organizationId) });
          // Not delivered over the socket: the new member has none open yet.
          await recordNotifications(tx, [
            {
              organizationId: invite.organizationId,
              userId: created.id,
              type: 'memberAdded',
              subject: `Welcome to ${org?.name ?? 'the team'}`,
              message: `<p>You joined <strong>${escapeHtml(org?.name ?? '')}</strong> as <strong>${invite.role}</strong>.</p>`,
              senderName: null,
            },
          ]);
          return { user: created, organizationId: invite.organizationId };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(INVITE_MESSAGES.exists);
          throw error;
        });
      const { token } = await deps.sessions.create(user.id, meta);
      teamChanged(organizationId);
      return { user, token };
    },

    async decline(code: string) {
      const invite = await findByCode(code);
      const status = lookupStatus(invite);
      if (status !== 'pending') throw new AppError(410, 'INVITE_UNAVAILABLE', INVITE_MESSAGES.unavailable[status], { status });
      await db
        .update(invites)
        .set({ status: 'rejected', respondedAt: new Date() })
        .where(and(eq(invites.id, invite.id), eq(invites.status, 'pending')));
      teamChanged(invite.organizationId);
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
