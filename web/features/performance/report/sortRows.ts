import type { CreditReportRow, ReportSort } from '../../../../domain/performance/credits';

export type SortOrder = 'asc' | 'desc';

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The report's rows in the chosen order; ties fall back to the name, so the order never jumps. */
export function sortRows(rows: readonly CreditReportRow[], sort: ReportSort, order: SortOrder): CreditReportRow[] {
  const byName = (a: CreditReportRow, b: CreditReportRow) => collator.compare(a.member.name, b.member.name);
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary = sort === 'name' ? byName(a, b) : a[sort] - b[sort];
    return primary * sign || byName(a, b);
  });
}
