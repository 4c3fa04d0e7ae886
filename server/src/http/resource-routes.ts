// The resource protocol (design brief, "The API protocol"): five POST routes per resource,
// typed and validated by the resource's contract schemas and guarded by its permissions.
import type { FastifyInstance, FastifySchema } from 'fastify';
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

/**
 * A route's options for the permission it needs: the guard's config (`cacheable`: its answers
 * may come from the read cache) and its OpenAPI schema, whose description starts with the
 * permission and its roles, so that the docs show the permission table too.
 */
export function guarded<S extends FastifySchema & { description?: string }>(
  permission: Permission,
  schema: S,
  { cacheable = false }: { cacheable?: boolean } = {},
) {
  const needs = `Requires \`${permission}\` (roles: ${rolesAllowed(permission).join(', ')}).`;
  const config: { access: { permission: Permission }; cacheable?: boolean } = {
    access: { permission },
  };
  if (cacheable) config.cacheable = true;
  return {
    config,
    schema: {
      ...schema,
      description: schema.description ? `${needs} ${schema.description}` : needs,
    },
  };
}

export function registerResource<C extends ResourceContract>(
  app: FastifyInstance,
  contract: C,
  service: ResourceService<C>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${contract.name}`;
  // An empty body lists the first page with the default page size.
  const listBody = ZListRequestSchema.nullish();
  const emptyList: ListRequestBody = { page: 0, perPage: DEFAULT_PER_PAGE };
  const tags = [contract.name];

  const permission = (action: string) => `${contract.permission}.${action}` as Permission;
  const oneOf = (verb: string) => `${verb} one of ${contract.name}`;
  /** A route's schema: its summary, body and answer. */
  const schemaOf = <B extends z.ZodType, R extends z.ZodType>(
    summary: string,
    body: B,
    response: R,
  ) => ({
    tags,
    summary,
    body,
    response: { 200: response, ...errorResponses },
  });

  routes.post(base, {
    ...guarded(
      permission('read'),
      schemaOf(`List ${contract.name}`, listBody, listResponseOf(contract.entity)),
      { cacheable: true },
    ),
    handler: (request) => service.list(authOf(request), request.body ?? emptyList),
  });
  routes.post(`${base}/full`, {
    ...guarded(
      permission('read'),
      schemaOf(
        `List ${contract.name} with relations (a single get: where: { id })`,
        listBody,
        listResponseOf(contract.full),
      ),
      { cacheable: true },
    ),
    handler: (request) => service.listFull(authOf(request), request.body ?? emptyList),
  });

  routes.post(`${base}/create`, {
    ...guarded(
      permission('create'),
      schemaOf(oneOf('Create'), createRequestOf(contract.create), contract.entity),
    ),
    handler: (request) =>
      service.create(authOf(request), request.body.data as z.output<C['create']>),
  });

  routes.post(`${base}/update`, {
    ...guarded(
      permission('update'),
      schemaOf(oneOf('Update'), updateRequestOf(contract.update), contract.entity),
    ),
    handler: (request) =>
      service.update(authOf(request), request.body.id, request.body.data as z.output<C['update']>),
  });

  routes.post(`${base}/delete`, {
    ...guarded(
      permission('delete'),
      schemaOf(oneOf('Delete'), ZDeleteRequestSchema, ZDeleteResponseSchema),
    ),
    handler: async (request) => {
      await service.remove(authOf(request), request.body.id);
      return { id: request.body.id };
    },
  });
}
