import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../app/api/queryKeys';
import { general, ME, message, random } from './chatTestData';
import { onMessagePinned, onNewMessage, onReactionUpdated, onThreadReply, replaceMessage, toggleReaction, type MessagePages, type ThreadData } from './messageCache';
import { outbox } from './outbox';

afterEach(() => outbox.reset());

function withPages(...pages: ReturnType<typeof message>[][]) {
  const client = new QueryClient();
  client.setQueryData<MessagePages>(queryKeys.messages(general._id), { pages: pages.map((data, index) => ({ data, nextCursor: index < pages.length - 1 ? `c${index}` : null })), pageParams: pages.map((_, index) => (index ? `c${index - 1}` : null)) });
  const ids = () => client.getQueryData<MessagePages>(queryKeys.messages(general._id))!.pages.map((page) => page.data.map((item) => item._id));
  return { client, ids };
}

describe('message cache', () => {
  it('adds a new message of the open conversation once, newest first', () => {
    const { client, ids } = withPages([message({ _id: 'b', timestamp: '2025-01-02T00:00:00Z' })], [message({ _id: 'a', timestamp: '2025-01-01T00:00:00Z' })]);
    onNewMessage(client, message({ _id: 'c', timestamp: '2025-01-03T00:00:00Z' }), general._id);
    onNewMessage(client, message({ _id: 'c', timestamp: '2025-01-03T00:00:00Z' }), general._id);
    onNewMessage(client, message({ _id: 'x', channelId: random._id }), general._id);
    onNewMessage(client, message({ _id: 'r', thread: { parentMessage: 'b', replyCount: 0, lastReplyAt: null } }), general._id);
    expect(ids()).toEqual([['c', 'b'], ['a']]);
  });

  it('replaces edited messages and reactions by id in any page, and in threads and pins', () => {
    const { client, ids } = withPages([message({ _id: 'b' })], [message({ _id: 'a', message: 'old' })]);
    client.setQueryData<ThreadData>(queryKeys.threadReplies('a'), { parent: message({ _id: 'a', message: 'old' }), data: [], nextCursor: null });
    replaceMessage(client, message({ _id: 'a', message: 'new', edited: true }));
    onReactionUpdated(client, { messageId: 'a', channelId: general._id, reactions: [{ emoji: '👍', count: 1, users: [{ _id: 'u', name: 'U' }] }] });
    const a = client.getQueryData<MessagePages>(queryKeys.messages(general._id))!.pages[1]!.data[0]!;
    expect(a.message).toBe('new');
    expect(a.reactions[0]!.emoji).toBe('👍');
    expect(client.getQueryData<ThreadData>(queryKeys.threadReplies('a'))!.parent.message).toBe('new');
    expect(ids()).toEqual([['b'], ['a']]);
  });

  it('keeps the pinned list in step', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.pinnedMessages(general._id), [message({ _id: 'p', pinned: true, pinnedAt: '2025-01-01T00:00:00Z' })]);
    onMessagePinned(client, message({ _id: 'q', pinned: true, pinnedAt: '2025-01-02T00:00:00Z' }));
    expect(client.getQueryData<{ _id: string }[]>(queryKeys.pinnedMessages(general._id))!.map((pin) => pin._id)).toEqual(['q', 'p']);
    onMessagePinned(client, message({ _id: 'p', pinned: false }));
    expect(client.getQueryData<{ _id: string }[]>(queryKeys.pinnedMessages(general._id))!.map((pin) => pin._id)).toEqual(['q']);
  });

  it('appends thread replies to the open thread and updates the parent', () => {
    const { client } = withPages([message({ _id: 'p' })]);
    client.setQueryData<ThreadData>(queryKeys.threadReplies('p'), { parent: message({ _id: 'p' }), data: [], nextCursor: null });
    const reply = message({ _id: 'r', thread: { parentMessage: 'p', replyCount: 0, lastReplyAt: null } });
    const parent = message({ _id: 'p', thread: { parentMessage: null, replyCount: 1, lastReplyAt: reply.timestamp } });
    onThreadReply(client, { reply, parent });
    onThreadReply(client, { reply, parent });
    expect(client.getQueryData<ThreadData>(queryKeys.threadReplies('p'))!.data.map((item) => item._id)).toEqual(['r']);
    expect(client.getQueryData<MessagePages>(queryKeys.messages(general._id))!.pages[0]!.data[0]!.thread.replyCount).toBe(1);
  });

  it('toggles my reaction', () => {
    const me = { _id: ME._id, name: 'Ada' };
    const once = toggleReaction(message({ _id: 'm' }), '🎉', me);
    expect(once.reactions).toEqual([{ emoji: '🎉', count: 1, users: [me] }]);
    expect(toggleReaction(once, '🎉', me).reactions).toEqual([]);
  });
});
