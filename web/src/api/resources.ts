import type { z } from 'zod';
import {
  listResponseOf,
  ZDeleteResponseSchema,
  type ListRequest,
  type ListResponse,
  type ResourceContract,
} from '@atrium/contract';
import { ApiError, type ApiClient, type CallOptions } from './client.ts';

export type ResourceApi<R extends ResourceContract> = {
  list(request?: ListRequest, options?: CallOptions): Promise<ListResponse<z.output<R['entity']>>>;
  /** Like `list`, each item with its relations. */
  listFull(
    request?: ListRequest,
    options?: CallOptions,
  ): Promise<ListResponse<z.output<R['full']>>>;
  /** `{base}/full` with `where: { id }`; an empty answer is 'Not found'. */
  get(id: number, options?: CallOptions): Promise<z.output<R['full']>>;
  create(data: z.input<R['create']>): Promise<z.output<R['entity']>>;
  update(id: number, data: z.input<R['update']>): Promise<z.output<R['entity']>>;
  delete(id: number): Promise<{ id: number }>;
};

/** The five calls of the resource protocol (docs/api.md), typed from the resource's contract. */
export function resourceApi<R extends ResourceContract>(
  client: ApiClient,
  resource: R,
): ResourceApi<R> {
  const base = resource.name;
  const listSchema = listResponseOf(resource.entity as R['entity']);
  const fullSchema = listResponseOf(resource.full as R['full']);
  const listFull = (request: ListRequest = {}, options?: CallOptions) =>
    client.apiCall(`${base}/full`, request, fullSchema, options);
  return {
    list: (request = {}, options) => client.apiCall(base, request, listSchema, options),
    listFull,
    get: async (id, options) => {
      const { items } = await listFull({ where: { id }, perPage: 1 }, options);
      const [item] = items;
      if (item === undefined) throw new ApiError(404, { message: 'Not found' });
      return item;
    },
    create: (data) => client.apiCall(`${base}/create`, { data }, resource.entity as R['entity']),
    update: (id, data) =>
      client.apiCall(`${base}/update`, { id, data }, resource.entity as R['entity']),
    delete: (id) => client.apiCall(`${base}/delete`, { id }, ZDeleteResponseSchema),
  };
}

/** Query keys start with the resource name, so one invalidation reaches every view of it. */
export const resourceKeys = (name: string) => ({
  all: [name] as const,
  list: (request: ListRequest) => [name, 'list', request] as const,
  full: (request: ListRequest) => [name, 'full', request] as const,
  detail: (id: number) => [name, 'detail', id] as const,
});
