import type { Credit, CreditExportQuery } from '../../../domain/performance/credits';
import { csvCell } from '../../platform/csv';
import type { DbOrTx } from '../../platform/db/database';
import { loadCredits } from './creditReads';
import { organizationToday, readSettings } from './performanceSettings';

/** Enough for years of a large team; past it the file would be too big to open in a spreadsheet anyway. */
export const CREDIT_EXPORT_MAX_ROWS = 100_000;

const HEADER = ['Date', 'Member', 'Points', 'Category', 'Reason', 'Task', 'Source', 'Recorded by'];


function rowOf(credit: Credit): string {
  const task = credit.task ? [credit.task.key, credit.task.title].filter(Boolean).join(' ') : '';
  const texts = [credit.date, credit.member.name];
  const rest = [credit.category.name, credit.reason, task, credit.source, credit.recordedBy?.name ?? ''];
  // Points are numbers and stay as they are (-5 is not a formula); every text is neutralised.
  return [...texts.map(csvCell), String(credit.points), ...rest.map(csvCell)].join(',');
}

/** The filtered credits as CSV (CRLF lines, as RFC 4180 has them), and the file's name with the organisation's today. */
export async function exportCredits(db: DbOrTx, organizationId: string, query: CreditExportQuery): Promise<{ filename: string; body: string }> {
  const settings = await readSettings(db, organizationId);
  const { rows } = await loadCredits(db, organizationId, query, { limit: CREDIT_EXPORT_MAX_ROWS, offset: 0 });
  const lines = [HEADER.join(','), ...rows.map(rowOf)];
  // The byte-order mark makes Excel read the names as UTF-8 rather than the system's code page.
  return { filename: `credits-${organizationToday(settings)}.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
}
