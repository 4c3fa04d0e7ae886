import { Alert } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFound, LoadError } from './QueryState.tsx';

/**
 * A query's failure in place of what it would have shown (a tab's statistics, a card): a 404 as
 * a warning saying what it means here, anything else with Retry; nothing while it has not failed.
 */
export function QueryError({ query, notFound }: { query: UseQueryResult; notFound: string }) {
  if (!query.isError) return null;
  if (isNotFound(query.error)) return <Alert severity="info">{notFound}</Alert>;
  return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
}
