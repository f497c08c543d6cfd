import { createContext, useContext } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '../../../domain/session/keys';
import type { UserData } from '../../../domain/users/types';
import { ApiError, apiData } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { clearSession, mayBeSignedIn, persistSession } from './storage';

/** A 401 here is an answer ("nobody is signed in"), not an error, so it never triggers a logout. */
async function fetchSession(): Promise<UserData | null> {
  if (!mayBeSignedIn()) return null;
  try {
    const user = await apiData('GET /api/check');
    persistSession(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Nobody behind the hints: forget them, so the next public page does not ask again.
      document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
      clearSession();
      return null;
    }
    throw error;
  }
}

/** Who is signed in; asked as the app boots on a page of the shell (firstRequests.ts), or by the guards. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: Infinity,
  meta: { errorHandledLocally: true },
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Filled by RequireAuth, so pages under it never see a missing user mid-logout. */
export const CurrentUserContext = createContext<UserData | null>(null);

export function useCurrentUser(): UserData {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used under RequireAuth');
  return user;
}

