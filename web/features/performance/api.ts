import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CategoryCreateBody,
  CategoryUpdateBody,
  CreditCreateBody,
  CreditUpdateBody,
  PerformanceSettingsBody,
  RecognitionBody,
} from '../../../domain/performance/credits';
import type { z } from 'zod';
import type {
  creditGraphQuerySchema,
  creditListQuerySchema,
  creditReportQuerySchema,
  memberReportQuerySchema,
  recognitionListQuerySchema,
} from '../../../domain/performance/credits';
import { apiData, apiPath, callApi } from '../../app/api/client';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import { queryKeys } from '../../app/api/queryKeys';

export type {
  Credit,
  CreditCategory,
  CreditDetail,
  CreditGraph,
  CreditHistoryEntry,
  CreditReport,
  CreditReportRow,
  MemberReport,
  PerformanceSettings,
  Recognition,
} from '../../../domain/performance/credits';

/** What the pages send as query strings (the schemas' inputs: userIds is 'id,id'). */
export type CreditListQuery = z.input<typeof creditListQuerySchema>;
export type CreditReportQuery = z.input<typeof creditReportQuerySchema>;
export type CreditGraphQuery = z.input<typeof creditGraphQuerySchema>;
export type MemberReportQuery = z.input<typeof memberReportQuerySchema>;
export type RecognitionListQuery = z.input<typeof recognitionListQuerySchema>;

/** Any credit change makes every list, report, graph and open credit stale. */
export function refreshPerformance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.performance });
}

/** A page of credits with the total that matches (the whole answer: data, total, page, pageSize). */
export function useCredits(query: CreditListQuery) {
  return useQuery({ queryKey: queryKeys.credits(query), queryFn: () => callApi('GET /api/performance/credit', { query }), placeholderData: keepPreviousData });
}

/** The export's address with the list's filters: a plain link downloads it with the session cookie. */
export function creditExportUrl(query: Omit<CreditListQuery, 'page' | 'pageSize'>): string {
  return apiPath('GET /api/performance/credit/export', { query });
}

export function useCredit(creditId: string | null) {
  return useQuery({
    queryKey: queryKeys.credit(creditId ?? ''),
    queryFn: () => apiData('GET /api/performance/credit/:creditId', { params: { creditId: creditId! } }),
    enabled: Boolean(creditId),
    meta: { errorHandledLocally: true },
  });
}

export function useCreditReport(query: CreditReportQuery) {
  return useQuery({ queryKey: queryKeys.creditReport(query), queryFn: () => apiData('GET /api/performance/credit/report', { query }), placeholderData: keepPreviousData });
}

export function useCreditGraph(query: CreditGraphQuery) {
  return useQuery({ queryKey: queryKeys.creditGraph(query), queryFn: () => apiData('GET /api/performance/credit/report-graph', { query }), placeholderData: keepPreviousData });
}

/** The home page's 'My credits': this month's. */
export const MY_CREDITS_QUERY: MemberReportQuery = { period: 'month' };

export function memberReportQuery(query: MemberReportQuery) {
  return queryOptions({
    queryKey: queryKeys.memberReport(query),
    queryFn: () => apiData('GET /api/performance/credit/member/report', { query }),
    placeholderData: keepPreviousData,
    // Credits reach the page live (credits_updated); fresh for a moment, so the home card's answer
    // prefetched as a sign-in answered is drawn without asking again.
    staleTime: FIRST_PAGE_FRESH_MS,
    meta: { errorHandledLocally: true },
  });
}

export function useMemberReport(query: MemberReportQuery) {
  return useQuery(memberReportQuery(query));
}

export function useCreditCategories() {
  return useQuery({ queryKey: queryKeys.creditCategories, queryFn: () => apiData('GET /api/performance/category') });
}

/** The settings and what the caller may do (access: canRecord, canViewTeam, canManageSettings). */
export function usePerformanceSettings() {
  return useQuery({ queryKey: queryKeys.performanceSettings, queryFn: () => callApi('GET /api/performance/settings') });
}

/** The recognition feed with the caller's allowance (the whole answer: data, total, allowance). */
export function useRecognition(query: RecognitionListQuery = {}) {
  return useQuery({ queryKey: queryKeys.recognition(query), queryFn: () => callApi('GET /api/performance/recognition', { query }) });
}

/** Every performance mutation refreshes everything performance when it settles. Forms show refusals at their fields. */
function usePerformanceMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { errorHandledLocally: true }, onSettled: () => refreshPerformance(queryClient) });
}

export const useRecordCredit = () => usePerformanceMutation((body: CreditCreateBody) => apiData('POST /api/performance/credit/add', { body }));
export const useUpdateCredit = () =>
  usePerformanceMutation(({ creditId, ...body }: CreditUpdateBody & { creditId: string }) => apiData('PUT /api/performance/credit/:creditId', { params: { creditId }, body }));
export const useDeleteCredit = () => usePerformanceMutation((creditId: string) => apiData('DELETE /api/performance/credit/:creditId', { params: { creditId } }));
export const useCreateCategory = () => usePerformanceMutation((body: CategoryCreateBody) => apiData('POST /api/performance/category', { body }));
export const useUpdateCategory = () =>
  usePerformanceMutation(({ id, ...body }: CategoryUpdateBody & { id: string }) => apiData('PUT /api/performance/category/:id', { params: { id }, body }));
export const useDeleteCategory = () => usePerformanceMutation((id: string) => apiData('DELETE /api/performance/category/:id', { params: { id } }));
export const useSaveSettings = () => usePerformanceMutation((body: PerformanceSettingsBody) => callApi('PUT /api/performance/settings', { body }));
export const useGiveRecognition = () => usePerformanceMutation((body: RecognitionBody) => callApi('POST /api/performance/recognition', { body }));
