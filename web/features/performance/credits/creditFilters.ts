import { resolvePeriod, type PeriodPreset, type Weekday } from '../../../../domain/performance/periods';
import type { CreditListQuery } from '../api';

export interface CreditFilterValues {
  /** '' means anyone, any category, any project. */
  userId: string;
  categoryId: string;
  projectId: string;
  /** '' means any time; 'custom' takes from and to. */
  period: '' | PeriodPreset;
  from: string;
  to: string;
  search: string;
  deleted: boolean;
}

export const NO_CREDIT_FILTERS: CreditFilterValues = { userId: '', categoryId: '', projectId: '', period: '', from: '', to: '', search: '', deleted: false };

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
  custom: 'Custom dates',
};

export type CreditSort = NonNullable<CreditListQuery['sort']>;

/** The list's query (and the export's) from the filters: presets become days around the organisation's today. */
export function creditFilterQuery(filters: CreditFilterValues, today: string, weekStartsOn: Weekday): Omit<CreditListQuery, 'page' | 'pageSize' | 'sort' | 'order'> {
  const range = filters.period === 'custom' ? { from: filters.from || undefined, to: filters.to || undefined } : filters.period ? resolvePeriod(filters.period, today, weekStartsOn) : {};
  const search = filters.search.trim();
  return {
    ...(filters.userId && { userId: filters.userId }),
    ...(filters.categoryId && { categoryId: filters.categoryId }),
    ...(filters.projectId && { projectId: filters.projectId }),
    ...(range.from && { from: range.from }),
    ...(range.to && { to: range.to }),
    ...(search && { search }),
    ...(filters.deleted && { deleted: 'true' as const }),
  };
}

export function hasFilters(filters: CreditFilterValues): boolean {
  return JSON.stringify(filters) !== JSON.stringify(NO_CREDIT_FILTERS);
}
