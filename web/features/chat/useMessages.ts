import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, type Message, type MessagePage, type SearchHit } from '../../../domain/chat/chat';
import { request, withQuery } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import type { ThreadData } from './messageCache';

/**
 * A conversation's top-level messages, newest page first (cursor pages of 50). The
 * socket keeps the loaded pages current; a reconnect refetches them (messageCache).
 */
export function useMessages(channelId: string) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.messages(channelId),
    queryFn: ({ pageParam }) =>
      request<MessagePage>(
        'GET',
        withQuery(`/api/channel/${channelId}/messages`, pageParam ? { cursor: pageParam, limit: String(MESSAGE_PAGE_SIZE) } : { limit: String(MESSAGE_PAGE_SIZE) }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Live over the socket; a reconnect (not a focus) is what refetches.
    refetchOnWindowFocus: false,
  });
  const pages = query.data?.pages;
  /** Oldest first, as the list shows them. */
  const messages = useMemo(() => (pages ? pages.flatMap((page) => page.data).reverse() : []), [pages]);
  return { ...query, messages };
}

/** A thread: the parent and its replies, oldest first. */
export function useThread(messageId: string) {
  return useQuery({
    queryKey: queryKeys.threadReplies(messageId),
    queryFn: async (): Promise<ThreadData> => {
      const body = await request<{ data: Message[]; parent: Message }>('GET', `/api/messages/${messageId}/replies`);
      return { data: body.data, parent: body.parent };
    },
    refetchOnWindowFocus: false,
  });
}

export function usePinnedMessages(channelId: string) {
  return useQuery({
    queryKey: queryKeys.pinnedMessages(channelId),
    queryFn: async () => (await request<{ data: Message[] }>('GET', `/api/channel/${channelId}/pins`)).data,
  });
}

/** Full-text search in every conversation of mine, or in one. */
export function useMessageSearch(text: string, channelId: string | null) {
  const q = text.trim();
  return useQuery({
    queryKey: [...queryKeys.messageSearch(q), channelId ?? 'all'],
    queryFn: async () =>
      (await request<{ data: SearchHit[] }>('GET', withQuery('/api/messages/search', channelId ? { q, channelId } : { q }))).data,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
