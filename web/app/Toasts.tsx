import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './api/queryKeys';
import { lazyComponent } from './lazyComponent';
import { useThemeMode } from './ThemeModeProvider';
import { subscribeToastRequests, toastsRequested } from './toasts';

const ToastContainer = lazyComponent(() => import('react-toastify').then((module) => module.ToastContainer));

/** Whether someone is signed in, read from the session query without asking the server. */
function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => Boolean(queryClient.getQueryData(queryKeys.session)),
  );
}

/** The toasts' container, loaded once someone signs in or a public page shows a toast; kept from then on. */
export function Toasts() {
  const { mode } = useThemeMode();
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested);
  const signedIn = useSignedIn();
  const wanted = requested || signedIn;
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      theme={mode === 'dark' ? 'dark' : 'light'}
      style={{ top: 58 }}
    />
  );
}
