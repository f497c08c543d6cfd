import type { CreditGraph, CreditGraphQuery, CreditReport, CreditReportQuery, MemberReport, MemberReportQuery } from '../../../domain/performance/credits';
import type { DbOrTx } from '../../platform/db/database';

// PLACEHOLDER (issue 18): the reports helper replaces these with SQL aggregates. The routes call them as they are.

/** One row per member for the period: Total Credit, Weekly and Monthly Average, count, change. */
export async function readReport(_db: DbOrTx, _organizationId: string, _query: CreditReportQuery): Promise<CreditReport> {
  throw new Error('readReport: not built yet');
}

/** Points per bucket, stacked by category, for the team or the chosen members. */
export async function readGraph(_db: DbOrTx, _organizationId: string, _query: CreditGraphQuery): Promise<CreditGraph> {
  throw new Error('readGraph: not built yet');
}

/** One member's report; the caller's right to read it is checked by the service before. */
export async function readMemberReport(_db: DbOrTx, _organizationId: string, _userId: string, _query: MemberReportQuery): Promise<MemberReport> {
  throw new Error('readMemberReport: not built yet');
}
