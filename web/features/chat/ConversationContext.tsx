import { createContext, useContext } from 'react';
import type { Channel, ChatMember, Message } from '../../../domain/chat/chat';
import type { UserData } from '../../../domain/users/types';
import type { useMessageActions } from './useMessageActions';

/** What every message of the open conversation needs: who I am, what I may do, and how. */
export interface ConversationContextValue {
  channel: Channel;
  me: UserData;
  /** Owner and admin may delete anyone's message. */
  canModerate: boolean;
  members: readonly ChatMember[];
  memberNames: readonly string[];
  /** The message being edited in place (one at a time, in the list or a thread). */
  editingId: string | null;
  setEditingId: (messageId: string | null) => void;
  openThread: (messageId: string) => void;
  retry: (clientId: string) => void;
  actions: ReturnType<typeof useMessageActions>;
  /** Briefly marked after a jump (search, pins, unread). */
  highlightedId: string | null;
}

export const ConversationContext = createContext<ConversationContextValue | null>(null);

export function useConversation(): ConversationContextValue {
  const value = useContext(ConversationContext);
  if (!value) throw new Error('useConversation must be used inside a conversation');
  return value;
}

export function canEdit(message: Message, meId: string): boolean {
  return message.kind === 'message' && !message.deleted && message.sender?._id === meId;
}

export function canDelete(message: Message, meId: string, canModerate: boolean): boolean {
  return message.kind === 'message' && !message.deleted && (message.sender?._id === meId || canModerate);
}
