import { dayKey, dayLabel } from './chatText';
import type { DisplayMessage } from './outbox';

/** Messages from one person within this long of each other share a header. */
export const GROUP_WINDOW_MS = 5 * 60_000;

export type Row =
  | { kind: 'older'; key: 'older' }
  | { kind: 'date'; key: string; label: string }
  | { kind: 'unread'; key: 'unread' }
  | ({ kind: 'message'; key: string; grouped: boolean } & DisplayMessage);

/** What the conversation looked like when it was opened: where 'New messages' goes. */
export interface ReadSnapshot {
  lastReadAt: string | null;
  unreadCount: number;
}

/**
 * The first unread message (someone else's, after lastReadAt) among the loaded ones; null
 * when there is none, 'older' when it is in a page not loaded yet.
 */
export function firstUnread(messages: readonly DisplayMessage[], snapshot: ReadSnapshot | null, meId: string, hasOlder: boolean): string | 'older' | null {
  if (!snapshot || snapshot.unreadCount <= 0) return null;
  const after = snapshot.lastReadAt;
  const first = messages.find(({ message, status }) => !status && (message.kind === 'message' || message.kind === 'notice') && message.sender?._id !== meId && (!after || message.timestamp > after));
  if (!first) return hasOlder ? 'older' : null;
  // The oldest loaded message is already unread: the first unread may be further back.
  if (hasOlder && first === messages[0]) return 'older';
  return first.message._id;
}

/** Rows of the list, oldest first: date separators, 'New messages', messages grouped by sender. */
export function buildRows(messages: readonly DisplayMessage[], options: { hasOlder: boolean; firstUnreadId: string | null; now: number }): Row[] {
  const rows: Row[] = [];
  if (options.hasOlder) rows.push({ kind: 'older', key: 'older' });
  let previous: DisplayMessage | null = null;
  for (const item of messages) {
    const { message } = item;
    const day = dayKey(message.timestamp);
    const newDay = !previous || dayKey(previous.message.timestamp) !== day;
    if (newDay) rows.push({ kind: 'date', key: `date:${day}`, label: dayLabel(message.timestamp, options.now) });
    const unread = message._id === options.firstUnreadId;
    if (unread) rows.push({ kind: 'unread', key: 'unread' });
    const grouped =
      !newDay &&
      !unread &&
      previous !== null &&
      message.kind === 'message' &&
      previous.message.kind === 'message' &&
      !!message.sender &&
      previous.message.sender?._id === message.sender._id &&
      new Date(message.timestamp).getTime() - new Date(previous.message.timestamp).getTime() < GROUP_WINDOW_MS;
    // A pending message keeps its key when the server's copy replaces it (by clientId).
    rows.push({ kind: 'message', key: message.clientId ? `c:${message.clientId}` : message._id, grouped, ...item });
    previous = item;
  }
  return rows;
}
