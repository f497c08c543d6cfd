import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { OrgRole } from '../../../domain/permissions/roles';
import type { PlanCheckAnswer } from '../../../domain/billing/routes';
import type { PendingInvite } from '../../../domain/users/api';
import type { Member, UserStatus } from '../../../domain/users/types';
import { apiData, callApi, type ApiError } from '../../app/api/client';
import { invalidateQueries } from '../../app/api/queryClient';
import { queryKeys, teamQueryKeys } from '../../app/api/queryKeys';

export type { InviteResult, InviteStatus, PendingInvite, RoleOption } from '../../../domain/users/api';

/** GET /api/plan/check?type=user: a user check always answers the seat usage. */
export type PlanCheck = PlanCheckAnswer & { seatsInUse: number; seatLimit: number };

/** The whole organisation at once (seat-limited, so small): search and filters run in the browser, instantly. */
export function useMembers() {
  return useQuery({ queryKey: queryKeys.members, queryFn: () => apiData('GET /api/user/list') });
}

export function useInvites() {
  return useQuery({ queryKey: queryKeys.invites, queryFn: () => apiData('GET /api/invite') });
}

/** The role catalogue only changes with a release. */
export function useRoles() {
  return useQuery({ queryKey: queryKeys.roles, queryFn: () => apiData('GET /api/role/list'), staleTime: Infinity });
}

/**
 * Asked at the moment someone clicks 'Invite people', never from a cache, so it is a
 * mutation. Spec 8: when the check itself fails, the answer is 'Unable to Invite'.
 */
export function usePlanCheck() {
  return useMutation({
    mutationFn: async (): Promise<PlanCheck> => {
      const check = await callApi('GET /api/plan/check', { query: { type: 'user' } });
      return { ...check, seatsInUse: check.seatsInUse ?? 0, seatLimit: check.seatLimit ?? 0 };
    },
    meta: { errorHandledLocally: true },
    onError: (error) => {
      if (!error.endsSession) toast.error('Unable to Invite');
    },
  });
}

/** Every change to the team refreshes members, invitations and seat usage, whether it worked or not. */
function useTeamMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSettled: () => invalidateQueries(queryClient, teamQueryKeys) });
}

export function useChangeRole() {
  return useTeamMutation({
    mutationFn: ({ member, role }: { member: Member; role: OrgRole }) => apiData('POST /api/user/role/:id', { params: { id: member._id }, body: { role } }),
  });
}

export function useChangeStatus() {
  return useTeamMutation({
    mutationFn: ({ member, status }: { member: Member; status: UserStatus }) =>
      apiData('POST /api/user-status/update/:id', { params: { id: member._id }, body: { status } }),
  });
}

/** The invite dialog shows refusals (a 400 such as too many addresses) itself. */
export function useInvite() {
  return useTeamMutation({
    mutationFn: (body: { emails: string[]; role: OrgRole }) => apiData('POST /api/user/invite', { body }),
    meta: { errorHandledLocally: true },
  });
}

export function useResendInvite() {
  return useTeamMutation({
    mutationFn: (invite: PendingInvite) => apiData('POST /api/invite/:id/resend', { params: { id: invite._id } }),
    onSuccess: () => toast.success('Invitation resent'),
  });
}

export function useRevokeInvite() {
  return useTeamMutation({
    mutationFn: (invite: PendingInvite) => apiData('DELETE /api/invite/:id', { params: { id: invite._id } }),
  });
}
