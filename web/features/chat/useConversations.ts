import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

/**
 * Every conversation the caller belongs to (channels joined, direct messages, groups),
 * in one request: the drawer's sections and the chat page share this cache entry.
 * Socket events keep it current; a reconnect or a focused tab refetches it.
 */
export function useConversations() {
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: () => apiData('GET /api/channels'),
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
