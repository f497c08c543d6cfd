import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { OrgRole, Role } from '../../../domain/permissions/roles';
import type { Member, UserStatus } from '../../../domain/users/types';
import type { OrgActor } from '../../platform/auth/access';
import type { SessionStore } from '../../platform/auth/sessions';
import type { Db, DbOrTx } from '../../platform/db/database';
import { organizations, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, forbidden, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { avatarUrl } from './avatarUrl';
import { assertSeatsAvailable, seatUsage } from '../seats';

export const ROLE_LABELS: Record<OrgRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Full access, including billing and performance settings' },
  admin: { label: 'Admin', description: 'Manages the team, billing and every project' },
  maintainer: { label: 'Maintainer', description: 'Creates projects and manages sprints and tasks' },
  editor: { label: 'Editor', description: 'Works on tasks and sprints in their projects' },
  read: { label: 'Read', description: 'Views projects, tasks and notes' },
};

type UserRow = typeof users.$inferSelect;

export function toMember(user: UserRow): Member {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
    avatar: avatarUrl(user),
  };
}

export interface MemberFilters {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/**
 * Another module's part in deactivating a member (notes hands theirs over), run in the same
 * transaction; what it returns runs once that transaction has committed (its events).
 */
export type MemberDeactivatedHook = (tx: DbOrTx, organizationId: string, userId: string) => Promise<(() => void) | void>;

export function createUsersService(deps: { db: Db; sessions: SessionStore; realtime?: Realtime; onMemberDeactivated?: MemberDeactivatedHook }) {
  const { db, sessions } = deps;

  const findMember = async (tx: DbOrTx, actor: OrgActor, userId: string, lock = false) => {
    const query = tx.select().from(users).where(inOrganization(users, actor.organizationId, eq(users.id, userId))).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('User not found');
    return row;
  };

  /** Guards shared by role and status changes: never yourself, and only an owner touches an owner. */
  const assertMayManage = (actor: OrgActor, target: UserRow) => {
    if (target.id === actor.userId) throw forbidden('You cannot change your own role or status');
    if (target.role === 'owner' && actor.role !== 'owner') throw forbidden("Only an owner can change an owner's role or status");
  };

  /**
   * Serialises role and status changes within one organisation. Without it, two owners
   * demoting each other lock each other's rows in opposite order and PostgreSQL aborts
   * one with a deadlock (a 500). NO KEY UPDATE still lets members be added meanwhile.
   */
  const lockOrganization = (tx: DbOrTx, actor: OrgActor) =>
    tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, actor.organizationId)).for('no key update');

  /** Locks the organisation's active owners so two concurrent changes cannot remove the last one. */
  const assertNotLastOwner = async (tx: DbOrTx, actor: OrgActor, target: UserRow) => {
    if (target.role !== 'owner' || target.status !== 'active') return;
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(inOrganization(users, actor.organizationId, eq(users.role, 'owner'), eq(users.status, 'active')))
      .for('update');
    if (owners.length <= 1) throw new AppError(409, 'LAST_OWNER', 'The organization needs at least one active owner');
  };

  return {
    async list(actor: OrgActor, filters: MemberFilters = {}): Promise<Member[]> {
      const search = filters.search?.trim();
      const pattern = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(
          inOrganization(
            users,
            actor.organizationId,
            pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
            filters.role ? eq(users.role, filters.role) : undefined,
            filters.status ? eq(users.status, filters.status) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
      return rows.map(toMember);
    },

    async employees(actor: OrgActor) {
      return db
        .select({ _id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inOrganization(users, actor.organizationId, eq(users.status, 'active')))
        .orderBy(asc(sql`lower(${users.name})`));
    },

    async count(actor: OrgActor, status?: UserStatus) {
      const rows = await db
        .select({ role: users.role, status: users.status, n: count() })
        .from(users)
        .where(inOrganization(users, actor.organizationId, status ? eq(users.status, status) : undefined))
        .groupBy(users.role, users.status);
      const byRole = Object.fromEntries(Object.keys(ROLE_LABELS).map((role) => [role, 0])) as Record<OrgRole, number>;
      let active = 0;
      let inactive = 0;
      for (const row of rows) {
        if (row.role !== 'super_admin') byRole[row.role] += row.n;
        if (row.status === 'active') active += row.n;
        else inactive += row.n;
      }
      return { total: active + inactive, active, inactive, byRole };
    },

    async changeRole(actor: OrgActor, userId: string, role: OrgRole): Promise<Member> {
      const member = await db.transaction(async (tx) => {
        await lockOrganization(tx, actor);
        const target = await findMember(tx, actor, userId, true);
        assertMayManage(actor, target);
        if (role === 'owner' && actor.role !== 'owner') throw forbidden('Only an owner can make someone an owner');
        if (target.role === role) return toMember(target);
        if (role !== 'owner') await assertNotLastOwner(tx, actor, target);
        const [updated] = await tx.update(users).set({ role }).where(eq(users.id, target.id)).returning();
        return toMember(updated!);
      });
      sessions.forgetUser(userId);
      deps.realtime?.toOrganization(actor.organizationId, 'team_updated', { organizationId: actor.organizationId });
      // Their open pages show what the new role may do at once, not after a reload.
      deps.realtime?.toUser(member._id, 'session_updated', { role });
      return member;
    },

    async changeStatus(actor: OrgActor, userId: string, status: UserStatus): Promise<Member> {
      const { member, afterCommit } = await db.transaction(async (tx) => {
        await lockOrganization(tx, actor);
        const target = await findMember(tx, actor, userId, true);
        assertMayManage(actor, target);
        if (target.status === status) return { member: toMember(target) };
        if (status === 'inactive') {
          await assertNotLastOwner(tx, actor, target);
          await sessions.revokeAllForUser(target.id, tx);
        } else {
          // Reactivation takes a seat back, like an invitation.
          assertSeatsAvailable(await seatUsage(tx, actor.organizationId, { lock: true }), 1);
        }
        const [updated] = await tx.update(users).set({ status }).where(eq(users.id, target.id)).returning();
        const handedOver = status === 'inactive' ? await deps.onMemberDeactivated?.(tx, actor.organizationId, target.id) : undefined;
        return { member: toMember(updated!), afterCommit: handedOver };
      });
      afterCommit?.();
      sessions.forgetUser(userId);
      deps.realtime?.toOrganization(actor.organizationId, 'team_updated', { organizationId: actor.organizationId });
      if (status === 'inactive') {
        // After the commit: the open pages of the user leave at once, on every node.
        deps.realtime?.toUser(member._id, 'force_logout', { reason: 'deactivated' });
        deps.realtime?.disconnectUser(member._id);
      }
      return member;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
