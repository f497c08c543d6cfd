import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../domain/chat/chat';
import { callApi } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { useCurrentUser } from '../../app/session/useSession';
import { onMessagePinned, patchMessage, replaceMessage, toggleReaction } from './messageCache';

/** The answer carries the updated message (the socket event that follows changes nothing). */
function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && '_id' in value && 'channelId' in value && 'reactions' in value;
}

/** Edit, delete, react and pin over HTTP; the room hears it from the server's events. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();

  const { mutateAsync: editAsync } = useMutation({
    mutationFn: ({ message, text, mentions }: { message: Message; text: string; mentions: string[] }) =>
      callApi('PUT /api/messages/:id', { params: { id: message._id }, body: { message: text, mentions } }),
    onMutate: ({ message, text }) => {
      patchMessage(queryClient, message.channelId, message._id, (m) => ({ ...m, message: text, edited: true, editedAt: new Date().toISOString() }));
    },
    onSuccess: (body) => {
      if (isMessage(body?.data)) replaceMessage(queryClient, body.data);
    },
    onError: (_error, { message }) => replaceMessage(queryClient, message),
  });

  const { mutateAsync: removeAsync, isPending: removing } = useMutation({
    mutationFn: (message: Message) => callApi('DELETE /api/messages/:id', { params: { id: message._id } }),
    onSuccess: (body, message) => {
      if (isMessage(body?.data)) replaceMessage(queryClient, body.data);
      else patchMessage(queryClient, message.channelId, message._id, (m) => ({ ...m, deleted: true, message: '', attachments: [], reactions: [] }));
    },
  });

  const { mutate: reactMutate } = useMutation({
    mutationFn: ({ message, emoji }: { message: Message; emoji: string }) =>
      callApi('POST /api/messages/:id/reactions', { params: { id: message._id }, body: { emoji } }),
    onMutate: ({ message, emoji }) => {
      patchMessage(queryClient, message.channelId, message._id, (m) => toggleReaction(m, emoji, me));
    },
    onSuccess: (body) => {
      if (isMessage(body?.data)) replaceMessage(queryClient, body.data);
    },
    onError: (_error, { message }) => replaceMessage(queryClient, message),
  });

  const { mutate: pinMutate } = useMutation({
    mutationFn: (message: Message) => message.pinned
        ? callApi('DELETE /api/messages/:id/pin', { params: { id: message._id } })
        : callApi('POST /api/messages/:id/pin', { params: { id: message._id } }),
    onSuccess: (body, message) => {
      if (isMessage(body?.data)) onMessagePinned(queryClient, body.data);
      else {
        patchMessage(queryClient, message.channelId, message._id, (m) => ({ ...m, pinned: !message.pinned }));
        void queryClient.invalidateQueries({ queryKey: queryKeys.pinnedMessages(message.channelId) });
      }
    },
  });

  return useMemo(
    () => ({
      edit: (message: Message, text: string, mentions: string[]) => editAsync({ message, text, mentions }),
      remove: (message: Message) => removeAsync(message),
      react: (message: Message, emoji: string) => reactMutate({ message, emoji }),
      togglePin: (message: Message) => pinMutate(message),
      removing,
    }),
    [editAsync, removeAsync, reactMutate, pinMutate, removing],
  );
}
