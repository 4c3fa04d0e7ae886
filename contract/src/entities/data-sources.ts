import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZNameSchema, ZRefSchema } from './common.ts';

/** The systems occupancy data comes from. */
export const dataSystems = [
  'CSV',
  'BUTLR',
  'AVUITY',
  'XOVIS',
  'DENSITY',
  'BADGE',
  'RESERVATIONS',
  'OTHER',
] as const;

export const ZDataSourceSchema = z.object({
  id: z.int(),
  name: z.string(),
  dataSystem: z.enum(dataSystems),
  buildingId: z.int().nullable(),
  networkId: z.int().nullable(),
  ...timestamps,
});
export type DataSource = z.infer<typeof ZDataSourceSchema>;
export const ZDataSourceFullSchema = ZDataSourceSchema.extend({
  building: ZRefSchema.nullable(),
  network: ZRefSchema.nullable(),
});

const onePlace = (d: { buildingId?: number | null; networkId?: number | null }) =>
  d.buildingId == null || d.networkId == null;
const onePlaceMessage = {
  message: 'A data source belongs to a building or a network, not both',
  path: ['networkId'],
};

export const ZDataSourceCreateSchema = z
  .strictObject({
    name: ZNameSchema,
    dataSystem: z.enum(dataSystems).default('CSV'),
    buildingId: ZIdSchema.nullable().default(null),
    networkId: ZIdSchema.nullable().default(null),
  })
  .refine((d) => d.buildingId !== null || d.networkId !== null, {
    message: 'Required',
    path: ['buildingId'],
  })
  .refine(onePlace, onePlaceMessage);
export const ZDataSourceUpdateSchema = z
  .strictObject({
    name: ZNameSchema,
    dataSystem: z.enum(dataSystems),
    buildingId: ZIdSchema.nullable(),
    networkId: ZIdSchema.nullable(),
  })
  .partial()
  .refine(onePlace, onePlaceMessage);

export const dataSourcesResource = {
  name: 'data-sources',
  permission: 'dataSources',
  entity: ZDataSourceSchema,
  full: ZDataSourceFullSchema,
  create: ZDataSourceCreateSchema,
  update: ZDataSourceUpdateSchema,
  filters: {
    id: 'number',
    name: 'string',
    dataSystem: { kind: 'enum', values: dataSystems },
    buildingId: 'number',
    networkId: 'number',
  },
  sortable: ['id', 'name', 'dataSystem', 'createdAt'],
  relations: {
    building: { resource: 'buildings', kind: 'one' },
    network: { resource: 'networks', kind: 'one' },
  },
} as const satisfies ResourceContract;
