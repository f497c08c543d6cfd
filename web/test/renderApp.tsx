import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SESSION_HINT_COOKIE } from '../../domain/session/keys';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Role } from '../../domain/permissions/roles';
import type { UserData } from '../../domain/users/types';
import { createQueryClient } from '../app/api/queryClient';
import { startFirstRequests } from '../app/firstRequests';
import { routes } from '../app/router';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { checkFakeAnswer } from './contractFakes';

type Handler = (body: unknown) => { status?: number; body: unknown };

/** Fakes the API: `'GET /api/check'` -> handler (matched without the query). Unlisted calls answer 404. Returns the call log. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const [path = '', query = ''] = String(input).split('?');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query, body });
    const handler = handlers[`${method} ${path}`];
    const result = handler ? handler(body) : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    checkFakeAnswer(method, path, result.status ?? 200, result.body);
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function userWithRole(role: Role, name = 'Ada Lovelace'): UserData {
  return {
    _id: `user-${role}`,
    name,
    email: `${role}@demo.test`,
    role,
    organizationId: role === 'super_admin' ? null : 'org-1',
    organizationName: role === 'super_admin' ? null : 'Demo Inc',
    avatar: null,
    timeZone: null,
  };
}

/** A signed-in (or, with null, signed-out) API with no other data. */
export function sessionApi(user: UserData | null, extra: Record<string, Handler> = {}) {
  // What the server's sign-in leaves for the page to read (cleared after each test).
  if (user) document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  return mockApi({
    'GET /api/check': () =>
      user ? { body: { data: user } } : { status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } },
    'GET /api/notification': () => ({ body: { unreadCount: 0, data: [] } }),
    'GET /api/project/list': () => ({ body: { data: [] } }),
    // The drawer's conversation list, on every page of the shell.
    'GET /api/channels': () => ({ body: { data: [] } }),
    ...extra,
  });
}

/** The whole app (real routes, guards and toasts) in memory, starting at `path` as a page opened cold (web/main.tsx). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const url = new URL(path, 'http://localhost');
  startFirstRequests(queryClient, { pathname: url.pathname, search: url.search });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
        <ToastContainer />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>{ui}</ThemeModeProvider>
    </QueryClientProvider>,
  );
}
