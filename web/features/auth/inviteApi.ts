import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgRole } from '../../../domain/permissions/roles';
import { api, withQuery } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { useCompleteLogin, type LoginResult } from './authApi';

// The accept page shows every outcome itself.
const meta = { errorHandledLocally: true };

export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'revoked' | 'expired';

/** GET /api/user/invite/{code}: what the link offers. A used or expired link is a state, not an error. */
export interface Invitation {
  email: string;
  role: OrgRole;
  organizationName: string;
  inviterName: string | null;
  status: InvitationStatus;
  expiresAt: string;
}

export function useInvitation(code: string) {
  return useQuery({
    queryKey: queryKeys.invitation(code),
    queryFn: () => api.get<Invitation>(`/api/user/invite/${encodeURIComponent(code)}`),
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta,
  });
}

/** Creates the account, which the server signs in at once (cookie), then lands on the home page. */
export function useAcceptInvitation(code: string) {
  const queryClient = useQueryClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: (body: { name: string; password: string }) => api.put<LoginResult>(withQuery('/api/register', { inviteCode: code }), body),
    onSuccess: (result) => {
      // Whoever may have been signed in on this browser before is gone: forget their data.
      queryClient.clear();
      completeLogin(result);
    },
    meta,
  });
}

export function useDeclineInvitation(code: string) {
  return useMutation({
    mutationFn: () => api.post<{ success: true }>(`/api/user/invite/${encodeURIComponent(code)}/decline`),
    meta,
  });
}
