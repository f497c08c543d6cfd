import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '../../../domain/auth/api';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { useCompleteLogin } from './signInApi';

// The accept page shows every outcome itself.
const meta = { errorHandledLocally: true };

export type { Invitation, InvitationStatus } from '../../../domain/users/api';

export function useInvitation(code: string) {
  return useQuery({
    queryKey: queryKeys.invitation(code),
    // GET /api/user/invite/{code}: what the link offers. A used or expired link is a state, not an error.
    queryFn: () => apiData('GET /api/user/invite/:code', { params: { code } }),
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
    // With an invite code, PUT /api/register answers the new session (its answer's shape depends on the query).
    mutationFn: (body: { name: string; password: string }) =>
      apiData('PUT /api/register', { query: { inviteCode: code }, body }).then((data) => data as LoginResult),
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
    mutationFn: () => apiData('POST /api/user/invite/:code/decline', { params: { code } }),
    meta,
  });
}
