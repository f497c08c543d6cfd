import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Attachment } from '../../../domain/chat/chat';
import { getSocket } from '../../app/socket';
import { useCurrentUser } from '../../app/session/useSession';
import { upsertMessage } from './messageCache';
import { outbox, type OutboxEntry } from './outbox';

/** Connected but unanswered for this long: the send is shown as failed (Retry sends it again). */
export const ACK_TIMEOUT_MS = 15_000;

export const NOT_SENT_TEXT = 'Not sent';

/**
 * Sends one outbox entry over the socket. While the socket is down the entry stays
 * pending and goes out on the next connect (flushOutbox), with the same clientId.
 */
export function deliver(queryClient: QueryClient, entry: OutboxEntry): void {
  const socket = getSocket();
  if (!socket?.connected) return;
  let answered = false;
  const timer = setTimeout(() => {
    // Still connected and no answer: say so. Disconnected: it is re-sent on connect.
    if (!answered && getSocket()?.connected) outbox.update(entry.clientId, { status: 'failed', error: 'No answer from the server' });
  }, ACK_TIMEOUT_MS);
  socket.emit(
    'send_message',
    {
      channelId: entry.channelId,
      message: entry.message,
      clientId: entry.clientId,
      ...(entry.parentMessageId ? { parentMessageId: entry.parentMessageId } : {}),
      attachmentIds: entry.attachments.map((attachment) => attachment._id),
      mentions: entry.mentions,
    },
    (result) => {
      answered = true;
      clearTimeout(timer);
      if (result.ok) upsertMessage(queryClient, result.data);
      else outbox.update(entry.clientId, { status: 'failed', error: result.message });
    },
  );
}

/** After a (re)connect: everything still pending goes out again, under its own clientId. */
export function flushOutbox(queryClient: QueryClient): void {
  for (const entry of outbox.get().entries) if (entry.status === 'pending') deliver(queryClient, entry);
}

export function retrySend(queryClient: QueryClient, clientId: string): void {
  const entry = outbox.entry(clientId);
  if (!entry) return;
  outbox.update(clientId, { status: 'pending', error: null });
  deliver(queryClient, { ...entry, status: 'pending', error: null });
}

function newClientId(): string {
  return crypto.randomUUID();
}

export interface OutgoingMessage {
  message: string;
  attachments: Attachment[];
  mentions: string[];
}

/** Optimistic send to a conversation (or, with parentMessageId, to a thread). */
export function useSendMessage(channelId: string, parentMessageId: string | null = null) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const send = useCallback(
    ({ message, attachments, mentions }: OutgoingMessage) => {
      const entry: OutboxEntry = {
        clientId: newClientId(),
        channelId,
        parentMessageId,
        message,
        attachments,
        mentions,
        sender: { _id: me._id, name: me.name, email: me.email },
        timestamp: new Date().toISOString(),
        status: 'pending',
        error: null,
      };
      outbox.add(entry);
      deliver(queryClient, entry);
      return entry.clientId;
    },
    [channelId, parentMessageId, me, queryClient],
  );
  const retry = useCallback((clientId: string) => retrySend(queryClient, clientId), [queryClient]);
  return { send, retry };
}
