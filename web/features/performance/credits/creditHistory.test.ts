import { describe, expect, it } from 'vitest';
import { describeHistoryEntry } from './creditHistory';
import { HISTORY } from './creditTestData';

describe('a credit history entry in words', () => {
  it('says created, deleted, and what an edit changed from the before and after snapshots', () => {
    expect(describeHistoryEntry(HISTORY[0]!)).toBe('created');
    expect(describeHistoryEntry(HISTORY[1]!)).toBe('changed points 10 → 15, reason “Shipped the pricing page” → “Shipped the pricing page early”');
    expect(describeHistoryEntry({ ...HISTORY[0]!, action: 'deleted', before: HISTORY[0]!.after, after: null })).toBe('deleted');
  });

  it('names a task added or taken away, and the member and category by name', () => {
    const before = HISTORY[1]!.before!;
    const entry = { ...HISTORY[1]!, after: { ...before, taskTitle: 'Fix the footer', memberName: 'Ada Lovelace', categoryName: 'Teamwork' } };
    expect(describeHistoryEntry(entry)).toBe('changed member Grace Hopper → Ada Lovelace, category Delivery → Teamwork, task none → “Fix the footer”');
  });
});
