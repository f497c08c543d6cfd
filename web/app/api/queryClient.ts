import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { showToast } from '../toasts';
import { showUpgradeRequired } from './upgradeRequired';
import { endSession } from '../session/sessionEvents';
import { ApiError } from './client';
import { queryKeys } from './queryKeys';

/** Set on a query or mutation whose screen shows its own error message. */
interface RequestMeta extends Record<string, unknown> {
  errorHandledLocally?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

/**
 * The one place API errors are routed (DESIGN.md, API conventions): a dead session
 * signs the user out (only if someone was signed in: a wrong password on /login is
 * not a logout), the seat limit opens 'Upgrade Required', any other 403 becomes a
 * toast, and so does a failed action that has no error display of its own. Failed
 * reads show their own error state.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, meta: RequestMeta | undefined, kind: 'query' | 'mutation') => {
    if (!(error instanceof ApiError)) return;
    if (error.endsSession) {
      if (client.getQueryData(queryKeys.session)) endSession('expired');
      return;
    }
    if (error.isUpgradeRequired) {
      // The server names the limit that was reached (seats or projects).
      showUpgradeRequired(error.message);
      return;
    }
    if (meta?.errorHandledLocally) return;
    if (error.status === 403 || kind === 'mutation') showToast('error', error.message);
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta, 'query') }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta, 'mutation'),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
  return client;
}

export function invalidateQueries(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
