import { useLocation } from 'react-router';

/** The search param that names the open conversation on /chat: `/chat?channel=<id>`. */
export const OPEN_CHANNEL_PARAM = 'channel';

/** The route of the chat page. */
export const CHAT_PATH = '/chat';

/** Link to a conversation on the chat page. */
export function chatPathFor(channelId: string): string {
  return `${CHAT_PATH}?${OPEN_CHANNEL_PARAM}=${encodeURIComponent(channelId)}`;
}

/** The open channel id for a location: only on /chat, from `?channel=`. */
export function openChannelIdFrom(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== CHAT_PATH) return null;
  const id = new URLSearchParams(search).get(OPEN_CHANNEL_PARAM);
  return id ? id : null;
}

/** The conversation open on the chat page, or null anywhere else (or when none is in the URL). */
export function useOpenChannelId(): string | null {
  const { pathname, search } = useLocation();
  return openChannelIdFrom(pathname, search);
}
