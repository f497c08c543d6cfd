import type { Channel, ChannelType, ChatMember, Message } from '../../../domain/chat/chat';
import { messagePreview } from '../../../domain/chat/chatRules';
import type { Role } from '../../../domain/permissions/roles';

/** The drawer's sections, in order, with the section title used in 'No <section> yet'. */
export const CONVERSATION_SECTIONS: readonly { type: ChannelType; title: string }[] = [
  { type: 'direct', title: 'Direct Message' },
  { type: 'group', title: 'Groups' },
  { type: 'channel', title: 'Channels' },
];

export function emptySectionText(title: string): string {
  return `No ${title} yet`;
}

/** The person on the other side of a direct conversation (yourself in a note-to-self); none in a Visitors conversation. */
export function directPartner(channel: Pick<Channel, 'members' | 'isNotices'>, myId: string): ChatMember | undefined {
  if (channel.isNotices) return undefined;
  return channel.members.find((member) => member._id !== myId) ?? channel.members[0];
}

/**
 * What a conversation is called in lists, bare: the other person for a direct message, its
 * name otherwise (a group without one: its members). Headings add '# ' to a channel (conversationTitle).
 */
export function conversationLabel(channel: Pick<Channel, 'channelType' | 'name' | 'members' | 'isNotices'>, myId: string): string {
  if (channel.isNotices) return channel.name;
  if (channel.channelType === 'direct') return directPartner(channel, myId)?.name ?? (channel.name || 'Direct message');
  if (channel.name) return channel.name;
  return channel.channelType === 'group' ? channel.members.map((member) => member.name).join(', ') : 'Untitled';
}

/**
 * Markdown source as one line of plain text for a preview: code fences, emphasis marks
 * and link targets go, the words stay.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[a-zA-Z0-9_-]*\n?/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+])\s+/gm, '')
    .trim();
}

/** Spec 9: the last message shown under the name, cut to 40 characters plus an ellipsis. */
export function lastMessagePreview(channel: Pick<Channel, 'lastMessage'>): string {
  return channel.lastMessage ? messagePreview(plainText(channel.lastMessage.message)) : '';
}

/** The text a new message leaves as the conversation's last message. */
export function lastMessageText(message: Pick<Message, 'message' | 'kind' | 'deleted' | 'attachments' | 'call'>): string {
  if (message.deleted) return 'Message deleted';
  if (message.kind === 'call' && message.call) {
    const kind = message.call.type === 'video' ? 'Video call' : 'Voice call';
    return message.call.status === 'missed' ? `Missed ${kind.toLowerCase()}` : kind;
  }
  if (message.message.trim()) return message.message;
  const [first] = message.attachments;
  if (first) return message.attachments.length > 1 ? `📎 ${first.name} and ${message.attachments.length - 1} more` : `📎 ${first.name}`;
  return '';
}

function activityTime(channel: Channel): number {
  const at = Date.parse(channel.lastMessage?.timestamp ?? channel.createdAt);
  return Number.isNaN(at) ? 0 : at;
}

/** Whether a conversation is one the drawer lists (and the quick switcher offers): the caller's, not archived. */
export function isListed(channel: Channel): boolean {
  return channel.isMember !== false && !channel.isArchived;
}

/**
 * One section's listed entries: channels as the server orders
 * them (#general first, then by name), conversations by latest activity.
 */
export function sectionConversations(conversations: readonly Channel[], type: ChannelType): Channel[] {
  const entries = conversations.filter((channel) => channel.channelType === type && isListed(channel));
  if (type === 'channel') {
    return entries.sort((a, b) => Number(b.isGeneral) - Number(a.isGeneral) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  }
  return entries.sort((a, b) => activityTime(b) - activityTime(a));
}

function canManage(channel: Channel, user: { _id: string; role: Role }): boolean {
  if (channel.channelType === 'direct' || channel.isGeneral) return false;
  return channel.createdBy === user._id || user.role === 'owner' || user.role === 'admin';
}

/** Renaming a group or channel is for its creator and the organisation's owners and admins; never #general. */
export function canRename(channel: Channel, user: { _id: string; role: Role }): boolean {
  return canManage(channel, user);
}

/** Anyone leaves a group or channel, except #general (everyone stays in it). */
export function canLeave(channel: Channel): boolean {
  return channel.channelType !== 'direct' && !channel.isGeneral;
}

/** Archiving is for the creator and the organisation's owners and admins; never #general or a direct message. */
export function canArchive(channel: Channel, user: { _id: string; role: Role }): boolean {
  return canManage(channel, user);
}

/**
 * Adding people: any member of a group; for a channel, its creator and the organisation's owners
 * and admins (the server's rule). Never a direct conversation, #general (everyone is in it) or an archived one.
 */
export function canAddPeople(channel: Channel, user: { _id: string; role: Role }): boolean {
  if (channel.isArchived) return false;
  return channel.channelType === 'group' || canManage(channel, user);
}

/** '1 member', '3 members'. */
export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * What an empty conversation says above its composer (as Slack does): where it begins,
 * and a line on what it is for. Only for a conversation with no messages at all.
 */
export function conversationStartText(channel: Channel, myId: string): { title: string; detail: string } {
  const label = conversationLabel(channel, myId);
  if (channel.isNotices) return { title: `This is the very beginning of ${label}.`, detail: "Your visitors' arrivals and approvals show up here." };
  const others = channel.members.filter((member) => member._id !== myId);
  // A group everyone else has left, or a direct conversation whose other person is gone, is named as a channel is.
  if (others.length > 0 && channel.channelType === 'direct') {
    return { title: `This is the very beginning of your direct message history with ${label}.`, detail: 'Only the two of you are in this conversation.' };
  }
  if (others.length > 0 && channel.channelType === 'group') {
    return { title: `This is the very beginning of your conversation with ${listFormat.format(others.map((member) => member.name))}.`, detail: 'Send the first message to get the conversation going.' };
  }
  const where = channel.channelType === 'channel' ? `#${label}` : label;
  const everyone = channel.isGeneral ? 'Everyone in your organisation is here. ' : '';
  return { title: `This is the very beginning of ${where}.`, detail: `${everyone}Send the first message to get the conversation going.` };
}
