import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KIOSK_MESSAGES } from '../../../../domain/visitors/visits';
import { createQueryClient } from '../../../app/api/queryClient';
import { routes } from '../../../app/router';
import { ThemeModeProvider } from '../../../app/ThemeModeProvider';
import { sessionApi } from '../../../test/renderApp';
import { KIOSK_IDLE_MS } from './KioskPage';
import { API, HOSTS, INFO, KIOSK_PATH, signedIn, VISIT } from './kioskTestData';
import { kioskPublicRoutes } from './routes';

beforeAll(() => import('./KioskPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

/**
 * The real app's routes with the kiosk's among the public ones, as the visitors plug-in will
 * declare them: no session is needed and the signed-in shell is not drawn around it.
 */
function renderKiosk(path = KIOSK_PATH) {
  const [root, ...rest] = routes as [NonIndexRouteObject, ...RouteObject[]];
  const [guestOnly, ...others] = root.children ?? [];
  const withKiosk: RouteObject[] = [{ ...root, children: [guestOnly!, ...kioskPublicRoutes, ...others] }, ...rest];
  const router = createMemoryRouter(withKiosk, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const kioskApi = (extra: Parameters<typeof sessionApi>[1] = {}) => sessionApi(null, { [`GET ${API}`]: () => ({ body: { data: INFO } }), ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe('the kiosk', { timeout: 60_000 }, () => {
  it('signs an invited visitor in by their typed code once they accept the agreement, with no session', async () => {
    const calls = kioskApi({
      [`GET ${API}/visit`]: () => ({ body: { data: VISIT } }),
      [`POST ${API}/sign-in`]: () => ({ body: { data: signedIn(VISIT) } }),
    });
    const router = renderKiosk();
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Inc' }, FIRST_PAINT)).toBeTruthy();
    // The shell's drawer and top bar are not here: a public page.
    expect(screen.queryByRole('navigation')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'I have an invitation' }));
    // No camera in jsdom: the visitor is told to type instead.
    expect(screen.getByText('No camera here. Please type your code instead.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your code' }), 'abcd 2345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeTruthy();
    expect(screen.getByText(/Your host: Ada Lovelace/)).toBeTruthy();
    expect(screen.getByText(INFO.agreementText)).toBeTruthy();
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect((signIn as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    expect((signIn as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(signIn);

    expect(await screen.findByRole('heading', { name: 'You are signed in.' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace has been told you are here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print badge' }).getAttribute('href')).toBe(`${API}/visit/${VISIT._id}/badge`);
    expect(calls.find((call) => call.path === `${API}/visit`)?.query).toBe('code=ABCD2345');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'ABCD2345', agreementAccepted: true });
    expect(router.state.location.pathname).toBe(KIOSK_PATH);
  });

  it("shows the server's refusal at the code in words, and says when there were too many tries", async () => {
    let tries = 0;
    kioskApi({
      [`GET ${API}/visit`]: () =>
        ++tries === 1
          ? { status: 404, body: { message: KIOSK_MESSAGES.unknownCode, code: 'NOT_FOUND' } }
          : { status: 429, body: { message: 'Too many requests', code: 'TOO_MANY_ATTEMPTS' } },
    });
    const router = renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: 'I have an invitation' }, FIRST_PAINT));
    const code = screen.getByRole('textbox', { name: 'Your code' });
    await userEvent.type(code, 'ABCD234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your code has 8 letters and digits')).toBeTruthy();

    await userEvent.type(code, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(KIOSK_MESSAGES.unknownCode.replace('code: ', ''))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many tries, please wait a moment')).toBeTruthy();
    // A 404 or 429 from the kiosk's calls is no lost session: no trip to /login.
    expect(router.state.location.pathname).toBe(KIOSK_PATH);
  });

  it('has a walk-in wait for their host, finds hosts by name only, and shows the approval when it comes', async () => {
    let polls = 0;
    const waiting = { ...VISIT, _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', visitorName: '<b>Alan</b>', company: '', hostName: 'Ada Lovelace', status: 'awaitingApproval' as const };
    const calls = kioskApi({
      [`GET ${API}/hosts`]: () => ({ body: { data: HOSTS } }),
      [`POST ${API}/walk-in`]: () => ({ status: 201, body: { data: waiting } }),
      [`GET ${API}/visit/${waiting._id}`]: () => ({ body: { data: ++polls < 2 ? waiting : signedIn(waiting) } }),
    });
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: "I'm a walk-in" }, FIRST_PAINT));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), '<b>Alan</b>');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Bletchley');

    const host = screen.getByRole('combobox', { name: 'Who are you visiting?' });
    await userEvent.type(host, 'A');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.some((call) => call.path === `${API}/hosts`)).toBe(false);
    await userEvent.type(host, 'd');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ada Lovelace', 'Adam Smith']);
    expect(calls.filter((call) => call.path === `${API}/hosts`).map((call) => call.query)).toEqual(['search=Ad']);
    await userEvent.click(options[0]!);

    // The agreement is required: the button waits for it.
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    await userEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Waiting for Ada Lovelace to approve your visit…' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '<b>Alan</b>', company: 'Bletchley', hostId: HOSTS[0]!._id, agreementAccepted: true });
    expect(await screen.findByRole('heading', { name: 'Approved: welcome!' }, { timeout: 8000 })).toBeTruthy();
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it('tells a denied walk-in to ask at the front desk', async () => {
    const waiting = { ...VISIT, status: 'awaitingApproval' as const };
    kioskApi({
      [`GET ${API}/hosts`]: () => ({ body: { data: HOSTS } }),
      [`POST ${API}/walk-in`]: () => ({ status: 201, body: { data: waiting } }),
      [`GET ${API}/visit/${VISIT._id}`]: () => ({ body: { data: { ...waiting, status: 'denied' } } }),
    });
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: "I'm a walk-in" }, FIRST_PAINT));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Grace Hopper');
    await userEvent.type(screen.getByRole('combobox', { name: 'Who are you visiting?' }), 'Ada');
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sorry, your visit was not approved.' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Please ask at the front desk.')).toBeTruthy();
  });

  it('signs a visitor out by their code, their name shown as text, never as HTML', async () => {
    const visitorName = '<img src=x onerror=alert(1)>';
    const calls = kioskApi({ [`POST ${API}/sign-out`]: () => ({ body: { data: { ...signedIn(VISIT), visitorName, status: 'signedOut', signedOutAt: '2026-11-26T17:00:00.000Z' } } }) });
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, FIRST_PAINT));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your code' }), 'wxyz-6789');
    await userEvent.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Sign out' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: `Goodbye, ${visitorName}.` })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Thanks for visiting.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'WXYZ6789' });
  });

  it('shows a revoked kiosk as no longer active', async () => {
    sessionApi(null, { [`GET ${API}`]: () => ({ status: 404, body: { message: KIOSK_MESSAGES.revoked, code: 'NOT_FOUND' } }) });
    renderKiosk();
    expect(await screen.findByRole('heading', { name: 'This kiosk is no longer active' }, FIRST_PAINT)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns the whole screen to no longer active when a call says the kiosk was revoked meanwhile', async () => {
    kioskApi({ [`GET ${API}/visit`]: () => ({ status: 404, body: { message: KIOSK_MESSAGES.revoked, code: 'NOT_FOUND' } }) });
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: 'I have an invitation' }, FIRST_PAINT));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your code' }), 'ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'This kiosk is no longer active' })).toBeTruthy();
  });

  it('goes back to the start and forgets what was typed after a minute untouched', async () => {
    kioskApi();
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: "I'm a walk-in" }, FIRST_PAINT));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Grace Hopper');
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_MS - 5_000));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome to Demo Inc' })).toBeTruthy());
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: "I'm a walk-in" }));
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('');
  });
});
