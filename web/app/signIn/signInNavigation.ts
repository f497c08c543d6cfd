import { createContext, useContext } from 'react';
import type { UserData } from '../../../domain/users/types';

/**
 * What the sign-in pages need from the app around them. Opened cold, /login and /signup are drawn
 * before the router and the data layer load (signIn.tsx: about a fifth of their JavaScript);
 * reached from inside the app, the router draws them (RouterSignInNavigation). Either way the
 * same pages, through this.
 */
export interface SignInNavigation {
  /** The page's query: ?redirectUrl=, ?email=. */
  search: URLSearchParams;
  /** Goes to another page of the app (a sign-in page, or any other, which the app then draws). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** After a sign-in answers: remember who it is, start the signed-in app and go where redirectUrl (or the role) says. */
  completeSignIn(user: UserData): void;
  /** Starts loading what signing in leads to (the shell and the home page), at the first keystroke. */
  preloadSignedIn(): void;
}

export const SignInNavigationContext = createContext<SignInNavigation | null>(null);

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('useSignInNavigation must be used under a SignInNavigationContext');
  return navigation;
}
