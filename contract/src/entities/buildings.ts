import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import {
  ZAreaSchema,
  ZCurrencySchema,
  ZFileIdsSchema,
  ZNameSchema,
  ZOptionalTextSchema,
  ZRefSchema,
  ZTimeZoneSchema,
} from './common.ts';
import { DEFAULT_WORKING_HOURS, ZWorkingHoursSchema } from '../analytics/time.ts';

export const unitSystems = ['IMPERIAL', 'METRIC'] as const;
export const ZUnitsSchema = z.enum(unitSystems);
export type Units = z.infer<typeof ZUnitsSchema>;
/** IMPERIAL shows sqft, anything else sqm. */
export const areaUnit = (units: Units): 'sqft' | 'sqm' => (units === 'IMPERIAL' ? 'sqft' : 'sqm');

/** `[latitude, longitude]` in degrees. */
export const ZCoordinatesSchema = z.tuple([
  z.number().min(-90).max(90),
  z.number().min(-180).max(180),
]);

const ZYearSchema = z.int().min(1000).max(2200).nullable();

export const ZBuildingSchema = z.object({
  id: z.int(),
  name: z.string(),
  isActive: z.boolean(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  yearBuilt: z.int().nullable(),
  yearRenovated: z.int().nullable(),
  class: z.string().nullable(),
  floorCount: z.int().nullable(),
  totalSF: z.number().nullable(),
  rentableSF: z.number().nullable(),
  avgRentableSFPerFloor: z.number().nullable(),
  units: ZUnitsSchema,
  currency: z.string(),
  coordinates: ZCoordinatesSchema.nullable(),
  images: z.array(z.int()),
  externalSpatialId: z.string().nullable(),
  primaryOccupancyDataSourceId: z.int().nullable(),
  ownerOrganizationId: z.int(),
  timeZone: z.string(),
  /** Local working hours for daily averages; days are ISO (1 = Monday … 7 = Sunday). */
  workingHours: z.object({ start: z.string(), end: z.string(), days: z.array(z.int()) }),
  ...timestamps,
});
export type Building = z.infer<typeof ZBuildingSchema>;

export const ZBuildingFullSchema = ZBuildingSchema.extend({
  ownerOrganization: ZRefSchema,
  networks: z.array(ZRefSchema),
  floors: z.array(z.object({ id: z.int(), name: z.string(), position: z.int() })),
});
export type BuildingFull = z.infer<typeof ZBuildingFullSchema>;

const buildingFields = {
  name: ZNameSchema,
  isActive: z.boolean(),
  street1: ZOptionalTextSchema,
  street2: ZOptionalTextSchema,
  city: ZOptionalTextSchema,
  region: ZOptionalTextSchema,
  postalCode: ZOptionalTextSchema,
  country: ZOptionalTextSchema,
  description: ZOptionalTextSchema,
  yearBuilt: ZYearSchema,
  yearRenovated: ZYearSchema,
  class: ZOptionalTextSchema,
  floorCount: z.int().min(0).max(300).nullable(),
  totalSF: ZAreaSchema,
  rentableSF: ZAreaSchema,
  avgRentableSFPerFloor: ZAreaSchema,
  units: ZUnitsSchema,
  currency: ZCurrencySchema,
  coordinates: ZCoordinatesSchema.nullable(),
  images: ZFileIdsSchema,
  externalSpatialId: ZOptionalTextSchema,
  primaryOccupancyDataSourceId: ZIdSchema.nullable(),
  ownerOrganizationId: ZIdSchema,
  timeZone: ZTimeZoneSchema,
  workingHours: ZWorkingHoursSchema,
};

export const ZBuildingCreateSchema = z.strictObject({
  ...buildingFields,
  isActive: buildingFields.isActive.default(true),
  street1: buildingFields.street1.default(null),
  street2: buildingFields.street2.default(null),
  city: buildingFields.city.default(null),
  region: buildingFields.region.default(null),
  postalCode: buildingFields.postalCode.default(null),
  country: buildingFields.country.default(null),
  description: buildingFields.description.default(null),
  yearBuilt: buildingFields.yearBuilt.default(null),
  yearRenovated: buildingFields.yearRenovated.default(null),
  class: buildingFields.class.default(null),
  floorCount: buildingFields.floorCount.default(null),
  totalSF: buildingFields.totalSF.default(null),
  rentableSF: buildingFields.rentableSF.default(null),
  avgRentableSFPerFloor: buildingFields.avgRentableSFPerFloor.default(null),
  units: buildingFields.units.default('IMPERIAL'),
  currency: buildingFields.currency.default('USD'),
  coordinates: buildingFields.coordinates.default(null),
  images: buildingFields.images.default([]),
  externalSpatialId: buildingFields.externalSpatialId.default(null),
  primaryOccupancyDataSourceId: buildingFields.primaryOccupancyDataSourceId.default(null),
  timeZone: buildingFields.timeZone.default('UTC'),
  workingHours: buildingFields.workingHours.default(DEFAULT_WORKING_HOURS),
});
export type BuildingCreate = z.input<typeof ZBuildingCreateSchema>;
export const ZBuildingUpdateSchema = z.strictObject(buildingFields).partial();

export const buildingsResource = {
  name: 'buildings',
  permission: 'buildings',
  entity: ZBuildingSchema,
  full: ZBuildingFullSchema,
  create: ZBuildingCreateSchema,
  update: ZBuildingUpdateSchema,
  filters: {
    id: 'number',
    name: 'string',
    isActive: 'boolean',
    city: 'string',
    country: 'string',
    class: 'string',
    yearBuilt: 'number',
    floorCount: 'number',
    rentableSF: 'number',
    units: { kind: 'enum', values: unitSystems },
    currency: 'string',
    ownerOrganizationId: 'number',
    timeZone: 'string',
    createdAt: 'date',
    updatedAt: 'date',
  },
  sortable: [
    'id',
    'name',
    'city',
    'country',
    'yearBuilt',
    'floorCount',
    'rentableSF',
    'totalSF',
    'createdAt',
    'updatedAt',
  ],
  relations: {
    ownerOrganization: { resource: 'organizations', kind: 'one' },
    floors: { resource: 'floors', kind: 'many' },
    networks: { resource: 'networks', kind: 'many' },
    encumbrances: { resource: 'encumbrances', kind: 'many' },
  },
} as const satisfies ResourceContract;
