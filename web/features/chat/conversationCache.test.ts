import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Channel, ChatMember } from '../../../domain/chat/chat';
import { queryKeys } from '../../app/api/queryKeys';
import { conversationEventHandlers, markConversationRead, readStateWhenOpened } from './conversationCache';
import { BOB, CARA, channel, direct, ME, message, senderOf } from './chatTestData';

function setup(list: Channel[], open: string | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.conversations, list);
  const context = {
    queryClient,
    userId: ME._id,
    openChannelId: () => open,
    sendRead: vi.fn(),
    playSound: vi.fn(),
    notify: vi.fn(),
    notifyReply: vi.fn(),
    leaveOpenConversation: vi.fn(),
    onOwnStatus: vi.fn(),
  };
  const handlers = conversationEventHandlers(context);
  const read = () => queryClient.getQueryData<Channel[]>(queryKeys.conversations)!;
  const find = (id: string) => read().find((item) => item._id === id);
  return { queryClient, context, handlers, read, find };
}

describe('read state when a conversation opens', () => {
  it('remembers the unread state the badge had, for a view that mounts after the badge was cleared', () => {
    const { queryClient, find } = setup([direct('dm-bob', BOB, { unreadCount: 4, lastReadAt: '2026-03-01T10:00:00.000Z' })]);
    markConversationRead(queryClient, 'dm-bob');
    expect(find('dm-bob')?.unreadCount).toBe(0);
    expect(readStateWhenOpened(find('dm-bob')!)).toEqual({ unreadCount: 4, lastReadAt: '2026-03-01T10:00:00.000Z' });
  });

  it('uses the conversation itself when its badge was not cleared on opening', () => {
    const { find } = setup([direct('dm-cara', CARA, { unreadCount: 2, lastReadAt: null })]);
    expect(readStateWhenOpened(find('dm-cara')!)).toEqual({ unreadCount: 2, lastReadAt: null });
  });
});

describe('conversation cache events', () => {
  it('counts a message in a conversation that is not open, with its preview and a sound', () => {
    const { handlers, find, context } = setup([direct('dm-bob', BOB, { unreadCount: 2 })]);
    handlers.new_message(message({ channelId: 'dm-bob', message: 'Hi!', timestamp: '2026-03-01T00:00:00.000Z' }));
    expect(find('dm-bob')).toMatchObject({ unreadCount: 3, lastMessage: { message: 'Hi!', timestamp: '2026-03-01T00:00:00.000Z' } });
    expect(context.playSound).toHaveBeenCalledTimes(1);
    expect(context.sendRead).not.toHaveBeenCalled();
  });

  it("offers someone else's message for a desktop notification, open or not, but never your own", () => {
    const { handlers, context } = setup([direct('dm-bob', BOB)], 'dm-bob');
    const theirs = message({ channelId: 'dm-bob', message: 'Ping' });
    handlers.new_message(theirs);
    handlers.new_message(message({ channelId: 'dm-bob', message: 'Mine', sender: senderOf(ME) }));
    expect(context.notify).toHaveBeenCalledTimes(1);
    expect(context.notify).toHaveBeenCalledWith(expect.objectContaining({ _id: 'dm-bob' }), theirs);
  });

  it("offers someone else's thread reply, with its parent, but never your own, and leaves the sidebar alone", () => {
    const { handlers, context, find } = setup([direct('dm-bob', BOB, { unreadCount: 1 })]);
    const parent = message({ _id: 'm-root', channelId: 'dm-bob', sender: senderOf(ME) });
    const thread = { parentMessage: 'm-root', replyCount: 0, lastReplyAt: null };
    const theirs = message({ channelId: 'dm-bob', sender: senderOf(BOB), thread });
    handlers.new_thread_reply({ reply: theirs, parent });
    handlers.new_thread_reply({ reply: message({ channelId: 'dm-bob', sender: senderOf(ME), thread }), parent });
    expect(context.notifyReply).toHaveBeenCalledTimes(1);
    expect(context.notifyReply).toHaveBeenCalledWith(expect.objectContaining({ _id: 'dm-bob' }), theirs, parent);
    expect(find('dm-bob')?.unreadCount).toBe(1);
  });

  it('stays silent for a muted conversation but still counts', () => {
    const { handlers, find, context } = setup([direct('dm-bob', BOB, { isMuted: true })]);
    handlers.new_message(message({ channelId: 'dm-bob' }));
    expect(find('dm-bob')?.unreadCount).toBe(1);
    expect(context.playSound).not.toHaveBeenCalled();
  });

  it('reads a message in the open conversation at once', () => {
    const { handlers, find, context } = setup([direct('dm-bob', BOB)], 'dm-bob');
    handlers.new_message(message({ channelId: 'dm-bob', message: 'Live' }));
    expect(find('dm-bob')).toMatchObject({ unreadCount: 0, lastMessage: { message: 'Live' } });
    expect(context.sendRead).toHaveBeenCalledWith('dm-bob');
    expect(context.playSound).not.toHaveBeenCalled();
  });

  it('never counts your own message, nor a thread reply', () => {
    const { handlers, find, context } = setup([direct('dm-bob', BOB)]);
    handlers.new_message(message({ channelId: 'dm-bob', message: 'Mine', sender: senderOf(ME) }));
    expect(find('dm-bob')).toMatchObject({ unreadCount: 0, lastMessage: { message: 'Mine' } });
    handlers.new_message(message({ channelId: 'dm-bob', message: 'In a thread', thread: { parentMessage: 'm-1', replyCount: 0, lastReplyAt: null } }));
    expect(find('dm-bob')).toMatchObject({ unreadCount: 0, lastMessage: { message: 'Mine' } });
    expect(context.playSound).not.toHaveBeenCalled();
  });

  it('refetches when a message arrives for a conversation it does not know', () => {
    const { handlers, queryClient } = setup([]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    handlers.new_message(message({ channelId: 'dm-new' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.conversations });
  });

  it('previews attachments and calls', () => {
    const { handlers, find } = setup([direct('dm-bob', BOB)]);
    handlers.new_message(
      message({ channelId: 'dm-bob', message: '', attachments: [{ _id: 'a', name: 'plan.pdf', size: 1, mimeType: 'application/pdf', kind: 'file', url: '/x' }] }),
    );
    expect(find('dm-bob')?.lastMessage?.message).toBe('📎 plan.pdf');
  });

  it('updates the preview when the last message is edited or deleted', () => {
    // The preview follows the message sent at the preview's time.
    const sentAt = '2026-02-01T12:00:00.000Z';
    const { handlers, find } = setup([direct('dm-bob', BOB, { lastMessage: { message: 'Old', timestamp: sentAt } })]);
    handlers.edit_message(message({ channelId: 'dm-bob', message: 'New', edited: true, timestamp: sentAt }));
    expect(find('dm-bob')?.lastMessage?.message).toBe('New');
    handlers.delete_message(message({ channelId: 'dm-bob', message: '', deleted: true, timestamp: sentAt }));
    expect(find('dm-bob')?.lastMessage?.message).toBe('Message deleted');
    handlers.edit_message(message({ channelId: 'dm-bob', message: 'Older one', timestamp: '2026-01-01T00:00:00.000Z' }));
    expect(find('dm-bob')?.lastMessage?.message).toBe('Message deleted');
  });

  it('adds a created channel once and merges updates', () => {
    const { handlers, read, find } = setup([]);
    const group = channel({ _id: 'g-1', channelType: 'group', name: 'Crew' });
    handlers.channel_created(group);
    handlers.channel_created(group);
    expect(read()).toHaveLength(1);
    handlers.channel_updated({ _id: 'g-1', name: 'Crew 2', isMuted: true });
    expect(find('g-1')).toMatchObject({ name: 'Crew 2', isMuted: true, channelType: 'group' });
  });

  it('appends added members, or creates the entry when you are the one added', () => {
    const { handlers, find } = setup([channel({ _id: 'g-1', channelType: 'group', members: [ME, BOB] })]);
    handlers.channel_member_added({ channelId: 'g-1', members: [BOB, CARA], channel: channel({ _id: 'g-1' }) });
    expect(find('g-1')?.members.map((member) => member._id)).toEqual([ME._id, BOB._id, CARA._id]);
    handlers.channel_member_added({ channelId: 'g-2', members: [ME], channel: channel({ _id: 'g-2', channelType: 'group', members: [BOB, ME] }) });
    expect(find('g-2')).toBeTruthy();
    handlers.channel_member_added({ channelId: 'g-3', members: [CARA], channel: channel({ _id: 'g-3', members: [BOB, CARA] }) });
    expect(find('g-3')).toBeUndefined();
  });

  it('removes the entry when you leave (and leaves it if open); drops another member otherwise', () => {
    const { handlers, find, context } = setup([channel({ _id: 'g-1', channelType: 'group', members: [ME, BOB] }), channel({ _id: 'g-2' })], 'g-1');
    handlers.channel_member_removed({ channelId: 'g-1', userId: BOB._id });
    expect(find('g-1')?.members.map((member) => member._id)).toEqual([ME._id]);
    handlers.channel_member_removed({ channelId: 'g-2', userId: ME._id });
    expect(find('g-2')).toBeUndefined();
    expect(context.leaveOpenConversation).not.toHaveBeenCalled();
    handlers.channel_member_removed({ channelId: 'g-1', userId: ME._id });
    expect(find('g-1')).toBeUndefined();
    expect(context.leaveOpenConversation).toHaveBeenCalledTimes(1);
  });

  it('changes a person’s status in every conversation and people list', () => {
    const { handlers, find, queryClient, context } = setup([direct('dm-bob', BOB), channel({ _id: 'g-1', channelType: 'group', members: [ME, BOB, CARA] })]);
    queryClient.setQueryData<ChatMember[]>(queryKeys.chatPeople(''), [BOB, CARA]);
    handlers.user_status_changed({ changes: [{ userId: BOB._id, contactStatus: 'offline', lastSeen: '2026-03-01T00:00:00.000Z' }] });
    expect(find('dm-bob')?.members.find((member) => member._id === BOB._id)).toMatchObject({ contactStatus: 'offline', lastSeen: '2026-03-01T00:00:00.000Z' });
    expect(find('g-1')?.members.find((member) => member._id === BOB._id)?.contactStatus).toBe('offline');
    expect(queryClient.getQueryData<ChatMember[]>(queryKeys.chatPeople(''))?.[0]?.contactStatus).toBe('offline');
    handlers.user_status_changed({
      changes: [
        { userId: ME._id, contactStatus: 'away', lastSeen: null },
        { userId: BOB._id, contactStatus: 'online', lastSeen: null },
        { userId: ME._id, contactStatus: 'busy', lastSeen: null },
      ],
    });
    expect(find('dm-bob')?.members.find((member) => member._id === BOB._id)?.contactStatus).toBe('online');
    expect(context.onOwnStatus).toHaveBeenCalledTimes(1);
    expect(context.onOwnStatus).toHaveBeenCalledWith('busy');
  });

  it('clears a badge when a conversation is opened', () => {
    const { queryClient, find } = setup([direct('dm-bob', BOB, { unreadCount: 5 })]);
    markConversationRead(queryClient, 'dm-bob');
    expect(find('dm-bob')?.unreadCount).toBe(0);
  });
});
