import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StatisticsCall, StatisticsRequest, StatisticsResponse } from '@atrium/contract';
import { useApiClient } from './ApiClientContext.ts';
import { statisticsKeys } from './statisticsKeys.ts';

// The statistics calls of the contract's table (statistics-calls.ts), typed by it: a screen names
// the call and gives its body; the path, the body's shape and the answer's type come from there.

export type StatisticOptions<Answer = unknown> = {
  /** The screen shows the error in place (the statistics' error alert): no toast. */
  handlesErrors?: boolean;
  /** Keep showing the last answer while a changed body (a new range) loads. */
  keepPrevious?: boolean;
  /** Ask again every so many milliseconds while it returns a number (a job's status); off when false. */
  refetchInterval?: (answer: Answer | undefined) => number | false;
};

/**
 * Asks a statistics call; off while `body` is null (its inputs are not known yet). The answer is
 * checked against the call's response schema.
 */
export function useStatistic<C extends StatisticsCall>(
  call: C,
  body: StatisticsRequest<C> | null,
  options: StatisticOptions<StatisticsResponse<C>> = {},
) {
  const client = useApiClient();
  return useQuery({
    queryKey: statisticsKeys.call(call.path, body),
    queryFn: ({ signal }): Promise<StatisticsResponse<C>> =>
      client.apiCall(call.path, body, call.response, { signal }) as Promise<StatisticsResponse<C>>,
    enabled: body !== null,
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
    ...(options.refetchInterval && {
      refetchInterval: (query: { state: { data: StatisticsResponse<C> | undefined } }) =>
        options.refetchInterval?.(query.state.data) ?? false,
    }),
    meta: { handlesErrors: options.handlesErrors ?? true },
  });
}

/**
 * The same call for several bodies at once (a chart with a series per floor): one query each,
 * cached as `useStatistic` caches it. `data` holds the answers in the bodies' order once all
 * have come; `error` is the first failure.
 */
export function useStatistics<C extends StatisticsCall>(
  call: C,
  bodies: readonly StatisticsRequest<C>[],
  options: StatisticOptions = {},
) {
  const client = useApiClient();
  return useQueries({
    queries: bodies.map((body) => ({
      queryKey: statisticsKeys.call(call.path, body),
      queryFn: ({ signal }: { signal: AbortSignal }): Promise<StatisticsResponse<C>> =>
        client.apiCall(call.path, body, call.response, { signal }) as Promise<
          StatisticsResponse<C>
        >,
      meta: { handlesErrors: options.handlesErrors ?? true },
    })),
    combine: (results) => {
      const error = results.find((result) => result.isError)?.error ?? null;
      const done = results.every((result) => result.isSuccess);
      return {
        data: done ? results.map((result) => result.data as StatisticsResponse<C>) : undefined,
        error,
        isPending: !done && error === null,
      };
    },
  });
}

/** A call that changes something (it queues a job); its statistics are asked again after it. */
export function useStatisticMutation<C extends StatisticsCall>(call: C) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatisticsRequest<C>) =>
      client.apiCall(call.path, body, call.response) as Promise<StatisticsResponse<C>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  });
}
