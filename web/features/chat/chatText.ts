import { NOTICES_AUTHOR_NAME, type ContactStatus } from '../../../domain/chat/chatRules';
import type { CallSummary, Channel, ChatMember, Message } from '../../../domain/chat/chat';
import { formatRelative } from '../../app/format';
import { conversationLabel } from './conversationDisplay';

/** Pure texts of the conversation view: titles, times, sizes, typing and call lines. */

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
const dayWithYearFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The local calendar day of a moment, as a key ('2025-3-14'). */
export function dayKey(iso: string | number): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** Date separator: 'Today', 'Yesterday', or the date ('Monday, March 3', with the year when not this year). */
export function dayLabel(iso: string, now: number): string {
  const date = new Date(iso);
  if (dayKey(iso) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (dayKey(iso) === dayKey(yesterday.getTime())) return 'Yesterday';
  return date.getFullYear() === new Date(now).getFullYear() ? dayFormat.format(date) : dayWithYearFormat.format(date);
}

/** '2.3 MB', '840 KB', '12 B'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** '3m 20s', '1h 2m', '45s'. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** A conversation's heading: '# general' for a channel, otherwise its label (the other person, the group's name). */
export function conversationTitle(channel: Channel, meId: string): string {
  const label = conversationLabel(channel, meId);
  return channel.channelType === 'channel' ? `# ${label}` : label;
}

/** The conversation's name in running text ('#general', 'Ada Lovelace'): the tab title, a notification, the placeholder. */
export function conversationName(channel: Channel, meId: string): string {
  return conversationTitle(channel, meId).replace(/^# /, '#');
}

/** Who a message reads as written by: the product for #general's welcome and Visitors' notices, else its sender. */
export function authorName(message: Pick<Message, 'kind' | 'sender'>): string {
  if (message.kind === 'welcome') return 'Teamwork';
  if (message.kind === 'notice') return NOTICES_AUTHOR_NAME;
  return message.sender?.name ?? 'Former member';
}

/** Under a Visitors conversation's name, and in place of its composer (nobody writes there). */
export const NOTICES_ABOUT_TEXT = 'Arrivals and approvals';
export const NOTICES_READ_ONLY_TEXT = 'Visitors writes here when your visitors arrive. Approve or deny a visit from its notification or in Visitors.';

/** The composer's placeholder: 'Message #general', 'Message Ada Lovelace'. */
export function composerPlaceholder(channel: Channel, meId: string): string {
  return `Message ${conversationName(channel, meId)}`;
}

const STATUS_LABELS: Record<ContactStatus, string> = { online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline' };

export function presenceText(member: Pick<ChatMember, 'contactStatus' | 'lastSeen'>, now = Date.now()): string {
  const label = STATUS_LABELS[member.contactStatus];
  if (member.contactStatus === 'offline' && member.lastSeen) return `${label} · last seen ${formatRelative(member.lastSeen, now)}`;
  return label;
}

/** 'X is typing…', 'X and Y are typing…', 'Several people are typing…'; '' for nobody. */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

const callNoun = (type: CallSummary['type']) => (type === 'video' ? 'video call' : 'voice call');

/** A call entry: 'Video call started by Ada', and 'Lasted 3m 20s', 'Missed video call' or 'Ongoing'. */
export function callEntryText(call: CallSummary): { title: string; detail: string } {
  const noun = callNoun(call.type);
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} started by ${call.initiator.name}`;
  if (call.status === 'missed') return { title, detail: `Missed ${noun}` };
  if (call.status === 'ended') return { title, detail: call.durationSeconds !== null ? `Lasted ${formatDuration(call.durationSeconds)}` : 'Ended' };
  return { title, detail: call.status === 'ringing' ? 'Ringing…' : 'Ongoing' };
}

/** 'No replies', '1 reply', '3 replies'. */
export function replyCountText(count: number): string {
  return count === 1 ? '1 reply' : `${count} replies`;
}

/** A search snippet as text and «marked» parts, in order. */
/**
 * A message's markdown read as plain text, for snippets: links keep their text, code fences,
 * emphasis and inline-code markers go. The «» match markers are left alone.
 */
export function markdownToPlain(text: string): string {
  return text
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?![\w*])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/~~(?=\S)([^]*?\S)~~/g, '$1');
}

export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  snippet = markdownToPlain(snippet);
  const parts: { text: string; marked: boolean }[] = [];
  const pattern = /«([^«»]*)»/g;
  let last = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), marked: false });
    if (match[1]) parts.push({ text: match[1], marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), marked: false });
  return parts;
}

/** The members named as '@Name' in a text (longest names first, so '@Ada Lovelace' is not '@Ada'). */
export function mentionedIds(text: string, members: readonly Pick<ChatMember, '_id' | 'name'>[]): string[] {
  const ids: string[] = [];
  let rest = text;
  for (const member of [...members].sort((a, b) => b.name.length - a.name.length)) {
    const token = `@${member.name}`;
    if (member.name && rest.includes(token)) {
      ids.push(member._id);
      rest = rest.split(token).join(' ');
    }
  }
  return ids;
}
