import { describe, expect, it } from 'vitest';
import { buildRows, firstUnread } from './messageRows';
import { ME, message, senderOf } from './chatTestData';

const at = (hour: number, minute = 0, dayOffset = 0) => new Date(2025, 5, 12 + dayOffset, hour, minute).toISOString();
const now = new Date(2025, 5, 12, 18).getTime();

describe('message rows', () => {
  it('puts date separators between days and groups one sender’s messages', () => {
    const rows = buildRows(
      [
        { message: message({ _id: 'a', timestamp: at(9, 0, -1) }) },
        { message: message({ _id: 'b', timestamp: at(9, 0) }) },
        { message: message({ _id: 'c', timestamp: at(9, 2) }) },
        { message: message({ _id: 'd', timestamp: at(9, 30) }) },
        { message: message({ _id: 'e', timestamp: at(9, 31), sender: senderOf(ME) }) },
      ],
      { hasOlder: true, firstUnreadId: null, now },
    );
    expect(rows.map((row) => (row.kind === 'message' ? `${row.message._id}${row.grouped ? '+' : ''}` : row.kind === 'date' ? row.label : row.kind))).toEqual([
      'older',
      'Yesterday',
      'a',
      'Today',
      'b',
      'c+',
      'd',
      'e',
    ]);
  });

  it('places New messages before the first unread message from someone else', () => {
    const shown = [
      { message: message({ _id: 'a', timestamp: at(9) }) },
      { message: message({ _id: 'b', timestamp: at(10), sender: senderOf(ME) }) },
      { message: message({ _id: 'c', timestamp: at(11) }) },
    ];
    expect(firstUnread(shown, { lastReadAt: at(9, 30), unreadCount: 1 }, ME._id, false)).toBe('c');
    expect(firstUnread(shown, { lastReadAt: at(9, 30), unreadCount: 0 }, ME._id, false)).toBeNull();
    // Everything loaded is unread and older pages exist: the first unread is further back.
    expect(firstUnread(shown, { lastReadAt: at(8), unreadCount: 3 }, ME._id, true)).toBe('older');
    const rows = buildRows(shown, { hasOlder: false, firstUnreadId: 'c', now });
    const kinds = rows.map((row) => row.kind);
    expect(kinds.indexOf('unread')).toBe(kinds.length - 2);
  });
});
