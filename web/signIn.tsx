import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mayBeSignedIn } from './app/session/storage';
import { handOver, isSignInPage, SignInApp } from './app/signIn/SignInApp';

/**
 * The entry of /login and /signup opened cold (the server serves signin.html for them): the page
 * is drawn without the router and the data layer, which load as the visitor types and take over
 * once they sign in or leave for another page. Someone who may be signed in goes straight to the
 * app, whose guard sends them on.
 */
const root = createRoot(document.getElementById('root')!);
if (mayBeSignedIn() || !isSignInPage(window.location.pathname)) {
  handOver(root);
} else {
  root.render(
    <StrictMode>
      <SignInApp root={root} />
    </StrictMode>,
  );
}
