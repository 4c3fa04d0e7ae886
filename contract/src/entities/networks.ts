import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZNameSchema, ZOptionalTextSchema, ZRefSchema } from './common.ts';

/** AGGREGATED networks report as one site (and appear in global search); INDIVIDUAL per building. */
export const reportingModes = ['AGGREGATED', 'INDIVIDUAL'] as const;

export const ZNetworkSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
  defaultReporting: z.enum(reportingModes),
  organizationId: z.int(),
  ...timestamps,
});
export type Network = z.infer<typeof ZNetworkSchema>;

export const ZNetworkFullSchema = ZNetworkSchema.extend({
  organization: ZRefSchema,
  levels: z.array(
    z.object({ id: z.int(), name: z.string(), parentId: z.int().nullable(), position: z.int() }),
  ),
  buildings: z.array(ZRefSchema.extend({ networkLevelId: z.int().nullable() })),
});

const networkFields = {
  name: ZNameSchema,
  description: ZOptionalTextSchema,
  defaultReporting: z.enum(reportingModes),
  /** The buildings in the network; replaces the current set. */
  buildingIds: z.array(ZIdSchema).max(10_000),
};
export const ZNetworkCreateSchema = z.strictObject({
  ...networkFields,
  description: networkFields.description.default(null),
  defaultReporting: networkFields.defaultReporting.default('INDIVIDUAL'),
  buildingIds: networkFields.buildingIds.default([]),
  /** Master admins create networks for any organization; others for their own. */
  organizationId: ZIdSchema.optional(),
});
export const ZNetworkUpdateSchema = z.strictObject(networkFields).partial();

export const networksResource = {
  name: 'networks',
  permission: 'networks',
  entity: ZNetworkSchema,
  full: ZNetworkFullSchema,
  create: ZNetworkCreateSchema,
  update: ZNetworkUpdateSchema,
  filters: {
    id: 'number',
    name: 'string',
    defaultReporting: { kind: 'enum', values: reportingModes },
    organizationId: 'number',
    createdAt: 'date',
  },
  sortable: ['id', 'name', 'createdAt'],
  relations: {
    organization: { resource: 'organizations', kind: 'one' },
    buildings: { resource: 'buildings', kind: 'many' },
  },
} as const satisfies ResourceContract;

/** A node of a network's structure (region, city, campus …); buildings hang under one. */
export const ZNetworkLevelSchema = z.object({
  id: z.int(),
  networkId: z.int(),
  parentId: z.int().nullable(),
  name: z.string(),
  position: z.int(),
  ...timestamps,
});
export const ZNetworkLevelFullSchema = ZNetworkLevelSchema.extend({ network: ZRefSchema });
export const ZNetworkLevelCreateSchema = z.strictObject({
  networkId: ZIdSchema,
  parentId: ZIdSchema.nullable().default(null),
  name: ZNameSchema,
  position: z.int().min(0).max(10_000).default(0),
});
export const ZNetworkLevelUpdateSchema = z
  .strictObject({
    parentId: ZIdSchema.nullable(),
    name: ZNameSchema,
    position: z.int().min(0).max(10_000),
  })
  .partial();

export const networkLevelsResource = {
  name: 'network-levels',
  permission: 'networkLevels',
  entity: ZNetworkLevelSchema,
  full: ZNetworkLevelFullSchema,
  create: ZNetworkLevelCreateSchema,
  update: ZNetworkLevelUpdateSchema,
  filters: { id: 'number', networkId: 'number', parentId: 'number', name: 'string' },
  sortable: ['id', 'name', 'position'],
  relations: { network: { resource: 'networks', kind: 'one' } },
} as const satisfies ResourceContract;
