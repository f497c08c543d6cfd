import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '../../../domain/chat/chatRules';
import { apiData, callApi } from '../../app/api/client';
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
      callApi('GET /api/channel/:id/messages', { params: { id: channelId }, query: { cursor: pageParam ?? undefined, limit: MESSAGE_PAGE_SIZE } }),
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

/** A thread: the parent and its newest replies, oldest first; earlier ones load on demand. */
export function useThread(messageId: string) {
  return useQuery({
    queryKey: queryKeys.threadReplies(messageId),
    queryFn: () => callApi('GET /api/messages/:id/replies', { params: { id: messageId } }),
    refetchOnWindowFocus: false,
  });
}

/**
 * 'Show earlier replies': the page before the oldest loaded reply goes in front of them.
 * Live replies keep arriving at the end meanwhile, so the pages are merged, not replaced.
 */
export function useEarlierReplies(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) => callApi('GET /api/messages/:id/replies', { params: { id: messageId }, query: { cursor } }),
    onSuccess: (earlier) => {
      queryClient.setQueryData<ThreadData>(queryKeys.threadReplies(messageId), (thread) => {
        if (!thread) return thread;
        const loaded = new Set(thread.data.map((reply) => reply._id));
        return { ...thread, data: [...earlier.data.filter((reply) => !loaded.has(reply._id)), ...thread.data], nextCursor: earlier.nextCursor };
      });
    },
  });
}

export function usePinnedMessages(channelId: string) {
  return useQuery({
    queryKey: queryKeys.pinnedMessages(channelId),
    queryFn: () => apiData('GET /api/channel/:id/pins', { params: { id: channelId } }),
  });
}

/** Full-text search in every conversation of mine, or in one. */
export function useMessageSearch(text: string, channelId: string | null) {
  const q = text.trim();
  return useQuery({
    queryKey: [...queryKeys.messageSearch(q), channelId ?? 'all'],
    queryFn: () => apiData('GET /api/messages/search', { query: { q, channelId: channelId ?? undefined } }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
