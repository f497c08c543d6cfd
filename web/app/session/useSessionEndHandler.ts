import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isPublicRoute } from '../../../domain/permissions/roles';
import { queryKeys } from '../api/queryKeys';
import { onSessionEnd } from './sessionEvents';
import { clearSession } from './storage';
import { loginPath } from './landing';

/**
 * Reacts to endSession(): forgets everything about the user, then leaves for /login.
 * Returns true while that navigation is pending so the caller can stop rendering the
 * protected page, whose own guard would otherwise race us with a different redirect.
 */
export function useSessionEndHandler(): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [leavingKey, setLeavingKey] = useState<string | null>(null);

  useEffect(
    () =>
      onSessionEnd((reason) => {
        clearSession();
        // Loaded on demand: the public pages, where this handler also runs, never open a socket.
        void import('../socket').then((socket) => socket.disconnectSocket());
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        const target =
          reason === 'logout' ? '/login' : isPublicRoute(location.pathname) ? null : loginPath(location.pathname + location.search);
        if (!target) return;
        setLeavingKey(location.key);
        void navigate(target, { replace: true });
      }),
    [location, navigate, queryClient],
  );

  return leavingKey === location.key;
}
