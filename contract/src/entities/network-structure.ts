// `/network-levels/save`: a network's whole structure saved at once (specification section 6,
// "Network levels: update, save"): its levels as a tree (region → country → city …) and the
// level each of its buildings hangs under. What the request leaves out is removed.
import { z } from 'zod';
import { ZIdSchema } from '../query.ts';
import { ZNameSchema } from './common.ts';

/** At most this many levels in one network; deeper than this is no structure people read. */
export const MAX_NETWORK_LEVELS = 1000;
export const MAX_NETWORK_DEPTH = 8;

const ZRefTextSchema = z.string().min(1).max(100);

export const ZNetworkStructureLevelSchema = z.strictObject({
  /** The level's id when it exists already; new levels have none. */
  id: ZIdSchema.optional(),
  /** How the request names the level (its id as text, or any text for a new one). */
  ref: ZRefTextSchema,
  /** The parent's `ref`; null for a top level. A parent comes before its children. */
  parent: ZRefTextSchema.nullable(),
  name: ZNameSchema,
});
export type NetworkStructureLevel = z.infer<typeof ZNetworkStructureLevelSchema>;

export const ZNetworkStructureSaveSchema = z.strictObject({
  networkId: ZIdSchema,
  /** In tree order; siblings keep the order they have here (their position). */
  levels: z.array(ZNetworkStructureLevelSchema).max(MAX_NETWORK_LEVELS),
  /** Where each building of the network hangs: a level's `ref`, or null for none. */
  buildings: z
    .array(z.strictObject({ buildingId: ZIdSchema, level: ZRefTextSchema.nullable() }))
    .max(10_000),
});
export type NetworkStructureSave = z.input<typeof ZNetworkStructureSaveSchema>;
