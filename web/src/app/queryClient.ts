import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../api/client.ts';

/** `meta` of queries and mutations. */
export type AtriumQueryMeta = {
  /** The caller shows its errors itself (a form, a payload wrapper): no toast. */
  handlesErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AtriumQueryMeta;
    mutationMeta: AtriumQueryMeta;
  }
}

// A 401 that survived the renewal has been told to the user already, with a sign-in redirect.
const alreadyTold = (error: unknown) => error instanceof ApiError && error.status === 401;

// Client errors will not succeed on a retry; network failures and 5xx may.
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status < 500);

/**
 * The TanStack Query client: query errors and mutation errors become error toasts with the
 * formatted message (specification section 8), unless `meta.handlesErrors` is set.
 */
export function createQueryClient(notifyError: (message: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesErrors || alreadyTold(error)) return;
        notifyError(errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors || alreadyTold(error)) return;
        notifyError(errorText(error));
      },
    }),
    defaultOptions: {
      queries: { retry },
      mutations: { retry: false },
    },
  });
}
