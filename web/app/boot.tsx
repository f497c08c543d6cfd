import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { UserData } from '../../domain/users/types';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { beginSession, startFirstRequests } from './firstRequests';

export { preloadSignedInHome } from './router';

/**
 * Starts the whole app (router, data layer, shell) in `root` for the page the address bar shows:
 * as main.tsx boots, or when a sign-in page drawn without it (signIn.tsx) hands over, with the
 * person who has just signed in.
 */
export function bootApp(root: Root, signedIn?: UserData): void {
  const queryClient = createQueryClient();
  const { pathname, search } = window.location;
  if (signedIn) {
    beginSession({ queryClient, user: signedIn, path: pathname + search });
  } else {
    // Before React and the router load the page's modules: who is signed in, and the page's answers.
    startFirstRequests(queryClient, window.location);
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
