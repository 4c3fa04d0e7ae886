// The resource protocol (design brief, "The API protocol"): five POST routes per resource,
// typed and validated by the resource's contract schemas and guarded by its permissions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  createRequestOf,
  DEFAULT_PER_PAGE,
  errorResponses,
  listResponseOf,
  rolesAllowed,
  updateRequestOf,
  ZDeleteRequestSchema,
  ZDeleteResponseSchema,
  ZListRequestSchema,
  type ListResponse,
  type Permission,
  type ResourceContract,
} from '@atrium/contract';
import { authOf, type RequestAuth } from '../auth/guard.ts';

export type ListRequestBody = z.output<typeof ZListRequestSchema>;

export type ResourceService<C extends ResourceContract> = {
  list(auth: RequestAuth, query: ListRequestBody): Promise<ListResponse<z.output<C['entity']>>>;
  listFull(auth: RequestAuth, query: ListRequestBody): Promise<ListResponse<z.output<C['full']>>>;
  create(auth: RequestAuth, data: z.output<C['create']>): Promise<z.output<C['entity']>>;
  update(
    auth: RequestAuth,
    id: number,
    data: z.output<C['update']>,
  ): Promise<z.output<C['entity']>>;
  remove(auth: RequestAuth, id: number): Promise<void>;
};

/** OpenAPI text for a route: what it needs, so the docs show the permission table too. */
export function accessOf(permission: Permission) {
  return {
    config: { access: { permission } },
    description: `Requires \`${permission}\` (roles: ${rolesAllowed(permission).join(', ')}).`,
  };
}

export function registerResource<C extends ResourceContract>(
  app: FastifyInstance,
  contract: C,
  service: ResourceService<C>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${contract.name}`;
  const access = (action: string) => accessOf(`${contract.permission}.${action}` as Permission);
  // An empty body lists the first page with the default page size.
  const listBody = ZListRequestSchema.nullish();
  const emptyList: ListRequestBody = { page: 0, perPage: DEFAULT_PER_PAGE };
  const tags = [contract.name];

  const read = access('read');
  routes.post(base, {
    config: { ...read.config, cacheable: true },
    schema: {
      tags,
      summary: `List ${contract.name}`,
      description: read.description,
      body: listBody,
      response: { 200: listResponseOf(contract.entity), ...errorResponses },
    },
    handler: (request) => service.list(authOf(request), request.body ?? emptyList),
  });
  routes.post(`${base}/full`, {
    config: { ...read.config, cacheable: true },
    schema: {
      tags,
      summary: `List ${contract.name} with relations (a single get: where: { id })`,
      description: read.description,
      body: listBody,
      response: { 200: listResponseOf(contract.full), ...errorResponses },
    },
    handler: (request) => service.listFull(authOf(request), request.body ?? emptyList),
  });

  const create = access('create');
  routes.post(`${base}/create`, {
    config: create.config,
    schema: {
      tags,
      summary: `Create one of ${contract.name}`,
      description: create.description,
      body: createRequestOf(contract.create),
      response: { 200: contract.entity, ...errorResponses },
    },
    handler: (request) =>
      service.create(authOf(request), request.body.data as z.output<C['create']>),
  });

  const update = access('update');
  routes.post(`${base}/update`, {
    config: update.config,
    schema: {
      tags,
      summary: `Update one of ${contract.name}`,
      description: update.description,
      body: updateRequestOf(contract.update),
      response: { 200: contract.entity, ...errorResponses },
    },
    handler: (request) =>
      service.update(authOf(request), request.body.id, request.body.data as z.output<C['update']>),
  });

  const remove = access('delete');
  routes.post(`${base}/delete`, {
    config: remove.config,
    schema: {
      tags,
      summary: `Delete one of ${contract.name}`,
      description: remove.description,
      body: ZDeleteRequestSchema,
      response: { 200: ZDeleteResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await service.remove(authOf(request), request.body.id);
      return { id: request.body.id };
    },
  });
}
