import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { UserData } from '../../../domain/users/types';
import { signInPages } from '../../features/auth/routes';
import { FullPageStatus } from '../components/FullPageStatus';
import { documentTitleFor } from '../shell/documentTitleFor';
import { landingAfterSignIn } from '../session/landing';
import { ThemeModeProvider } from '../ThemeModeProvider';
import { SignInNavigationContext, type SignInNavigation } from './signInNavigation';

const pageAt = (pathname: string) => signInPages.find((page) => page.path === pathname);

/** Whether this page can be drawn without the router: /login and /signup. */
export const isSignInPage = (pathname: string) => pageAt(pathname) !== undefined;

/**
 * Starts the whole app in the same document for the page the address bar now shows (the router
 * draws it from there), with whoever has just signed in (bootApp remembers them). Its modules are mostly loaded already:
 * the form preloads them at the first keystroke.
 */
export function handOver(root: Root, signedIn?: UserData): void {
  import('../boot').then(
    ({ bootApp }) => bootApp(root, signedIn),
    // The app's files could not load (a new release replaced them, the network dropped): the page
    // as the server serves it now.
    () => window.location.reload(),
  );
}

const preloadApp = () =>
  void import('../boot').then(
    (boot) => boot.preloadSignedInHome(),
    () => undefined, // handOver asks again, and reloads the page if it still cannot
  );

interface Shown {
  pathname: string;
  search: string;
}

/**
 * The sign-in pages opened cold, without the router and the data layer (a fifth of their
 * JavaScript): moving between /login and /signup stays here; any other page, and a completed
 * sign-in, hands the document over to the app.
 */
export function SignInApp({ root }: { root: Root }) {
  const [shown, setShown] = useState<Shown>(() => ({ pathname: window.location.pathname, search: window.location.search }));
  // Wrapped: a component handed to setState alone would be called as an updater.
  const [drawn, setDrawn] = useState<{ Page: ComponentType } | null>(null);

  useEffect(() => {
    const followHistory = () => {
      const { pathname, search } = window.location;
      if (isSignInPage(pathname)) setShown({ pathname, search });
      else handOver(root);
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [root]);

  useEffect(() => {
    const page = pageAt(shown.pathname);
    if (!page) return;
    document.title = documentTitleFor(page.title, 0);
    let current = true;
    page.load().then(
      (Page) => current && setDrawn({ Page }),
      () => window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [shown.pathname]);

  const navigation = useMemo<SignInNavigation>(() => {
    const search = new URLSearchParams(shown.search);
    return {
      search,
      navigate(to, options) {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
        const { pathname, search: query } = window.location;
        if (isSignInPage(pathname)) setShown({ pathname, search: query });
        else handOver(root);
      },
      completeSignIn(user) {
        window.history.replaceState(null, '', landingAfterSignIn(user.role, search));
        handOver(root, user);
      },
      preloadSignedIn: preloadApp,
    };
  }, [root, shown.search]);

  // The page shown stays until the next one's code is in, as the router does with its lazy pages.
  const Page = drawn?.Page;
  return (
    <ThemeModeProvider>
      <SignInNavigationContext value={navigation}>{Page ? <Page /> : <FullPageStatus />}</SignInNavigationContext>
    </ThemeModeProvider>
  );
}
