import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  MAX_PER_PAGE,
  type ListRequest,
  type ListResponse,
  type ResourceContract,
} from '@atrium/contract';
import { useApiClient } from './ApiClientContext.ts';
import type { CallOptions } from './client.ts';
import { resourceApi, resourceKeys } from './resources.ts';
import { statisticsKeys } from './statisticsKeys.ts';

// The hooks of the resource protocol (docs/api.md), made once from the contract's resource
// table: every screen reads and writes resources through these. Query keys start with the
// resource name, so one invalidation reaches every view of it.

export type Entity<R extends ResourceContract> = z.output<R['entity']>;
export type FullEntity<R extends ResourceContract> = z.output<R['full']>;

export type ReadOptions = {
  enabled?: boolean;
  /** The screen shows the error in place (an alert, a not-found page): no toast. */
  handlesErrors?: boolean;
  /** Asked as the signed-in user even while a master admin acts as another organization. */
  asSelf?: boolean;
  staleTime?: number;
};

const callOptions = (signal: AbortSignal, options: ReadOptions): CallOptions => ({
  signal,
  ...(options.asSelf && { impersonate: false }),
});
const asSelfKey = (options: ReadOptions) => (options.asSelf ? ['as-self'] : []);

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useList<R extends ResourceContract>(
  resource: R,
  request: ListRequest,
  options: ReadOptions = {},
) {
  const api = resourceApi(useApiClient(), resource);
  return useQuery({
    queryKey: [...resourceKeys(resource.name).list(request), ...asSelfKey(options)],
    queryFn: ({ signal }) => api.list(request, callOptions(signal, options)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: options.staleTime,
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}

/** Reading a list page that may be asked again while something in it is still changing. */
export type ListReadOptions<T> = ReadOptions & {
  /** Ask again every so many milliseconds while it returns a number (jobs running); off when false. */
  refetchInterval?: (page: ListResponse<T> | undefined) => number | false;
};

/** Like `useList`, each item with its relations (`{base}/full`). */
export function useFullList<R extends ResourceContract>(
  resource: R,
  request: ListRequest,
  options: ListReadOptions<FullEntity<R>> = {},
) {
  const api = resourceApi(useApiClient(), resource);
  const { refetchInterval } = options;
  return useQuery({
    queryKey: [...resourceKeys(resource.name).full(request), ...asSelfKey(options)],
    queryFn: ({ signal }) => api.listFull(request, callOptions(signal, options)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    staleTime: options.staleTime,
    ...(refetchInterval && {
      refetchInterval: (query: { state: { data: ListResponse<FullEntity<R>> | undefined } }) =>
        refetchInterval(query.state.data),
    }),
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}

/**
 * One item with its relations: `{base}/full` with `where: { id }`; a 404 'Not found' when the
 * answer is empty. Off while `id` is null. The screen shows its errors (handlesErrors defaults on).
 */
export function useOne<R extends ResourceContract>(
  resource: R,
  id: number | null,
  options: ReadOptions = {},
) {
  const api = resourceApi(useApiClient(), resource);
  return useQuery({
    queryKey: [...resourceKeys(resource.name).detail(id ?? 0), ...asSelfKey(options)],
    queryFn: ({ signal }) => api.get(id ?? 0, callOptions(signal, options)),
    enabled: id !== null && (options.enabled ?? true),
    staleTime: options.staleTime,
    meta: { handlesErrors: options.handlesErrors ?? true },
  });
}

// A safety stop for pickers: 20 pages of 500 is more than any picker can offer.
const MAX_PAGES = 20;

type EveryRequest = Omit<ListRequest, 'page' | 'perPage'>;
type ReadPage<T> = (request: ListRequest, options: CallOptions) => Promise<ListResponse<T>>;

/** Pages of 500 read one after the other until the total is reached. */
function useEvery<T>(
  key: readonly unknown[],
  request: EveryRequest,
  options: ReadOptions,
  readPage: ReadPage<T>,
) {
  return useQuery({
    queryKey: [...key, request, ...asSelfKey(options)],
    queryFn: async ({ signal }) => {
      const items: T[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const answer = await readPage(
          { ...request, page, perPage: MAX_PER_PAGE },
          callOptions(signal, options),
        );
        items.push(...answer.items);
        if (answer.items.length === 0 || items.length >= answer.total) break;
      }
      return items;
    },
    enabled: options.enabled ?? true,
    staleTime: options.staleTime ?? 60_000,
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}

/**
 * Every item a filter selects, for a picker or a whole-list view: pages of 500 read one after
 * the other until the total is reached.
 */
export function useAll<R extends ResourceContract>(
  resource: R,
  request: EveryRequest = {},
  options: ReadOptions = {},
) {
  const api = resourceApi(useApiClient(), resource);
  const key = [...resourceKeys(resource.name).all, 'every'];
  return useEvery(key, request, options, (onePage, call) => api.list(onePage, call));
}

/** Like `useAll`, each item with its relations (`{base}/full`): a floor's spaces with outlines. */
export function useAllFull<R extends ResourceContract>(
  resource: R,
  request: EveryRequest = {},
  options: ReadOptions = {},
) {
  const api = resourceApi(useApiClient(), resource);
  const key = [...resourceKeys(resource.name).all, 'every-full'];
  return useEvery(key, request, options, (onePage, call) => api.listFull(onePage, call));
}

/**
 * After a write: every view of the resource, of the resources its full answer shows (a floor's
 * building lists its floors) and every statistic (they count what changed). Active views
 * refetch; the rest refetch when shown again.
 */
export function invalidateAfterWrite(queryClient: QueryClient, resource: ResourceContract) {
  const names = new Set([
    resource.name,
    ...Object.values(resource.relations).map((relation) => relation.resource),
  ]);
  return Promise.all([
    ...[...names].map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  ]);
}

export type MutationOptions = {
  /** The form or dialog shows the error itself: no toast. */
  handlesErrors?: boolean;
};

export function useCreate<R extends ResourceContract>(resource: R, options: MutationOptions = {}) {
  const api = resourceApi(useApiClient(), resource);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: z.input<R['create']>) => api.create(data),
    onSuccess: () => invalidateAfterWrite(queryClient, resource),
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}

export function useUpdate<R extends ResourceContract>(resource: R, options: MutationOptions = {}) {
  const api = resourceApi(useApiClient(), resource);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: z.input<R['update']> }) => api.update(id, data),
    onSuccess: () => invalidateAfterWrite(queryClient, resource),
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}

export function useDelete(resource: ResourceContract, options: MutationOptions = {}) {
  const api = resourceApi(useApiClient(), resource);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(id),
    onSuccess: ({ id }) => {
      // The deleted item is gone: asking for it again would only answer 'Not found'.
      queryClient.removeQueries({ queryKey: resourceKeys(resource.name).detail(id) });
      return invalidateAfterWrite(queryClient, resource);
    },
    meta: { handlesErrors: options.handlesErrors ?? false },
  });
}
