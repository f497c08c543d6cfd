import { VISIT_STATUSES, type VisitStatus } from '../../../../domain/visitors/visits';
import type { VisitExportQuery, VisitListQuery } from '../api';

/** The history's filters as the address keeps them, so a link or a reload shows the same rows. */
export interface HistoryFilters {
  from: string;
  to: string;
  hostId: string;
  status: VisitStatus | '';
  search: string;
  page: number;
}

export const HISTORY_PAGE_SIZE = 25;
const FILTER_NAMES = ['from', 'to', 'hostId', 'status', 'search'] as const;

export function filtersOf(params: URLSearchParams): HistoryFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    hostId: params.get('hostId') ?? '',
    status: (VISIT_STATUSES as readonly string[]).includes(status) ? (status as VisitStatus) : '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address after one filter changed: any filter change goes back to the first page. */
export function withFilter(params: URLSearchParams, name: keyof HistoryFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

/** What the export sends: the list's filters without the paging. */
export function exportQueryOf(filters: HistoryFilters): VisitExportQuery {
  const query: VisitExportQuery = { scope: 'all' };
  for (const name of FILTER_NAMES) {
    const value = name === 'search' ? filters.search.trim() : filters[name];
    if (value) Object.assign(query, { [name]: value });
  }
  return query;
}

export function listQueryOf(filters: HistoryFilters): VisitListQuery {
  return { ...exportQueryOf(filters), page: filters.page, pageSize: HISTORY_PAGE_SIZE };
}
