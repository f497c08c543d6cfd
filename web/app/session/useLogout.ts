import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { endSession } from './sessionEvents';

export function useLogout() {
  return useMutation({
    mutationFn: () => callApi('POST /api/logout'),
    onSuccess: () => endSession('logout'),
  });
}
