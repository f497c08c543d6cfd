import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GRAPH_BUCKETS, PERIOD_PRESETS, type GraphBucket, type PeriodPreset } from '../../../../domain/performance/periods';

/**
 * The report's, graph's and member page's choices live in the address (?tab=report&period=quarter&…),
 * so a reload, the back button and a shared link show the same figures. Unknown values fall back to
 * the defaults rather than reaching the server as a 400.
 */
export interface ReportParams {
  period: PeriodPreset;
  /** Only for the custom period; both are needed before it is asked for. */
  from: string;
  to: string;
  categoryId: string;
  projectId: string;
  bucket: GraphBucket | '';
  userIds: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function useReportParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ReportParams = useMemo(
    () => ({
      period: oneOf(PERIOD_PRESETS, searchParams.get('period')) ?? 'month',
      from: DAY.test(searchParams.get('from') ?? '') ? searchParams.get('from')! : '',
      to: DAY.test(searchParams.get('to') ?? '') ? searchParams.get('to')! : '',
      categoryId: searchParams.get('categoryId') ?? '',
      projectId: searchParams.get('projectId') ?? '',
      bucket: oneOf(GRAPH_BUCKETS, searchParams.get('bucket')) ?? '',
      userIds: (searchParams.get('userIds') ?? '').split(',').filter(Boolean),
    }),
    [searchParams],
  );

  /** Changes some choices and keeps the rest of the address (the tab, the member). */
  const update = useCallback(
    (changes: Partial<ReportParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
            if (text) next.set(key, text);
            else next.delete(key);
          }
          if (changes.period && changes.period !== 'custom') {
            next.delete('from');
            next.delete('to');
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { params, update };
}

/** The period as the API takes it; a custom period waits for both days (and their order) before it is asked for. */
export function periodQuery(params: ReportParams): { period: PeriodPreset; from?: string; to?: string } | null {
  if (params.period !== 'custom') return { period: params.period };
  if (!params.from || !params.to || params.from > params.to) return null;
  return { period: 'custom', from: params.from, to: params.to };
}

/** The filters as the API takes them (empty ones left out). */
export function filterQuery(params: ReportParams): { categoryId?: string; projectId?: string } {
  return { ...(params.categoryId ? { categoryId: params.categoryId } : {}), ...(params.projectId ? { projectId: params.projectId } : {}) };
}

/**
 * The period to ask for: while a custom period is half typed (a day missing, or the end before the
 * start) the figures of the last complete one stay on screen.
 */
export function usePeriodQuery(params: ReportParams) {
  const query = periodQuery(params);
  const [lastComplete, setLastComplete] = useState(query ?? { period: 'month' as PeriodPreset });
  if (query && JSON.stringify(query) !== JSON.stringify(lastComplete)) setLastComplete(query);
  return query ?? lastComplete;
}
