import { isoInstant } from '../../../domain/time/isoInstant';
import { floatingAt } from '../../../domain/time/wallClock';
import { VISIT_STATUS_LABELS, visitDayOf, type VisitExportQuery } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { csvCell } from '../../platform/csv';
import { exportRows, type VisitExportRow } from './visitQueries';
import type { FrontDeskZone } from './frontDeskZone';

/** Years of a busy front desk; past it the file would be too big for a spreadsheet anyway. */
export const VISIT_EXPORT_MAX_ROWS = 50_000;

const HEADER = ['Visitor', 'Email', 'Phone', 'Company', 'Host', 'Invited by', 'Purpose', 'Status', 'Expected from', 'Expected to', 'Signed in', 'Signed out', 'Signed out by', 'Walk-in', 'Held'];

/**
 * 'YYYY-MM-DD HH:MM' in the front desk's zone, as a spreadsheet sorts it: the wall clock by the
 * zone's remembered offsets (domain/time/wallClock.ts), not by Intl, which is slow to ask thousands
 * of times.
 */
function localTime(instant: Date | null, timeZone: string): string {
  if (!instant) return '';
  const wall = isoInstant(floatingAt(instant, timeZone).getTime());
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
}

function rowOf(visit: VisitExportRow, timeZone: string): string {
  const cells = [
    visit.visitorName ?? '',
    visit.visitorEmail ?? '',
    visit.visitorPhone ?? '',
    visit.company ?? '',
    visit.hostName ?? '',
    visit.invitedByName ?? '',
    visit.purpose,
    VISIT_STATUS_LABELS[visit.status],
    localTime(visit.expectedFrom, timeZone),
    localTime(visit.expectedTo, timeZone),
    localTime(visit.signedInAt, timeZone),
    localTime(visit.signedOutAt, timeZone),
    visit.signedOutBy ?? '',
    visit.walkIn ? 'yes' : 'no',
    visit.held ? 'yes' : 'no',
  ];
  // Every cell may be a visitor's typing: each is neutralised as a formula and quoted as needed.
  return cells.map(csvCell).join(',');
}

/** The filtered visits as CSV (CRLF lines, times in the front desk's zone), named with its today. */
export async function exportVisits(
  tx: DbOrTx,
  actor: Pick<OrgActor, 'userId' | 'organizationId' | 'role'>,
  query: VisitExportQuery,
  zoneOf: FrontDeskZone,
): Promise<{ filename: string; body: string }> {
  const timeZone = await zoneOf(actor.organizationId);
  const rows = await exportRows(tx, actor, query, VISIT_EXPORT_MAX_ROWS, zoneOf);
  const lines = [HEADER.join(','), ...rows.map((visit) => rowOf(visit, timeZone))];
  // The byte-order mark makes Excel read the names as UTF-8 rather than the system's code page.
  return { filename: `visits-${visitDayOf(new Date(), timeZone)}.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
}
