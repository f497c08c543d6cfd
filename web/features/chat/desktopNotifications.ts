import { useSyncExternalStore } from 'react';
import type { Channel, Message } from '../../../domain/chat/chat';
import { readPreference, watchPreference, writePreference } from '../../app/storedPreference';
import { authorName, conversationName } from './chatText';
import { lastMessageText, plainText } from './conversationDisplay';

/**
 * Desktop notifications for chat, as Slack and Mattermost give them: while this page is in
 * the background, a direct or group message, a mention in a channel and an incoming call
 * pop up from the operating system; a click brings the page back at the conversation.
 * Off until the user turns them on (browsers ask for permission only on a click), per
 * browser, kept in localStorage beside the permission the browser keeps.
 */

const ENABLED_KEY = 'chatDesktopNotifications';
/** Longer previews are cut: the operating system shows two or three lines at most. */
const BODY_LENGTH = 140;

export type DesktopNotificationState = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

const readEnabled = () => readPreference(ENABLED_KEY) === 'on';

let enabled = readEnabled();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function desktopNotificationState(): DesktopNotificationState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return enabled && Notification.permission === 'granted' ? 'on' : 'off';
}

function store(on: boolean): void {
  enabled = on;
  writePreference(ENABLED_KEY, on ? 'on' : 'off');
  changed();
}

/** Turns them on, asking the browser first when it has not been asked; call from a click. */
export async function enableDesktopNotifications(): Promise<DesktopNotificationState> {
  if (!supported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  store(permission === 'granted');
  return desktopNotificationState();
}

export function disableDesktopNotifications(): void {
  store(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unwatch = watchPreference(ENABLED_KEY, () => {
    enabled = readEnabled();
    changed();
  });
  return () => {
    listeners.delete(listener);
    unwatch();
  };
}

export function useDesktopNotifications(): DesktopNotificationState {
  return useSyncExternalStore(subscribe, desktopNotificationState, desktopNotificationState);
}

/** Someone looking at this page sees the message here: the sidebar badge and the sound say enough. */
function pageInView(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

function show(title: string, options: { body: string; tag: string }, onClick: () => void): Notification | null {
  if (desktopNotificationState() !== 'on' || pageInView()) return null;
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return notification;
  } catch {
    // Some browsers (Chrome on Android) only show notifications from a service worker.
    return null;
  }
}

const cut = (text: string) => (text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH - 1)}…` : text);

/**
 * Whether a message from someone else should pop up: every message of a direct or group
 * conversation, in a channel only one that mentions you; never in a muted conversation.
 */
export function wantsDesktopNotification(channel: Pick<Channel, 'channelType' | 'isMuted'>, message: Pick<Message, 'mentions'>, myId: string): boolean {
  if (channel.isMuted) return false;
  return channel.channelType !== 'channel' || message.mentions.includes(myId);
}

/** A new message, if it should pop up (see wantsDesktopNotification); a click opens its conversation. */
export function notifyMessage(channel: Channel, message: Message, myId: string, open: (channelId: string) => void): Notification | null {
  if (!wantsDesktopNotification(channel, message, myId)) return null;
  const sender = message.kind === 'notice' ? authorName(message) : (message.sender?.name ?? 'Someone');
  const title = channel.channelType === 'direct' ? sender : `${sender} in ${conversationName(channel, myId)}`;
  // One per conversation: a newer message replaces the older one instead of piling up.
  return show(title, { body: cut(plainText(lastMessageText(message))), tag: `chat:${channel._id}` }, () => open(channel._id));
}

/**
 * A thread reply pops up for the one who started the thread or whom it mentions (Slack's
 * rule for threads you are in), never in a muted conversation.
 */
export function notifyThreadReply(channel: Channel, reply: Message, parent: Pick<Message, 'sender'>, myId: string, open: (channelId: string) => void): Notification | null {
  if (channel.isMuted || reply.sender?._id === myId) return null;
  if (parent.sender?._id !== myId && !reply.mentions.includes(myId)) return null;
  const sender = reply.sender?.name ?? 'Someone';
  return show(`${sender} replied in ${conversationName(channel, myId)}`, { body: cut(plainText(lastMessageText(reply))), tag: `thread:${reply.thread.parentMessage ?? reply._id}` }, () => open(channel._id));
}

/** An incoming call, while the page is in the background; a click brings the ringing prompt forward. */
export function notifyCall(call: { callId: string; type: 'audio' | 'video'; initiatorName: string }): Notification | null {
  return show(`Incoming ${call.type === 'video' ? 'Video' : 'Voice'} Call`, { body: `${call.initiatorName} is calling you.`, tag: `call:${call.callId}` }, () => undefined);
}

/** Tests: forget the stored choice. */
export function resetDesktopNotifications(): void {
  enabled = readEnabled();
  changed();
}
