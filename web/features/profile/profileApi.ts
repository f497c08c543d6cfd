import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ChangeEmailBody, ChangePasswordBody, UpdateProfileBody } from '../../../domain/profile/profile';
import { apiData, type ApiError } from '../../app/api/client';
import { invalidateQueries } from '../../app/api/queryClient';
import { queryKeys } from '../../app/api/queryKeys';

export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile, queryFn: () => apiData('GET /api/profile') });
}

export function useSessions() {
  return useQuery({ queryKey: queryKeys.profileSessions, queryFn: () => apiData('GET /api/profile/sessions') });
}

/**
 * Every change here refreshes the profile, its sessions and the signed-in user (the top bar's
 * name and picture come from /api/check), whether it worked or not.
 */
function useProfileMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: () => invalidateQueries(queryClient, [queryKeys.profile, queryKeys.session]),
  });
}

export const useUpdateProfile = () => useProfileMutation({ mutationFn: (body: UpdateProfileBody) => apiData('PUT /api/profile', { body }) });

export function useUploadAvatar() {
  return useProfileMutation({
    mutationFn: (picture: Blob) => {
      const form = new FormData();
      form.append('file', picture, 'avatar');
      return apiData('PUT /api/profile/avatar', { body: form });
    },
  });
}

export const useRemoveAvatar = () => useProfileMutation({ mutationFn: () => apiData('DELETE /api/profile/avatar') });

/** The form shows what went wrong under its field, so no toast (meta). */
export const useChangePassword = () =>
  useProfileMutation({ mutationFn: (body: ChangePasswordBody) => apiData('POST /api/profile/password', { body }), meta: { errorHandledLocally: true } });

export const useChangeEmail = () =>
  useProfileMutation({ mutationFn: (body: ChangeEmailBody) => apiData('POST /api/profile/email', { body }), meta: { errorHandledLocally: true } });

export const useEndSession = () => useProfileMutation({ mutationFn: (sessionId: string) => apiData('DELETE /api/profile/sessions/:id', { params: { id: sessionId } }) });

export const useEndOtherSessions = () =>
  useProfileMutation({ mutationFn: () => apiData('POST /api/profile/sessions/end-others') });

/** Opening the mailed link: a POST, once per page load (a GET that changes an account would be a prefetch away from happening). */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => apiData('POST /api/profile/email/confirm', { body: { token } }),
    meta: { errorHandledLocally: true },
  });
}

/**
 * Puts a server refusal under the field it names (`field` in the answer, 'currentPassword:
 * Current password is incorrect'); false when it names none of the form's fields.
 */
export function showFieldError<T extends FieldValues>(error: ApiError, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  const field = error.details.field;
  if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) return false;
  setError(field as Path<T>, { message: error.message.replace(`${field}: `, '') });
  return true;
}
