/** The chat's enums, limits, texts and rules without zod: the shell's conversation list and calls read them here. */

/** Spec 3 Channel.channelType: organisation-wide channels, one-to-one and group conversations. */
export const CHANNEL_TYPES = ['channel', 'direct', 'group'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Spec 3 Member.contactStatus. */
export const CONTACT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const CALL_STATUSES = ['ringing', 'ongoing', 'ended', 'missed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

// Spec 9 and the chat issue's limits, shared by server and web.
export const UNREAD_BADGE_CAP = 99;
export const PREVIEW_LENGTH = 40;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_MAX_LENGTH = 10_000;
export const CHANNEL_NAME_MAX_LENGTH = 80;
export const GROUP_MIN_MEMBERS = 2;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 10;
export const CALL_MAX_PARTICIPANTS = 8;
export const CALL_RING_TIMEOUT_MS = 30_000;
/** A tab with no input for this long reports itself away. */
export const AWAY_AFTER_IDLE_MS = 5 * 60_000;
/** The composer repeats typing at most this often; receivers drop a typist not heard from for TYPING_EXPIRY_MS. */
export const TYPING_THROTTLE_MS = 2_000;
export const TYPING_EXPIRY_MS = 6_000;
export const GENERAL_CHANNEL_NAME = 'general';
/** Who writes the notices, and so the name of the conversation they come in. */
export const NOTICES_AUTHOR_NAME = 'Visitors';

// Spec 5 and 8 texts, word for word.
export const GROUP_NAME_REQUIRED_TEXT = 'Group name is required';
export const GROUP_MIN_MEMBERS_TEXT = 'Minimum 2 members required';
export const START_CONVERSATION_FAILED_TEXT = 'Failed to start conversation';
export const SOMETHING_WENT_WRONG_TEXT = 'Something went wrong';
export const LOADING_CONVERSATIONS_TEXT = 'Loading conversations…';
export const START_DIRECT_MESSAGE_TEXT = 'Start Direct Message';
export const START_GROUP_MESSAGE_TEXT = 'Start Group Message';

/** Spec 9: the badge shows the count, or '99+' above 99; nothing at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** Spec 9: the last-message preview is cut to 40 characters plus an ellipsis. */
export function messagePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat); // by code point, so an emoji is never split in half
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : flat;
}

/** Spec 5: a conversation with several people is named after the creator and the picked names, joined by commas. */
export function groupNameFor(creatorName: string, pickedNames: readonly string[]): string {
  return [creatorName, ...pickedNames].join(', ');
}

/** Spec 5: exactly one person picked makes a direct conversation, more make a group. */
export function conversationTypeFor(pickedCount: number): 'direct' | 'group' {
  return pickedCount === 1 ? 'direct' : 'group';
}

/** Spec 5 group rules, checked on toggle, on name change and on submit; null when valid. */
export function groupProblems(name: string, memberCount: number): { name?: string; members?: string } | null {
  const problems: { name?: string; members?: string } = {};
  if (!name.trim()) problems.name = GROUP_NAME_REQUIRED_TEXT;
  if (memberCount < GROUP_MIN_MEMBERS) problems.members = GROUP_MIN_MEMBERS_TEXT;
  return problems.name || problems.members ? problems : null;
}

export const ATTACHMENT_KINDS = ['image', 'video', 'file'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * 'call': the conversation's entry for a call; 'welcome': the product's greeting that opens #general;
 * 'notice': the product's word to one member in their Visitors conversation (a visitor arrived, or
 * waits for their approval), with no sender, that nobody edits, deletes, reacts to, pins or answers.
 */
export const MESSAGE_KINDS = ['message', 'call', 'welcome', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
