import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { KIOSK_MESSAGES, type kioskWalkInBodySchema } from '../../../../domain/visitors/visits';
import { apiData, apiPath, ApiError } from '../../../app/api/client';

export type { KioskInfo, KioskVisit, VisitPerson as KioskHost } from '../../../../domain/visitors/visits';
export type WalkInBody = z.input<typeof kioskWalkInBodySchema>;

/** The kiosk's own cache entries: nothing here belongs to a signed-in member, so they stay out of the app's query keys. */
const kioskKeys = {
  info: (token: string) => ['kiosk', token, 'info'] as const,
  hosts: (token: string, search: string) => ['kiosk', token, 'hosts', search] as const,
  visit: (token: string, visitId: string) => ['kiosk', token, 'visit', visitId] as const,
};

/** Every kiosk screen shows its own errors beside the field: no toasts at a shared tablet. */
const LOCAL = { errorHandledLocally: true };

/** The server's answers to a wrong token or a bad code are final; only a lost connection is worth trying again. */
const retryOnlyNetwork = (failureCount: number, error: ApiError) => failureCount < 2 && (error.status === 0 || error.status >= 500);

export function useKioskInfo(token: string, enabled: boolean) {
  return useQuery({
    queryKey: kioskKeys.info(token),
    queryFn: () => apiData('GET /api/kiosk/:token', { params: { token } }),
    enabled,
    retry: retryOnlyNetwork,
    // A kiosk stays open all day: a revocation or a new agreement text is picked up within minutes.
    refetchInterval: 5 * 60_000,
    meta: LOCAL,
  });
}

export function useKioskHosts(token: string, search: string) {
  return useQuery({
    queryKey: kioskKeys.hosts(token, search),
    queryFn: () => apiData('GET /api/kiosk/:token/hosts', { params: { token }, query: { search } }),
    enabled: search.length >= 2,
    retry: retryOnlyNetwork,
    staleTime: 30_000,
    meta: LOCAL,
  });
}

/** The waiting screen asks every 1.5 s until the host (or a visitor manager) decides. */
export const WAITING_POLL_MS = 1500;

export function useKioskVisit(token: string, visitId: string, poll: boolean) {
  return useQuery({
    queryKey: kioskKeys.visit(token, visitId),
    queryFn: () => apiData('GET /api/kiosk/:token/visit/:visitId', { params: { token, visitId } }),
    refetchInterval: poll ? WAITING_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: retryOnlyNetwork,
    meta: LOCAL,
  });
}

export function useFindVisit(token: string) {
  return useMutation({
    mutationFn: (code: string) => apiData('GET /api/kiosk/:token/visit', { params: { token }, query: { code } }),
    meta: LOCAL,
  });
}

export function useKioskSignIn(token: string) {
  return useMutation({
    mutationFn: (body: { code: string; agreementAccepted?: boolean; photo?: string }) => apiData('POST /api/kiosk/:token/sign-in', { params: { token }, body }),
    meta: LOCAL,
  });
}

export function useKioskWalkIn(token: string) {
  return useMutation({
    mutationFn: (body: WalkInBody) => apiData('POST /api/kiosk/:token/walk-in', { params: { token }, body }),
    meta: LOCAL,
  });
}

export function useKioskSignOut(token: string) {
  return useMutation({
    mutationFn: (code: string) => apiData('POST /api/kiosk/:token/sign-out', { params: { token }, body: { code } }),
    meta: LOCAL,
  });
}

export const badgePath = (token: string, visitId: string) => apiPath('GET /api/kiosk/:token/visit/:visitId/badge', { params: { token, visitId } });

/** The kiosk was revoked while open: the server answers any of its calls so. */
export function isRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.message === KIOSK_MESSAGES.revoked;
}

export const TOO_MANY_TRIES = 'Too many tries, please wait a moment';

/**
 * What a refusal says to the visitor, and at which field: the server's messages start with the
 * field's name ('code: We could not find…'), which a visitor should not read.
 */
export function kioskError(error: unknown): { field: string | null; message: string } {
  if (!(error instanceof ApiError)) return { field: null, message: 'Something went wrong. Please try again or ask at the front desk.' };
  if (error.status === 429) return { field: null, message: TOO_MANY_TRIES };
  const match = /^([A-Za-z]+): (.+)$/s.exec(error.message);
  return match ? { field: match[1]!, message: match[2]! } : { field: null, message: error.message };
}
