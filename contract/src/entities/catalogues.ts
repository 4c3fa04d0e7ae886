// Small catalogues shared by every organization: industries, usage types and lease types.
import { z } from 'zod';
import { timestamps } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZNameSchema } from './common.ts';

export const ZCatalogueEntrySchema = z.object({ id: z.int(), name: z.string(), ...timestamps });
export type CatalogueEntry = z.infer<typeof ZCatalogueEntrySchema>;
const ZCatalogueCreateSchema = z.strictObject({ name: ZNameSchema });
const ZCatalogueUpdateSchema = ZCatalogueCreateSchema.partial();

const catalogue = {
  entity: ZCatalogueEntrySchema,
  full: ZCatalogueEntrySchema,
  create: ZCatalogueCreateSchema,
  update: ZCatalogueUpdateSchema,
  filters: { id: 'number', name: 'string' },
  sortable: ['id', 'name', 'createdAt'],
  relations: {},
} as const;

export const industriesResource = {
  name: 'industries',
  permission: 'industries',
  ...catalogue,
} as const satisfies ResourceContract;

/** Only the 'Office' usage type gets detailed analytics (specification section 5). */
export const OFFICE_USAGE_TYPE = 'Office';

/**
 * The one rule for every call that shows a lease's occupancy figures (peak, average, utilization,
 * projected area, efficiency and its tier): only an 'Office' lease has them. A lease without a
 * usage type is not known to be an office, so its figures are null as for any other.
 */
export const hasOccupancyAnalytics = (usageType: string | null): boolean =>
  usageType === OFFICE_USAGE_TYPE;
export const usageTypesResource = {
  name: 'usage-types',
  permission: 'usageTypes',
  ...catalogue,
} as const satisfies ResourceContract;

export const leaseTypesResource = {
  name: 'lease-types',
  permission: 'leaseTypes',
  ...catalogue,
} as const satisfies ResourceContract;
