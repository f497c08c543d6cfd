import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Channel, ChatMember, UpdateChannelBody } from '../../../domain/chat/chat';
import { conversationTypeFor, groupNameFor, SOMETHING_WENT_WRONG_TEXT } from '../../../domain/chat/chatRules';
import { ApiError, apiData, callApi } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { useCurrentUser } from '../../app/session/useSession';
import { mergeConversation, removeConversation, upsertConversation } from './conversationCache';

/** The message a 4xx answer carries, or null when the server gave none (or failed on its side). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500) return null;
  return error.message && error.message !== SOMETHING_WENT_WRONG_TEXT ? error.message : null;
}

/** Everyone in the organisation but you, optionally filtered by name or email. */
export function useChatPeople(search: string, enabled = true) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.chatPeople(term),
    queryFn: () => apiData('GET /api/chat/users', { query: { search: term } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorHandledLocally: true },
  });
}

/** The organisation's channels with your membership, for the channel browser. */
export function useChannelDirectory(enabled = true) {
  return useQuery({
    queryKey: queryKeys.channelDirectory,
    queryFn: () => apiData('GET /api/channels', { query: { channelType: 'channel' } }),
    enabled,
    meta: { errorHandledLocally: true },
  });
}

/**
 * Spec 5: one person picked makes (or reopens) a direct conversation, more make a group
 * named after you and them. The dialog shows the failure itself (spec 8).
 */
export function useStartConversation() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (people: readonly ChatMember[]) => {
      const members = people.map((person) => person._id);
      if (conversationTypeFor(people.length) === 'direct') {
        return apiData('POST /api/channels/direct', { body: { channelType: 'direct', members, createdBy: user._id, name: people[0]?.name ?? '' } });
      }
      return apiData('POST /api/channels', {
        body: {
          channelType: 'group',
          members,
          createdBy: user._id,
          name: groupNameFor(user.name, people.map((person) => person.name)),
        },
      });
    },
    onSuccess: (channel) => upsertConversation(queryClient, channel),
    meta: { errorHandledLocally: true },
  });
}

/** Create Group: a named group of you and at least two others (the dialog warns on failure, spec 8). */
export function useCreateGroup() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, members }: { name: string; members: readonly string[] }) =>
      apiData('POST /api/channels', { body: { channelType: 'group', members: [...members], createdBy: user._id, name: name.trim() } }),
    onSuccess: (channel) => upsertConversation(queryClient, channel),
    meta: { errorHandledLocally: true },
  });
}

/** An organisation-wide channel; its creator is its first member with the people they picked, anyone may join. */
export function useCreateChannel() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, members = [] }: { name: string; members?: readonly string[] }) =>
      apiData('POST /api/channels', { body: { channelType: 'channel', members: [...members], createdBy: user._id, name: name.trim() } }),
    onSuccess: (channel) => {
      upsertConversation(queryClient, { ...channel, isMember: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });
    },
    meta: { errorHandledLocally: true },
  });
}

/** Rename, mute or unmute (for you), archive. The entry changes at once and is put back on failure. */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, changes }: { channelId: string; changes: UpdateChannelBody }) =>
      callApi('PUT /api/channels/update/:id', { params: { id: channelId }, body: changes }).then((body) => body?.data),
    onMutate: async ({ channelId, changes }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.conversations });
      const before = queryClient.getQueryData<Channel[]>(queryKeys.conversations)?.find((item) => item._id === channelId);
      // Archiving waits for the server: the entry (and its confirmation) would vanish at once.
      const { isArchived: _archive, ...instant } = changes;
      mergeConversation(queryClient, { _id: channelId, ...instant });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) mergeConversation(queryClient, context.before);
    },
    onSuccess: (channel, { channelId }) => {
      // The server's answer is the caller's view; keep what it says if it sent one.
      if (channel?._id) mergeConversation(queryClient, { ...channel, _id: channelId });
      void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });
    },
  });
}

/** Join an organisation channel: add yourself to it. */
export function useJoinChannel() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: Channel) => apiData('POST /api/channel/:id/members', { params: { id: channel._id }, body: { members: [user._id] } }),
    onSuccess: (joined) => {
      // The answer is the channel as the caller now sees it (with them among its members).
      upsertConversation(queryClient, joined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });
    },
  });
}

/** Add people to a group or channel; they hear of it live, and the answer is the conversation with them in it. */
export function useAddPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, members }: { channelId: string; members: readonly string[] }) => apiData('POST /api/channel/:id/members', { params: { id: channelId }, body: { members: [...members] } }),
    onSuccess: (channel) => {
      mergeConversation(queryClient, channel);
      void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });
    },
    meta: { errorHandledLocally: true },
  });
}

/** Leave a group or channel (never #general). */
export function useLeaveConversation() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: Pick<Channel, '_id'>) => callApi('DELETE /api/channel/:id/members/:userId', { params: { id: channel._id, userId: user._id } }),
    onSuccess: (_answer, channel) => {
      removeConversation(queryClient, channel._id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });
    },
  });
}
