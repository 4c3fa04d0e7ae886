import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZAreaSchema, ZNameSchema, ZRefSchema } from './common.ts';

export const spaceCategories = [
  'WORK',
  'COLLABORATIVE',
  'CIRCULATION',
  'SOCIAL',
  'GENERAL',
  'SUPPORT',
  'RETAIL',
  'PARKING',
] as const;
export const ZSpaceCategorySchema = z.enum(spaceCategories);
export type SpaceCategory = z.infer<typeof ZSpaceCategorySchema>;

/** Each category's colour on floor plans and charts. */
export const spaceCategoryColours: Record<SpaceCategory, string> = {
  WORK: '#00AAEF',
  COLLABORATIVE: '#7E57C2',
  CIRCULATION: '#BDBDBD',
  SOCIAL: '#FFB300',
  GENERAL: '#8D6E63',
  SUPPORT: '#26A69A',
  RETAIL: '#EC407A',
  PARKING: '#546E7A',
};

/** External id types; OCCUPANCY_SENSOR is the occupancy-sensor vendor's id for the space. */
export const externalIdTypes = ['OCCUPANCY_SENSOR', 'SPATIAL', 'BOOKING', 'BADGE'] as const;
export const ZExternalIdSchema = z.object({
  type: z.enum(externalIdTypes),
  value: z.string().trim().min(1).max(200),
});

/** A polygon as `[[x, y], …]` in floor-plan metres, at least three points. */
export const ZPolygonSchema = z
  .array(z.tuple([z.number(), z.number()]))
  .min(3)
  .max(2000);
export const ZAssetSchema = z.object({ id: z.int(), name: z.string(), position: z.string() });

export const ZSpaceSchema = z.object({
  id: z.int(),
  floorId: z.int(),
  parentId: z.int().nullable(),
  name: z.string(),
  category: ZSpaceCategorySchema,
  type: z.string().nullable(),
  rentableSF: z.number().nullable(),
  usableSF: z.number().nullable(),
  capacity: z.int().nullable(),
  ...timestamps,
});
export type Space = z.infer<typeof ZSpaceSchema>;

export const ZSpaceFullSchema = ZSpaceSchema.extend({
  floor: ZRefSchema,
  externalIds: z.array(ZExternalIdSchema),
  /** The first asset's `position` is the space's polygon as a JSON string. */
  assets: z.array(ZAssetSchema),
});

const spaceFields = {
  name: ZNameSchema,
  category: ZSpaceCategorySchema,
  type: z.string().trim().max(100).nullable(),
  rentableSF: ZAreaSchema,
  usableSF: ZAreaSchema,
  capacity: z.int().min(0).max(100_000).nullable(),
  parentId: ZIdSchema.nullable(),
  /** The space's outline; stored as its first asset's position. */
  polygon: ZPolygonSchema.nullable(),
};
export const ZSpaceCreateSchema = z.strictObject({
  ...spaceFields,
  floorId: ZIdSchema,
  type: spaceFields.type.default(null),
  rentableSF: spaceFields.rentableSF.default(null),
  usableSF: spaceFields.usableSF.default(null),
  capacity: spaceFields.capacity.default(null),
  parentId: spaceFields.parentId.default(null),
  polygon: spaceFields.polygon.default(null),
});
export const ZSpaceUpdateSchema = z.strictObject(spaceFields).partial();

/** `/spaces/setExternalIds`: replaces the space's external ids with these. */
export const ZSetExternalIdsRequestSchema = z.strictObject({
  spaceId: ZIdSchema,
  externalIds: z.array(ZExternalIdSchema).max(20),
});

export const spacesResource = {
  name: 'spaces',
  permission: 'spaces',
  entity: ZSpaceSchema,
  full: ZSpaceFullSchema,
  create: ZSpaceCreateSchema,
  update: ZSpaceUpdateSchema,
  filters: {
    id: 'number',
    floorId: 'number',
    parentId: 'number',
    name: 'string',
    category: { kind: 'enum', values: spaceCategories },
    type: 'string',
    capacity: 'number',
    rentableSF: 'number',
    createdAt: 'date',
  },
  sortable: ['id', 'name', 'category', 'type', 'capacity', 'rentableSF', 'usableSF', 'createdAt'],
  relations: {
    floor: { resource: 'floors', kind: 'one' },
    parent: { resource: 'spaces', kind: 'one' },
    encumbrances: { resource: 'encumbrances', kind: 'many' },
  },
} as const satisfies ResourceContract;
