import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../domain/session/keys';
import { takeContractViolations } from './contractFakes';
import { keepEveryCompiledSelector } from './selectorCache';

// Pages load lazily; on a busy two-core CI machine the first render can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });
// Role queries in a file's later tests would otherwise recompile every style rule's selector.
keepEveryCompiledSelector(document);
// Each test renders the whole app (routes, lazy pages, MUI) in jsdom: seconds on such a
// machine, so the 5 s default test timeout fails tests that are merely slow, not wrong.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Nothing matches: a wide, light screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom does no layout, and its Range has no client rects: ProseMirror (the rich-text editors)
// asks for them to scroll the caret into view after each keystroke. No layout: no rects.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

// The route-change bar removes its element on a timer (NProgress.done): a timer that can
// fire after a test file's jsdom is gone, as an uncaught 'document is not defined'.
// The bar is decoration; in jsdom it does nothing.
vi.mock('nprogress', () => ({ default: { configure: () => undefined, start: () => undefined, done: () => undefined, set: () => undefined, inc: () => undefined, remove: () => undefined } }));

// The app's RouterProvider comes from react-router/dom (it applies flushSync navigations), whose
// build under Node loads a second copy of react-router beside the one the app's modules get here:
// its routes then find no router ('useRouteError must be used within a data router'). The tests'
// one copy's RouterProvider is the same component without the flushSync option, which they never use.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

afterEach(async () => {
  const violations = takeContractViolations();
  cleanup();
  // The app's one socket is module state: a test whose app connected it (as the app boots, before
  // any shell mounts to close it) must not hand it, and its cache, to the next test. Imported here,
  // not at the top, so a test file's own mock of socket.io-client is the one the module sees.
  (await import('../app/socket')).disconnectSocket();
  localStorage.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
