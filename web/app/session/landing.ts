import { postLoginRoute } from '../../../domain/permissions/roles';
import type { UserData } from '../../../domain/users/types';

// Apart from useSession.ts, which loads the data layer: the sign-in pages drawn without it need these too.

const REDIRECT_PARAM = 'redirectUrl';

export function loginPath(pathAndSearch: string): string {
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(pathAndSearch)}`;
}

/** Where a signed-in person goes from a sign-in page: its redirectUrl when their role may open it, else their home. */
export function landingAfterSignIn(role: UserData['role'], search: URLSearchParams | string): string {
  return postLoginRoute(role, new URLSearchParams(search).get(REDIRECT_PARAM));
}
