import { z } from 'zod';
import { timestamps, ZDateSchema, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZAreaSchema, ZRefSchema } from './common.ts';

export const encumbranceStatuses = ['ACTIVE', 'PENDING', 'EXPIRED', 'TERMINATED'] as const;
export const ZEncumbranceStatusSchema = z.enum(encumbranceStatuses);

export const ZEncumbranceSchema = z.object({
  id: z.int(),
  parentId: z.int().nullable(),
  buildingId: z.int(),
  organizationId: z.int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: ZEncumbranceStatusSchema,
  rentRate: z.number().nullable(),
  rentableSF: z.number().nullable(),
  capacity: z.int().nullable(),
  /** Area per person, in the building's units. */
  targetDensity: z.number().nullable(),
  usageTypeId: z.int().nullable(),
  leaseTypeId: z.int().nullable(),
  ...timestamps,
});
export type Encumbrance = z.infer<typeof ZEncumbranceSchema>;

const ZChildSchema = z.object({
  id: z.int(),
  organizationId: z.int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: ZEncumbranceStatusSchema,
  rentableSF: z.number().nullable(),
  capacity: z.int().nullable(),
  spaces: z.array(z.object({ id: z.int() })),
});

export const ZEncumbranceFullSchema = ZEncumbranceSchema.extend({
  building: ZRefSchema,
  organization: ZRefSchema.extend({ industry: z.object({ name: z.string() }).nullable() }),
  additionalOrganizations: z.array(z.object({ organizationId: z.int() })),
  spaces: z.array(z.object({ id: z.int() })),
  usageType: z.object({ name: z.string() }).nullable(),
  leaseType: z.object({ name: z.string() }).nullable(),
  children: z.array(ZChildSchema),
  parent: z.object({ id: z.int(), organization: ZRefSchema }).nullable(),
});
export type EncumbranceFull = z.infer<typeof ZEncumbranceFullSchema>;

const encumbranceFields = {
  parentId: ZIdSchema.nullable(),
  buildingId: ZIdSchema,
  organizationId: ZIdSchema,
  additionalOrganizationIds: z.array(ZIdSchema).max(50),
  startDate: ZDateSchema,
  endDate: ZDateSchema.nullable(),
  status: ZEncumbranceStatusSchema,
  rentRate: z.number().nonnegative().nullable(),
  rentableSF: ZAreaSchema,
  capacity: z.int().min(0).max(100_000).nullable(),
  targetDensity: z.number().positive().nullable(),
  usageTypeId: ZIdSchema.nullable(),
  leaseTypeId: ZIdSchema.nullable(),
  spaceIds: z.array(ZIdSchema).max(5000),
};

const endNotBeforeStart = (e: { startDate?: string; endDate?: string | null }) =>
  !e.startDate || !e.endDate || e.endDate >= e.startDate;
const endMessage = { message: 'The end date must not be before the start date', path: ['endDate'] };

export const ZEncumbranceCreateSchema = z
  .strictObject({
    ...encumbranceFields,
    parentId: encumbranceFields.parentId.default(null),
    additionalOrganizationIds: encumbranceFields.additionalOrganizationIds.default([]),
    endDate: encumbranceFields.endDate.default(null),
    status: encumbranceFields.status.default('ACTIVE'),
    rentRate: encumbranceFields.rentRate.default(null),
    rentableSF: encumbranceFields.rentableSF.default(null),
    capacity: encumbranceFields.capacity.default(null),
    targetDensity: encumbranceFields.targetDensity.default(null),
    usageTypeId: encumbranceFields.usageTypeId.default(null),
    leaseTypeId: encumbranceFields.leaseTypeId.default(null),
    spaceIds: encumbranceFields.spaceIds.default([]),
  })
  .refine(endNotBeforeStart, endMessage);
export const ZEncumbranceUpdateSchema = z
  .strictObject(encumbranceFields)
  .omit({ buildingId: true, parentId: true })
  .partial()
  .refine(endNotBeforeStart, endMessage);

export const encumbrancesResource = {
  name: 'encumbrances',
  permission: 'encumbrances',
  entity: ZEncumbranceSchema,
  full: ZEncumbranceFullSchema,
  create: ZEncumbranceCreateSchema,
  update: ZEncumbranceUpdateSchema,
  filters: {
    id: 'number',
    parentId: 'number',
    buildingId: 'number',
    organizationId: 'number',
    startDate: 'date',
    endDate: 'date',
    status: { kind: 'enum', values: encumbranceStatuses },
    rentRate: 'number',
    rentableSF: 'number',
    capacity: 'number',
    usageTypeId: 'number',
    createdAt: 'date',
  },
  sortable: [
    'id',
    'startDate',
    'endDate',
    'status',
    'rentRate',
    'rentableSF',
    'capacity',
    'createdAt',
  ],
  relations: {
    building: { resource: 'buildings', kind: 'one' },
    organization: { resource: 'organizations', kind: 'one' },
    usageType: { resource: 'usage-types', kind: 'one' },
    parent: { resource: 'encumbrances', kind: 'one' },
    children: { resource: 'encumbrances', kind: 'many' },
    spaces: { resource: 'spaces', kind: 'many' },
  },
} as const satisfies ResourceContract;
