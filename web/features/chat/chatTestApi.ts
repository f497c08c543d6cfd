import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import type { Channel, Message, MessagePage } from '../../../domain/chat/chat';
import type { UserData } from '../../../domain/users/types';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { general, random, type FakeSocket } from './chatTestData';
import { outbox } from './outbox';

/** The chat page in the whole app, on a fake API (kept apart from chatTestData, which the socket mock imports). */
export interface Setup {
  user?: UserData;
  conversations?: Channel[];
  /** Pages of GET messages per channel, by cursor ('' for the first). */
  pages?: Record<string, Record<string, MessagePage>>;
  extra?: Parameters<typeof sessionApi>[1];
}

export function chatApi({ user = userWithRole('editor'), conversations = [general, random], pages = {}, extra = {} }: Setup) {
  const messageRoutes = Object.fromEntries(
    Object.entries(pages).map(([channelId, byCursor]) => [
      `GET /api/channel/${channelId}/messages`,
      () => {
        const query = calls[calls.length - 1]?.query ?? '';
        const cursor = new URLSearchParams(query).get('cursor') ?? '';
        return { body: byCursor[cursor] ?? { data: [], nextCursor: null } };
      },
    ]),
  );
  const calls = sessionApi(user, {
    'GET /api/channels': () => ({ body: { data: conversations } }),
    ...messageRoutes,
    ...extra,
  });
  return calls;
}

/**
 * A chat page test file's hooks: the page is a lazy route, so its chunk loads once, up front, rather
 * than inside the first test's wait; the outbox (kept across renders, like the tab's) is emptied after each test.
 */
export function chatPageHooks(): void {
  beforeAll(async () => {
    await import('./ChatPage');
  }, 60_000);
  afterEach(() => outbox.reset());
}

export const onePage = (data: Message[]): Record<string, MessagePage> => ({ '': { data, nextCursor: null } });

export async function openChat(path: string, setup: Setup, fake: { socket: FakeSocket | null }) {
  const calls = chatApi(setup);
  const view = renderApp(path);
  await screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(fake.socket?.listening('new_message')).toBe(true));
  return { calls, ...view };
}

export function articleWith(text: string): HTMLElement {
  const article = screen.getByText(text).closest<HTMLElement>('[role="article"]');
  if (!article) throw new Error(`no message with ${text}`);
  return article;
}

