import type { CreditSnapshot } from '../../../../domain/performance/credits';
import type { CreditHistoryEntry } from '../api';

const FIELDS: { key: keyof CreditSnapshot; label: string; quoted?: boolean }[] = [
  { key: 'memberName', label: 'member' },
  { key: 'points', label: 'points' },
  { key: 'categoryName', label: 'category' },
  { key: 'date', label: 'date' },
  { key: 'reason', label: 'reason', quoted: true },
  { key: 'taskTitle', label: 'task', quoted: true },
];

function shown(value: string | number | null, quoted?: boolean): string {
  if (value === null || value === '') return 'none';
  return quoted ? `“${value}”` : String(value);
}

/** 'points 10 → 15', 'reason “Late fix” → “Release fix”': each field that differs between two snapshots. */
export function snapshotChanges(before: CreditSnapshot, after: CreditSnapshot): string[] {
  return FIELDS.filter(({ key }) => before[key] !== after[key]).map(
    ({ key, label, quoted }) => `${label} ${shown(before[key], quoted)} → ${shown(after[key], quoted)}`,
  );
}

/** What one history entry did, in words: 'created', 'changed points 10 → 15, reason …', 'deleted'. */
export function describeHistoryEntry(entry: CreditHistoryEntry): string {
  if (entry.action === 'created') return 'created';
  if (entry.action === 'deleted') return 'deleted';
  // The server writes both snapshots on an update; without them there is nothing to compare.
  const changes = entry.before && entry.after ? snapshotChanges(entry.before, entry.after) : [];
  return changes.length ? `changed ${changes.join(', ')}` : 'saved without changes';
}
