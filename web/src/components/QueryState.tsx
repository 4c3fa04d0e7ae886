import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, errorText } from '../api/client.ts';
import { PageSpinner } from './PageSpinner.tsx';

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** A failed load: the formatted error, and Retry to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}

/**
 * What a page shows for one thing it loads: a spinner, 'Not found' (a warning saying what is
 * missing, or that the user may not see it), the formatted error with Retry, or the thing.
 */
export function QueryState<T>({
  query,
  label,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's label, e.g. 'Loading the tag'. */
  label: string;
  /** What a 404 means here, e.g. 'There is no tag 7, or you may not see it.' */
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={label} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <Alert severity="warning">{notFound}</Alert>;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
