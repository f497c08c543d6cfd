import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TYPING_EXPIRY_MS, TYPING_THROTTLE_MS } from '../../../domain/chat/chatRules';
import { getSocket, useSocketEvent } from '../../app/socket';

interface Typist {
  userId: string;
  name: string;
}

/**
 * Who else is typing in this conversation (spec 4): added once per person, never
 * yourself, removed on stop, on their message, after TYPING_EXPIRY_MS without news,
 * and all at once when the socket drops.
 */
export function useTypingUsers(channelId: string, meId: string): string[] {
  const [typists, setTypists] = useState<Typist[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const drop = useCallback((userId: string) => {
    const timer = timers.current.get(userId);
    if (timer) clearTimeout(timer);
    timers.current.delete(userId);
    setTypists((current) => (current.some((typist) => typist.userId === userId) ? current.filter((typist) => typist.userId !== userId) : current));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useSocketEvent('user_typing', ({ userId, channelId: typingIn, name }) => {
    if (typingIn !== channelId || userId === meId) return;
    const previous = timers.current.get(userId);
    if (previous) clearTimeout(previous);
    timers.current.set(userId, setTimeout(() => drop(userId), TYPING_EXPIRY_MS));
    setTypists((current) => (current.some((typist) => typist.userId === userId) ? current : [...current, { userId, name }]));
  });
  useSocketEvent('user_stopped_typing', ({ userId, channelId: typingIn }) => {
    if (typingIn === channelId) drop(userId);
  });
  useSocketEvent('new_message', (message) => {
    if (message.channelId === channelId && message.sender) drop(message.sender._id);
  });
  useSocketEvent('disconnect', () => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setTypists([]);
  });

  return useMemo(() => typists.map((typist) => typist.name), [typists]);
}

/** Tells the room I am typing, at most every TYPING_THROTTLE_MS, and that I stopped (send, blur). */
export function useTypingNotifier(channelId: string) {
  const lastSent = useRef(0);
  const stop = useCallback(() => {
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    const socket = getSocket();
    if (socket?.connected) socket.emit('stop_typing', { channelId });
  }, [channelId]);
  const notify = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    const socket = getSocket();
    if (!socket?.connected) return;
    lastSent.current = now;
    socket.emit('typing', { channelId });
  }, [channelId]);
  // Leaving the conversation while typing.
  useEffect(() => stop, [stop]);
  return useMemo(() => ({ notify, stop }), [notify, stop]);
}
