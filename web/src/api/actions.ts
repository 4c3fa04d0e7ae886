import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ResourceAction,
  ResourceActionRequest,
  ResourceActionResponse,
} from '@atrium/contract';
import { useApiClient } from './ApiClientContext.ts';
import type { MutationOptions } from './resourceHooks.ts';
import { statisticsKeys } from './statisticsKeys.ts';

// The calls of the contract's action table (resource-actions.ts), typed by it: a screen names the
// action and gives its body; the path, the body's shape and the answer's type come from there.

/**
 * Runs an action; afterwards every view of the resources it names, and every statistic, is
 * stale (they may count what changed), like after a resource write.
 */
export function useResourceAction<A extends ResourceAction>(
  action: A,
  options: MutationOptions = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResourceActionRequest<A>) =>
      client.apiCall(action.path, body, action.response) as Promise<ResourceActionResponse<A>>,
    onSuccess: () =>
      Promise.all([
        ...action.invalidates.map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}
