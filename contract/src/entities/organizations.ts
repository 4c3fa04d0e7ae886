import { z } from 'zod';
import { timestamps, ZDateSchema, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZNameSchema, ZOptionalTextSchema, ZRefSchema } from './common.ts';

/** PLATFORM is the organization that runs Atrium (realm `atrium`); the others are customers. */
export const organizationTypes = ['OCCUPIER', 'OWNER', 'OPERATOR', 'PLATFORM'] as const;
export const ZOrganizationTypeSchema = z.enum(organizationTypes);
export type OrganizationType = z.infer<typeof ZOrganizationTypeSchema>;

export const coverageStates = ['COVERED', 'PARTIALLY_COVERED', 'EXPIRED', 'NOT_COVERED'] as const;

/** The return-to-office period the organization measures against. */
export const ZRtoPeriodSchema = z
  .strictObject({ startDate: ZDateSchema, endDate: ZDateSchema.nullable() })
  .refine((p) => p.endDate === null || p.endDate >= p.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });

const ZKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,39}$/,
    'Use 2–40 lower-case letters, digits or dashes, starting with a letter',
  );

export const ZOrganizationSchema = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  type: ZOrganizationTypeSchema,
  realm: z.string(),
  classificationType: z.string().nullable(),
  stockExchange: z.string().nullable(),
  rtoPeriod: z.object({ startDate: z.string(), endDate: z.string().nullable() }).nullable(),
  industryId: z.int().nullable(),
  ...timestamps,
});
export type Organization = z.infer<typeof ZOrganizationSchema>;

export const ZOrganizationFullSchema = ZOrganizationSchema.extend({
  industry: ZRefSchema.nullable(),
});

export const ZOrganizationCreateSchema = z.strictObject({
  key: ZKeySchema,
  name: ZNameSchema,
  type: ZOrganizationTypeSchema,
  realm: ZKeySchema.optional(),
  classificationType: ZOptionalTextSchema.default(null),
  stockExchange: ZOptionalTextSchema.default(null),
  rtoPeriod: ZRtoPeriodSchema.nullable().default(null),
  industryId: ZIdSchema.nullable().default(null),
});
export const ZOrganizationUpdateSchema = z
  .strictObject({
    name: ZNameSchema,
    type: ZOrganizationTypeSchema,
    classificationType: ZOptionalTextSchema,
    stockExchange: ZOptionalTextSchema,
    rtoPeriod: ZRtoPeriodSchema.nullable(),
    industryId: ZIdSchema.nullable(),
  })
  .partial();

export const organizationsResource = {
  name: 'organizations',
  permission: 'organizations',
  entity: ZOrganizationSchema,
  full: ZOrganizationFullSchema,
  create: ZOrganizationCreateSchema,
  update: ZOrganizationUpdateSchema,
  filters: {
    id: 'number',
    key: 'string',
    name: 'string',
    type: { kind: 'enum', values: organizationTypes },
    realm: 'string',
    industryId: 'number',
    createdAt: 'date',
  },
  sortable: ['id', 'key', 'name', 'type', 'createdAt', 'updatedAt'],
  relations: { industry: { resource: 'industries', kind: 'one' } },
} as const satisfies ResourceContract;
