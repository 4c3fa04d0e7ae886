import { z } from 'zod';
import { timestamps, ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZNameSchema } from './common.ts';

/** What a tag can be put on. */
export const taggables = [
  'BUILDING',
  'NETWORK',
  'ORGANIZATION',
  'ENCUMBRANCE',
  'PROJECT',
  'REPORT',
] as const;

export const ZTagSchema = z.object({
  id: z.int(),
  name: z.string(),
  availableFor: z.enum(taggables),
  colour: z.string(),
  organizationId: z.int(),
  ...timestamps,
});
export type Tag = z.infer<typeof ZTagSchema>;

const ZColourSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Expected a colour like #00AAEF');
export const ZTagCreateSchema = z.strictObject({
  name: ZNameSchema,
  availableFor: z.enum(taggables),
  colour: ZColourSchema.default('#00AAEF'),
  organizationId: ZIdSchema.optional(),
});
export const ZTagUpdateSchema = z
  .strictObject({ name: ZNameSchema, availableFor: z.enum(taggables), colour: ZColourSchema })
  .partial();

export const tagsResource = {
  name: 'tags',
  permission: 'tags',
  entity: ZTagSchema,
  full: ZTagSchema,
  create: ZTagCreateSchema,
  update: ZTagUpdateSchema,
  filters: {
    id: 'number',
    name: 'string',
    availableFor: { kind: 'enum', values: taggables },
    organizationId: 'number',
  },
  sortable: ['id', 'name', 'availableFor', 'createdAt'],
  relations: {},
} as const satisfies ResourceContract;
