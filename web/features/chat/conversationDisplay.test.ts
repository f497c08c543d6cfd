import { describe, expect, it } from 'vitest';
import { canArchive, canLeave, canRename, conversationLabel, conversationStartText, lastMessagePreview, plainText, sectionConversations } from './conversationDisplay';
import { ALAN, BOB, channel, direct, GRACE, ME } from './chatTestData';
import { openChannelIdFrom, chatPathFor } from './openChannel';

describe('conversation display', () => {
  it('names a direct conversation after the other person', () => {
    expect(conversationLabel(direct('dm', BOB, { name: 'Ada Lovelace, Bob Stone' }), ME._id)).toBe('Bob Stone');
    expect(conversationLabel(channel({ _id: 'c', name: 'general' }), ME._id)).toBe('general');
  });

  it('names a group without a name after its members', () => {
    expect(conversationLabel(channel({ _id: 'g', channelType: 'group', name: '', members: [ME, BOB] }), ME._id)).toBe(`${ME.name}, Bob Stone`);
  });

  it("opens an empty group with its other members' names", () => {
    const group = channel({ _id: 'g', channelType: 'group', name: '', members: [ME, GRACE, ALAN, BOB] });
    expect(conversationStartText(group, ME._id).title).toBe('This is the very beginning of your conversation with Grace Hopper, Alan Turing, and Bob Stone.');
  });

  it('previews markdown as plain text, cut to 40 characters plus an ellipsis', () => {
    expect(plainText('**bold** and `code` and [a link](https://x.test)')).toBe('bold and code and a link');
    const preview = lastMessagePreview({ lastMessage: { message: 'a'.repeat(41), timestamp: '' } });
    expect(preview).toBe(`${'a'.repeat(40)}…`);
    expect(lastMessagePreview({ lastMessage: { message: 'a'.repeat(40), timestamp: '' } })).toBe('a'.repeat(40));
    expect(lastMessagePreview({ lastMessage: null })).toBe('');
  });

  it('sorts conversations by latest activity, channels by name after #general, and leaves out archived and unjoined ones', () => {
    const list = [
      channel({ _id: 'old', channelType: 'group', lastMessage: { message: 'x', timestamp: '2026-01-01T00:00:00.000Z' } }),
      channel({ _id: 'new', channelType: 'group', lastMessage: { message: 'x', timestamp: '2026-02-01T00:00:00.000Z' } }),
      channel({ _id: 'gone', channelType: 'group', isArchived: true }),
      channel({ _id: 'c', channelType: 'channel' }),
      channel({ _id: 'not-joined', channelType: 'channel', isMember: false }),
    ];
    expect(sectionConversations(list, 'group').map((item) => item._id)).toEqual(['new', 'old']);
    expect(sectionConversations(list, 'channel').map((item) => item._id)).toEqual(['c']);
    const channels = [channel({ _id: 'b', name: 'beta' }), channel({ _id: 'a', name: 'Alpha' }), channel({ _id: 'g', name: 'general', isGeneral: true })];
    expect(sectionConversations(channels, 'channel').map((item) => item._id)).toEqual(['g', 'a', 'b']);
  });

  it('lets the creator, owners and admins rename and archive; anyone leave but #general', () => {
    const group = channel({ _id: 'g', channelType: 'group', createdBy: 'someone-else' });
    expect(canRename(group, { _id: ME._id, role: 'editor' })).toBe(false);
    expect(canArchive(group, { _id: ME._id, role: 'admin' })).toBe(true);
    expect(canArchive({ ...group, createdBy: ME._id }, { _id: ME._id, role: 'read' })).toBe(true);
    expect(canLeave(group)).toBe(true);
    const general = channel({ _id: 'c', isGeneral: true });
    expect(canLeave(general)).toBe(false);
    expect(canArchive(general, { _id: ME._id, role: 'owner' })).toBe(false);
    expect(canLeave(direct('dm', BOB))).toBe(false);
  });

  it('reads the open conversation from /chat?channel= only', () => {
    expect(openChannelIdFrom('/chat', '?channel=abc')).toBe('abc');
    expect(openChannelIdFrom('/chat/', '?channel=abc')).toBe('abc');
    expect(openChannelIdFrom('/notes', '?channel=abc')).toBeNull();
    expect(openChannelIdFrom('/chat', '')).toBeNull();
    expect(chatPathFor('a b')).toBe('/chat?channel=a%20b');
  });
});
