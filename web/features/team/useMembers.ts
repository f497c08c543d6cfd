import { useQuery } from '@tanstack/react-query';
import type { Member } from '../../../domain/users/types';
import { api } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

export function useMembers() {
  return useQuery({ queryKey: queryKeys.members, queryFn: () => api.get<Member[]>('/api/user/list') });
}
