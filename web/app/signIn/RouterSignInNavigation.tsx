import { useMemo } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UserData } from '../../../domain/users/types';
import { beginSession } from '../firstRequests';
import { preloadSignedInHome } from '../router';
import { landingAfterSignIn } from '../session/landing';
import { SignInNavigationContext, type SignInNavigation } from './signInNavigation';

/** The sign-in and email-link pages inside the app: the router moves between them, and the session goes into the data layer. */
export function RouterSignInNavigation() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigation = useMemo<SignInNavigation>(
    () => ({
      search,
      navigate: (to, options) => void navigate(to, options),
      completeSignIn: (user: UserData) => {
        const path = landingAfterSignIn(user.role, search);
        beginSession({ queryClient, user, path });
        void navigate(path, { replace: true });
      },
      preloadSignedIn: preloadSignedInHome,
    }),
    [search, navigate, queryClient],
  );
  return (
    <SignInNavigationContext value={navigation}>
      <Outlet />
    </SignInNavigationContext>
  );
}
