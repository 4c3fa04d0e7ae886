import type { z } from 'zod';
import type { FilterField, RelationLink } from './query.ts';
import type { PermissionResource } from './permissions.ts';

/**
 * Everything the list protocol needs to know about a resource: its shapes, which fields can be
 * filtered (and as what), which can be sorted, and its relations for `/full` and relation filters.
 */
export type ResourceContract = {
  /** URL segment: `/api/{name}`, `/api/{name}/full`, … */
  name: string;
  /** Row of the permission table that guards it. */
  permission: PermissionResource;
  entity: z.ZodType;
  full: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  filters: Readonly<Record<string, FilterField>>;
  sortable: readonly string[];
  relations: Readonly<Record<string, RelationLink>>;
};
