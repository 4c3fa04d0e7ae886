import { z } from 'zod';

/** Field kinds the filter language knows; each resource lists its filterable fields with one. */
export type FilterKind = 'string' | 'number' | 'boolean' | 'date' | 'enum';
export type FilterField = FilterKind | { kind: 'enum'; values: readonly string[] };
export type RelationLink = { resource: string; kind: 'one' | 'many' };

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 500;

const ZSortDirection = z.enum(['asc', 'desc']);
/** `orderBy`: one `{ field: 'asc' | 'desc' }` object or an array of them; fields are checked by the server. */
export const ZOrderBySchema = z.union([
  z.record(z.string(), ZSortDirection),
  z.array(z.record(z.string(), ZSortDirection)),
]);

/** A list request: `where` is the filter language, validated and compiled by the server. */
export const ZListRequestSchema = z.strictObject({
  where: z.record(z.string(), z.unknown()).optional(),
  orderBy: ZOrderBySchema.optional(),
  page: z.int().min(0).default(0),
  perPage: z.int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type ListRequest = z.input<typeof ZListRequestSchema>;

export const listResponseOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int().min(0) });
export type ListResponse<T> = { items: T[]; total: number };

/**
 * The largest id: ids are PostgreSQL `integer` columns (32-bit), so a larger number names no
 * row and would only fail in the database.
 */
export const MAX_ID = 2_147_483_647;
export const ZIdSchema = z
  .int()
  .positive()
  .max(MAX_ID, `Expected an id from 1 to ${String(MAX_ID)}`);
export const createRequestOf = <T extends z.ZodType>(data: T) => z.strictObject({ data });
export const updateRequestOf = <T extends z.ZodType>(data: T) =>
  z.strictObject({ id: ZIdSchema, data });
export const ZDeleteRequestSchema = z.strictObject({ id: ZIdSchema });
export const ZDeleteResponseSchema = z.object({ id: ZIdSchema });

/** Timestamps every stored entity carries, as ISO 8601 strings. */
export const timestamps = {
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** A calendar date, `YYYY-MM-DD`. */
export const ZDateSchema = z.iso.date();
