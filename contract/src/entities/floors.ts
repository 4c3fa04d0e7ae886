import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZAreaSchema, ZFileIdsSchema, ZNameSchema, ZRefSchema } from './common.ts';

export const ZFloorSchema = z.object({
  id: z.int(),
  buildingId: z.int(),
  name: z.string(),
  /** Level number; floors are listed in this order. */
  position: z.int(),
  rentableSF: z.number().nullable(),
  images: z.array(z.int()),
  operatorOrganizationId: z.int().nullable(),
  ...timestamps,
});
export type Floor = z.infer<typeof ZFloorSchema>;

export const ZFloorFullSchema = ZFloorSchema.extend({
  building: ZRefSchema,
  operatorOrganization: ZRefSchema.nullable(),
  spaceCount: z.int(),
});

export const ZFloorCreateSchema = z.strictObject({
  buildingId: ZIdSchema,
  name: ZNameSchema,
  position: z.int().min(-20).max(300),
  rentableSF: ZAreaSchema.default(null),
  images: ZFileIdsSchema.default([]),
  operatorOrganizationId: ZIdSchema.nullable().default(null),
});
export const ZFloorUpdateSchema = z
  .strictObject({
    name: ZNameSchema,
    position: z.int().min(-20).max(300),
    rentableSF: ZAreaSchema,
    images: ZFileIdsSchema,
    operatorOrganizationId: ZIdSchema.nullable(),
  })
  .partial();

/** `/floors/update-order`: the building's floors, top to bottom or bottom to top, as ids. */
export const ZFloorOrderRequestSchema = z.strictObject({
  buildingId: ZIdSchema,
  floorIds: z.array(ZIdSchema).min(1).max(500),
});

export const floorsResource = {
  name: 'floors',
  permission: 'floors',
  entity: ZFloorSchema,
  full: ZFloorFullSchema,
  create: ZFloorCreateSchema,
  update: ZFloorUpdateSchema,
  filters: {
    id: 'number',
    buildingId: 'number',
    name: 'string',
    position: 'number',
    operatorOrganizationId: 'number',
    createdAt: 'date',
  },
  sortable: ['id', 'name', 'position', 'createdAt'],
  relations: {
    building: { resource: 'buildings', kind: 'one' },
    operatorOrganization: { resource: 'organizations', kind: 'one' },
    spaces: { resource: 'spaces', kind: 'many' },
  },
} as const satisfies ResourceContract;
