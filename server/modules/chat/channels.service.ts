import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import {
  GROUP_MIN_MEMBERS,
  GROUP_MIN_MEMBERS_TEXT,
  GROUP_NAME_REQUIRED_TEXT,
  type Channel,
  type ChannelType,
  type ChatMember,
  type CreateChannelBody,
  type UpdateChannelBody,
} from '../../../domain/chat/chat';
import type { Db, DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { channelRoom, userRoom, type Realtime } from '../../platform/realtime/realtime';
import { type ChannelMemberRow, type ChannelRow, type ChatActor, newMemberships, organizationChannel } from './channelAccess';
import { chatMemberColumns, membersOf, presentChannel, presentChannels, presentMember, unreadCountOf } from './channels.presenter';
import { assertWritable, isOrgAdmin } from './chatRules';

export type ChannelsService = ReturnType<typeof createChannelsService>;

const USER_SEARCH_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
const unique = (ids: string[]) => [...new Set(ids)];

/** The key that makes a pair's direct conversation one row, whoever opens it. */
export const directKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export function createChannelsService(deps: { db: Db; realtime?: Realtime }) {
  const { db, realtime } = deps;

  const membershipOf = async (tx: DbOrTx, channelId: string, userId: string): Promise<ChannelMemberRow | null> =>
    (await tx.select().from(channelMembers).where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId))).limit(1))[0] ?? null;

  /** Every id must be an active person of the caller's organisation; another organisation's id is refused by name. */
  const assertPeople = async (tx: DbOrTx, actor: ChatActor, ids: string[]) => {
    if (ids.length === 0) return [];
    const found = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inOrganization(users, actor.organizationId, inArray(users.id, ids), eq(users.status, 'active')));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) {
      throw badRequest(`members: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in your organisation`, { field: 'members' });
    }
    return found;
  };

  /**
   * Organisation channel names are unique regardless of case. The advisory lock makes two
   * simultaneous creations of the same name queue, so the second sees the first and gets 409.
   */
  const assertChannelNameFree = async (tx: DbOrTx, actor: ChatActor, name: string, exceptId?: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-channel-names:${actor.organizationId}`}))`);
    const [taken] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(
        inOrganization(
          channels,
          actor.organizationId,
          eq(channels.channelType, 'channel'),
          sql`lower(${channels.name}) = lower(${name})`,
          exceptId ? ne(channels.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict('A channel with this name already exists');
  };

  /** The conversation as each of these members sees it (a direct one is named after the other person). */
  const viewsFor = async (channel: ChannelRow, userIds: string[]) => {
    if (userIds.length === 0) return [];
    const [members, memberships] = await Promise.all([
      membersOf(db, [channel.id]),
      db.select().from(channelMembers).where(and(eq(channelMembers.channelId, channel.id), inArray(channelMembers.userId, userIds))),
    ]);
    return memberships.map((membership) => ({
      userId: membership.userId,
      channel: presentChannel(channel, membership, members.get(channel.id) ?? [], membership.userId),
    }));
  };

  const viewFor = async (channel: ChannelRow, userId: string): Promise<Channel> => {
    const [view] = await viewsFor(channel, [userId]);
    if (!view) throw notFound('Conversation not found');
    return view.channel;
  };

  /** After commit: the new members' live sockets join the room, and each sidebar gets its own copy. */
  const announceCreated = async (channel: ChannelRow, userIds: string[]) => {
    if (!realtime || userIds.length === 0) return;
    realtime.joinChannel(userIds, channel.id);
    for (const view of await viewsFor(channel, userIds)) realtime.toUser(view.userId, 'channel_created', view.channel);
  };

  const insertChannel = async (tx: DbOrTx, actor: ChatActor, type: Exclude<ChannelType, 'direct'>, name: string, others: string[]) => {
    const [channel] = await tx.insert(channels).values({ organizationId: actor.organizationId, channelType: type, name, createdBy: actor.userId }).returning();
    await tx
      .insert(channelMembers)
      .values(newMemberships(channel!.id, actor.organizationId, [actor.userId, ...others]));
    return channel!;
  };

  const findDirect = async (tx: DbOrTx, actor: ChatActor, directKey: string) =>
    (await tx.select().from(channels).where(inOrganization(channels, actor.organizationId, eq(channels.directKey, directKey))).limit(1))[0];

  return {
    /** Conversations the caller belongs to; with channelType 'channel', every organisation channel with isMember. */
    async list(actor: ChatActor, channelType?: ChannelType): Promise<Channel[]> {
      const onMembership = and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, actor.userId));
      const query = db.select({ channel: channels, membership: channelMembers }).from(channels);
      const rows =
        channelType === 'channel'
          ? await query.leftJoin(channelMembers, onMembership).where(inOrganization(channels, actor.organizationId, eq(channels.channelType, 'channel')))
          : await query
              .innerJoin(channelMembers, onMembership)
              .where(inOrganization(channels, actor.organizationId, channelType ? eq(channels.channelType, channelType) : undefined));
      return presentChannels(db, actor.userId, rows);
    },

    /** Creates a channel or group (201), or opens the direct conversation with one person (201 new, 200 reopened). */
    async create(actor: ChatActor, body: CreateChannelBody): Promise<{ channel: Channel; created: boolean }> {
      if (body.createdBy !== undefined && body.createdBy !== actor.userId) {
        throw badRequest('createdBy: You can only create conversations as yourself', { field: 'createdBy' });
      }
      const others = unique(body.members).filter((id) => id !== actor.userId);
      if (body.channelType === 'direct') return this.openDirect(actor, others);

      const name = (body.channelType === 'channel' ? body.name?.replace(/^#+/, '') : body.name)?.trim() ?? '';
      if (body.channelType === 'group') {
        if (!name) throw badRequest(GROUP_NAME_REQUIRED_TEXT, { field: 'name' });
        if (others.length < GROUP_MIN_MEMBERS) throw badRequest(GROUP_MIN_MEMBERS_TEXT, { field: 'members' });
      } else if (!name) {
        throw badRequest('name: A channel name is required', { field: 'name' });
      }
      const type = body.channelType;
      const channel = await db.transaction(async (tx) => {
        await assertPeople(tx, actor, others);
        if (type === 'channel') await assertChannelNameFree(tx, actor, name);
        return insertChannel(tx, actor, type, name, others);
      });
      await announceCreated(channel, [actor.userId, ...others]);
      return { channel: await viewFor(channel, actor.userId), created: true };
    },

    /** The pair's one direct conversation: reopened if it exists, created otherwise. */
    async openDirect(actor: ChatActor, others: string[]): Promise<{ channel: Channel; created: boolean }> {
      if (others.length !== 1) throw badRequest('members: A direct conversation is with exactly one other person', { field: 'members' });
      const otherId = others[0]!;
      const directKey = directKeyOf(actor.userId, otherId);
      const existing = await findDirect(db, actor, directKey);
      if (existing) return { channel: await viewFor(existing, actor.userId), created: false };

      const outcome = await db.transaction(async (tx) => {
        const [other] = await assertPeople(tx, actor, [otherId]);
        // Two people opening their conversation at once: the unique (organisation, directKey)
        // index lets one insert win; the other finds that row instead of failing.
        const [channel] = await tx
          .insert(channels)
          .values({ organizationId: actor.organizationId, channelType: 'direct', name: `${actor.name}, ${other!.name}`, createdBy: actor.userId, directKey })
          .onConflictDoNothing({ target: [channels.organizationId, channels.directKey] })
          .returning();
        if (!channel) return { channel: (await findDirect(tx, actor, directKey))!, created: false };
        await tx.insert(channelMembers).values(newMemberships(channel.id, actor.organizationId, [actor.userId, otherId]));
        return { channel, created: true };
      });
      if (outcome.created) await announceCreated(outcome.channel, [actor.userId, otherId]);
      return { channel: await viewFor(outcome.channel, actor.userId), created: outcome.created };
    },

    /** Mute for me; rename or archive a group or channel (its creator, an owner or an admin). */
    async update(actor: ChatActor, channelId: string, body: UpdateChannelBody): Promise<Channel> {
      const { channel, shared } = await db.transaction(async (tx) => {
        let channel = await organizationChannel(tx, actor, channelId);
        const membership = await membershipOf(tx, channel.id, actor.userId);
        // Groups and direct conversations are private: to a non-member they do not exist.
        if (!membership && channel.channelType !== 'channel') throw notFound('Conversation not found');
        const shared: { name?: string; isArchived?: boolean } = {};
        if (body.name !== undefined || body.isArchived !== undefined) {
          if (channel.channelType === 'direct') throw badRequest('A direct conversation cannot be renamed or archived');
          if (channel.isGeneral) throw badRequest('#general cannot be renamed or archived');
          if (channel.createdBy !== actor.userId && !isOrgAdmin(actor)) throw forbidden('Only the creator, an owner or an admin can rename or archive this conversation');
          if (body.name !== undefined) {
            const name = channel.channelType === 'channel' ? body.name.replace(/^#+/, '').trim() : body.name;
            if (!name) throw badRequest('name: name is required', { field: 'name' });
            if (channel.channelType === 'channel') await assertChannelNameFree(tx, actor, name, channel.id);
            shared.name = name;
          }
          if (body.isArchived !== undefined) shared.isArchived = body.isArchived;
          channel = (await tx.update(channels).set(shared).where(eq(channels.id, channel.id)).returning())[0]!;
        }
        if (body.isMuted !== undefined) {
          if (!membership) throw badRequest('isMuted: Join the channel to mute it', { field: 'isMuted' });
          await tx
            .update(channelMembers)
            .set({ isMuted: body.isMuted })
            .where(and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, actor.userId)));
        }
        return { channel, shared };
      });
      if (Object.keys(shared).length > 0) realtime?.toChannel(channel.id, 'channel_updated', { _id: channel.id, ...shared });
      if (body.isMuted !== undefined) realtime?.toUser(actor.userId, 'channel_updated', { _id: channel.id, isMuted: body.isMuted });
      const membership = await membershipOf(db, channel.id, actor.userId);
      const [view] = await presentChannels(db, actor.userId, [{ channel, membership }]);
      return view!;
    },

    /**
     * Group members add people; anyone may join an organisation channel (add themself), and its
     * creator, an owner or an admin adds others, as they rename and remove.
     */
    async addMembers(actor: ChatActor, channelId: string, memberIds: string[]): Promise<Channel> {
      const ids = unique(memberIds);
      const { channel, added } = await db.transaction(async (tx) => {
        const channel = await organizationChannel(tx, actor, channelId);
        const membership = await membershipOf(tx, channel.id, actor.userId);
        if (channel.channelType === 'direct') {
          if (!membership) throw notFound('Conversation not found');
          throw badRequest('members: People cannot be added to a direct conversation; start a group instead', { field: 'members' });
        }
        if (!membership && channel.channelType === 'group') throw notFound('Conversation not found');
        if (channel.channelType === 'channel' && ids.some((id) => id !== actor.userId)) {
          if (!membership) throw forbidden('Join the channel before adding people to it');
          if (channel.createdBy !== actor.userId && !isOrgAdmin(actor)) throw forbidden('Only the creator, an owner or an admin can add people to this channel');
        }
        assertWritable(channel);
        await assertPeople(tx, actor, ids);
        const added = await tx
          .insert(channelMembers)
          .values(newMemberships(channel.id, actor.organizationId, ids))
          .onConflictDoNothing()
          .returning({ userId: channelMembers.userId });
        return { channel, added: added.map((row) => row.userId) };
      });
      if (added.length > 0 && realtime) {
        const members = (await membersOf(db, [channel.id])).get(channel.id) ?? [];
        // The room hears first, so the newcomers (not yet in it) get only their own channel_created.
        realtime.toChannel(channel.id, 'channel_member_added', {
          channelId: channel.id,
          members: members.filter((member) => added.includes(member._id)),
          channel: presentChannel(channel, null, members, null),
        });
        await announceCreated(channel, added);
      }
      return viewFor(channel, actor.userId);
    },

    /** Leave (yourself) or remove someone (the creator, an owner or an admin); never #general or a direct conversation. */
    async removeMember(actor: ChatActor, channelId: string, userId: string): Promise<void> {
      const channel = await db.transaction(async (tx) => {
        const channel = await organizationChannel(tx, actor, channelId);
        const membership = await membershipOf(tx, channel.id, actor.userId);
        if (!membership && channel.channelType !== 'channel') throw notFound('Conversation not found');
        if (channel.channelType === 'direct') throw badRequest('You cannot leave a direct conversation');
        if (channel.isGeneral) throw badRequest('Everyone in the organisation stays in #general');
        if (userId !== actor.userId && channel.createdBy !== actor.userId && !isOrgAdmin(actor)) {
          throw forbidden('Only the creator, an owner or an admin can remove people from this conversation');
        }
        const removed = await tx
          .delete(channelMembers)
          .where(and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, userId)))
          .returning({ userId: channelMembers.userId });
        if (removed.length === 0) throw notFound('userId: This person is not in the conversation');
        return channel;
      });
      // One emit to both rooms: socket.io sends it once to a socket that is in both.
      realtime?.io.to([channelRoom(channel.id), userRoom(userId)]).emit('channel_member_removed', { channelId: channel.id, userId });
      realtime?.leaveChannel([userId], channel.id);
    },

    async unread(actor: ChatActor): Promise<{ data: { channelId: string; unreadCount: number }[]; total: number }> {
      const rows = await db
        .select({ channelId: channelMembers.channelId, messageCount: channels.messageCount, readCount: channelMembers.readCount })
        .from(channelMembers)
        .innerJoin(channels, eq(channels.id, channelMembers.channelId))
        .where(inOrganization(channelMembers, actor.organizationId, eq(channelMembers.userId, actor.userId)));
      const data = rows.map((row) => ({ channelId: row.channelId, unreadCount: unreadCountOf(row.messageCount, row.readCount) }));
      return { data, total: data.reduce((sum, row) => sum + row.unreadCount, 0) };
    },

    /** People for the Start Conversation and Create Group dialogs: everyone active in the organisation but the caller. */
    async searchUsers(actor: ChatActor, search?: string): Promise<ChatMember[]> {
      const term = search?.trim();
      const rows = await db
        .select(chatMemberColumns)
        .from(users)
        .where(
          inOrganization(
            users,
            actor.organizationId,
            eq(users.status, 'active'),
            ne(users.id, actor.userId),
            term ? or(ilike(users.name, `%${escapeLike(term)}%`), ilike(users.email, `%${escapeLike(term)}%`)) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.name})`))
        .limit(USER_SEARCH_LIMIT);
      return rows.map(presentMember);
    },
  };
}
