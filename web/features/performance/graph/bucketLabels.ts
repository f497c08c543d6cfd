import type { GraphBucket } from '../../../../domain/performance/periods';
import { formatRange } from '../report/figures';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Under a bar: a week by its first day ('3 Nov'), a month by name ('Nov 2026'). */
export function bucketAxisLabel(bucket: { from: string }, kind: GraphBucket): string {
  const month = MONTHS[Number(bucket.from.slice(5, 7)) - 1] ?? '';
  return kind === 'month' ? `${month} ${bucket.from.slice(0, 4)}` : `${Number(bucket.from.slice(8, 10))} ${month}`;
}

/** In the table, the bucket's whole range (the first and last are cut to the period). */
export function bucketRangeLabel(bucket: { from: string; to: string }): string {
  return formatRange(bucket.from, bucket.to);
}
