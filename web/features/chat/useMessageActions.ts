import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../domain/chat/chat';
import { apiData } from '../../app/api/client';
import { useCurrentUser } from '../../app/session/useSession';
import { onMessagePinned, patchMessage, replaceMessage, toggleReaction } from './messageCache';

/**
 * Edit, delete, react and pin over HTTP; the room hears it from the server's events. Each answer
 * is the updated message (the contract says so), and the socket event that follows changes nothing.
 */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();

  const { mutateAsync: editAsync } = useMutation({
    mutationFn: ({ message, text, mentions }: { message: Message; text: string; mentions: string[] }) =>
      apiData('PUT /api/messages/:id', { params: { id: message._id }, body: { message: text, mentions } }),
    onMutate: ({ message, text }) => {
      patchMessage(queryClient, message.channelId, message._id, (m) => ({ ...m, message: text, edited: true, editedAt: new Date().toISOString() }));
    },
    onSuccess: (updated) => replaceMessage(queryClient, updated),
    onError: (_error, { message }) => replaceMessage(queryClient, message),
  });

  const { mutateAsync: removeAsync, isPending: removing } = useMutation({
    mutationFn: (message: Message) => apiData('DELETE /api/messages/:id', { params: { id: message._id } }),
    onSuccess: (deleted) => replaceMessage(queryClient, deleted),
  });

  const { mutate: reactMutate } = useMutation({
    mutationFn: ({ message, emoji }: { message: Message; emoji: string }) =>
      apiData('POST /api/messages/:id/reactions', { params: { id: message._id }, body: { emoji } }),
    onMutate: ({ message, emoji }) => {
      patchMessage(queryClient, message.channelId, message._id, (m) => toggleReaction(m, emoji, me));
    },
    onSuccess: (updated) => replaceMessage(queryClient, updated),
    onError: (_error, { message }) => replaceMessage(queryClient, message),
  });

  const { mutate: pinMutate } = useMutation({
    mutationFn: (message: Message) => message.pinned
        ? apiData('DELETE /api/messages/:id/pin', { params: { id: message._id } })
        : apiData('POST /api/messages/:id/pin', { params: { id: message._id } }),
    onSuccess: (updated) => onMessagePinned(queryClient, updated),
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
