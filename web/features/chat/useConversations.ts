import { useQuery } from '@tanstack/react-query';
import type { Channel } from '../../../domain/chat/chat';
import { request } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

/**
 * Every conversation the caller belongs to (channels joined, direct messages, groups),
 * in one request: the drawer's sections and the chat page share this cache entry.
 * Socket events keep it current; a reconnect or a focused tab refetches it.
 */
export function useConversations() {
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: async () => (await request<{ data: Channel[] }>('GET', '/api/channels')).data,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
