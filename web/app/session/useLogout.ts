import { useMutation } from '@tanstack/react-query';
import { request } from '../api/client';
import { endSession } from './sessionEvents';

export function useLogout() {
  return useMutation({
    mutationFn: () => request<{ data: { success: boolean } }>('POST', '/api/logout'),
    onSuccess: () => endSession('logout'),
  });
}
