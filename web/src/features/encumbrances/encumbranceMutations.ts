import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { encumbrancesResource, ZBadRequestSchema, type Issue } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { ApiError } from '../../api/client.ts';
import { resourceApi } from '../../api/resources.ts';
import type { EncumbranceSubmission } from './encumbranceForm.ts';
import { encumbranceKeys } from './encumbranceQueries.ts';

/**
 * A parent lists its subleases, so every view of leases may have changed. They refetch when
 * next shown: the page is left right after a save or delete, and refetching the lease it
 * showed (or just deleted) would only delay that.
 */
const markLeasesStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: encumbranceKeys.all, refetchType: 'none' });

/** Creates or updates a lease; the form shows the errors on its fields (no toast). */
export function useSaveEncumbrance() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: EncumbranceSubmission) => {
      const api = resourceApi(client, encumbrancesResource);
      return submission.mode === 'create'
        ? api.create(submission.data)
        : api.update(submission.id, submission.data);
    },
    onSuccess: () => markLeasesStale(queryClient),
    meta: { handlesErrors: true },
  });
}

/** Deletes a lease; a 409 (it still has subleases, …) is shown in the confirmation dialog. */
export function useDeleteEncumbrance() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resourceApi(client, encumbrancesResource).delete(id),
    onSuccess: () => markLeasesStale(queryClient),
    meta: { handlesErrors: true },
  });
}

/** The issues of a 400 answer, or none. */
export function issuesOf(error: unknown): Issue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const parsed = ZBadRequestSchema.safeParse(error.body);
  return parsed.success ? parsed.data.issues : [];
}
