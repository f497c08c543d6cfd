import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  visitListQuerySchema,
  visitorListQuerySchema,
  VisitInviteBody,
  VisitorSettingsBody,
  VisitUpdateBody,
  visitExportQuerySchema,
  visitorBlockBodySchema,
} from '../../../domain/visitors/visits';
import { apiData, apiPath, callApi } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

export type { Kiosk, Visit, Visitor, VisitorBlock, VisitorProfile, VisitorSettings, VisitStatus, VisitToday } from '../../../domain/visitors/visits';

/** What the pages send as query strings (the schemas' inputs). */
export type VisitListQuery = z.input<typeof visitListQuerySchema>;
export type VisitExportQuery = z.input<typeof visitExportQuerySchema>;
export type VisitorListQuery = z.input<typeof visitorListQuerySchema>;
export type VisitorBlockBody = z.input<typeof visitorBlockBodySchema>;

/** Every visitor query at once (all sit under queryKeys.visitors): after a change of ours, or visits_updated from the server. */
export function refreshVisitors(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
}

/** A page of visits with the total that matches (the whole answer: data, total, page, pageSize). */
export function useVisits(query: VisitListQuery) {
  return useQuery({ queryKey: queryKeys.visits(query), queryFn: () => callApi('GET /api/visit', { query }), placeholderData: keepPreviousData });
}

/** Expected today, on site now and awaiting a decision: the caller's own, or everyone's. */
export function useVisitsToday(scope: 'mine' | 'all') {
  return useQuery({ queryKey: queryKeys.visitsToday(scope), queryFn: () => apiData('GET /api/visit/today', { query: { scope } }) });
}

export function useVisit(id: string | null) {
  return useQuery({
    queryKey: queryKeys.visit(id ?? ''),
    queryFn: () => apiData('GET /api/visit/:id', { params: { id: id! } }),
    enabled: Boolean(id),
    meta: { errorHandledLocally: true },
  });
}

/** Plain links: the browser downloads or opens them with the session cookie. */
export const visitExportUrl = (query: VisitExportQuery) => apiPath('GET /api/visit/export', { query });
export const visitBadgeUrl = (id: string) => apiPath('GET /api/visit/:id/badge', { params: { id } });
export const onSitePrintUrl = () => apiPath('GET /api/visit/on-site/print');

export function useVisitorDirectory(query: VisitorListQuery) {
  return useQuery({ queryKey: queryKeys.visitorDirectory(query), queryFn: () => callApi('GET /api/visitor', { query }), placeholderData: keepPreviousData });
}

export function useVisitorProfile(id: string | null) {
  return useQuery({
    queryKey: queryKeys.visitorProfile(id ?? ''),
    queryFn: () => apiData('GET /api/visitor/:id', { params: { id: id! } }),
    enabled: Boolean(id),
    meta: { errorHandledLocally: true },
  });
}

export function useVisitorSettings() {
  return useQuery({ queryKey: queryKeys.visitorSettings, queryFn: () => apiData('GET /api/visitor/settings') });
}

export function useVisitorBlocks() {
  return useQuery({ queryKey: queryKeys.visitorBlocks, queryFn: () => apiData('GET /api/visitor/block') });
}

export function useKiosks() {
  return useQuery({ queryKey: queryKeys.kiosks, queryFn: () => apiData('GET /api/visitor/kiosk') });
}

/** Every visitor mutation refreshes everything visitor-shaped when it settles; the screens show refusals themselves. */
function useVisitorMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { errorHandledLocally: true }, onSettled: () => refreshVisitors(queryClient) });
}

export const useInviteVisitor = () => useVisitorMutation((body: VisitInviteBody) => apiData('POST /api/visit', { body }));
export const useUpdateVisit = () => useVisitorMutation(({ id, ...body }: VisitUpdateBody & { id: string }) => apiData('PUT /api/visit/:id', { params: { id }, body }));
export const useCancelVisit = () => useVisitorMutation((id: string) => apiData('POST /api/visit/:id/cancel', { params: { id } }));
export const useSignInVisit = () => useVisitorMutation((id: string) => apiData('POST /api/visit/:id/sign-in', { params: { id } }));
export const useSignOutVisit = () => useVisitorMutation((id: string) => apiData('POST /api/visit/:id/sign-out', { params: { id } }));
export const useDecideVisit = () =>
  useVisitorMutation(({ id, decision }: { id: string; decision: 'approve' | 'deny' }) => apiData('POST /api/visit/:id/decision', { params: { id }, body: { decision } }));
export const useEraseVisitor = () => useVisitorMutation((id: string) => apiData('DELETE /api/visitor/:id', { params: { id } }));
export const useSaveVisitorSettings = () => useVisitorMutation((body: VisitorSettingsBody) => apiData('PUT /api/visitor/settings', { body }));
export const useAddBlock = () => useVisitorMutation((body: VisitorBlockBody) => apiData('POST /api/visitor/block', { body }));
export const useRemoveBlock = () => useVisitorMutation((id: string) => apiData('DELETE /api/visitor/block/:id', { params: { id } }));
export const useCreateKiosk = () => useVisitorMutation((name: string) => apiData('POST /api/visitor/kiosk', { body: { name } }));
export const useRevokeKiosk = () => useVisitorMutation((id: string) => apiData('DELETE /api/visitor/kiosk/:id', { params: { id } }));
