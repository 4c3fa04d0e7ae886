// Profiles (specification section 3: Profiles, ProfileIdentifiers): the people whose badge
// events and reservations are counted, pseudonymous by default. A profile has a generated
// pseudonym and no name unless one is given; its identifiers (badge ids, e-mail addresses,
// employee numbers) are how badge events and reservations find it. Text ids.
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, timestamps, ZIdSchema } from '../query.ts';
import { ZRefSchema } from './common.ts';
import { ZBadgeEventSchema, ZReservationSchema } from '../activity.ts';

export const profileIdentifierTypes = ['BADGE_ID', 'EMAIL', 'EMPLOYEE_NUMBER', 'OTHER'] as const;
export type ProfileIdentifierType = (typeof profileIdentifierTypes)[number];
export const MAX_PROFILE_IDENTIFIERS = 20;

/** A profile's id: a UUID as text. */
export const ZProfileIdSchema = z.uuid('Expected a profile id');

export const ZProfileIdentifierSchema = z.object({
  id: z.int(),
  type: z.enum(profileIdentifierTypes),
  value: z.string(),
});
export const ZProfileSchema = z.object({
  id: z.string(),
  organizationId: z.int(),
  organization: ZRefSchema,
  /** Generated, and shown wherever no name is kept. */
  pseudonym: z.string(),
  name: z.string().nullable(),
  department: z.string().nullable(),
  identifiers: z.array(ZProfileIdentifierSchema),
  ...timestamps,
});
export type Profile = z.infer<typeof ZProfileSchema>;

const ZIdentifierInputSchema = z.strictObject({
  type: z.enum(profileIdentifierTypes),
  value: z.string().trim().min(1, 'Required').max(200),
});
const ZIdentifiersSchema = z
  .array(ZIdentifierInputSchema)
  .max(MAX_PROFILE_IDENTIFIERS)
  .refine(
    (ids) => new Set(ids.map((i) => `${i.type}|${i.value.toLowerCase()}`)).size === ids.length,
    'Give each identifier once',
  );
const ZOptionalName = z.string().trim().max(200).nullable();

export const ZProfileCreateSchema = z.strictObject({
  organizationId: ZIdSchema,
  /** Pseudonymous by default: no name unless one is given. */
  name: ZOptionalName.default(null),
  department: ZOptionalName.default(null),
  identifiers: ZIdentifiersSchema.default([]),
});
export const ZProfileUpdateSchema = z
  .strictObject({
    name: ZOptionalName,
    department: ZOptionalName,
    /** Replaces the identifiers when given. */
    identifiers: ZIdentifiersSchema,
  })
  .partial();

export const profileSortable = ['pseudonym', 'name', 'createdAt', 'updatedAt'] as const;
export const ZProfileListRequestSchema = z.strictObject({
  /** Case-insensitive, in the pseudonym, name, department and identifiers; at least 2 characters. */
  search: z.string().trim().min(2).max(200).optional(),
  organizationId: ZIdSchema.optional(),
  /** A single profile (`profiles/full` with `where: { id }` in the resource protocol's words). */
  where: z.strictObject({ id: ZProfileIdSchema }).optional(),
  orderBy: z.partialRecord(z.enum(profileSortable), z.enum(['asc', 'desc'])).optional(),
  page: z.int().min(0).default(0),
  perPage: z.int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type ProfileListRequest = z.input<typeof ZProfileListRequestSchema>;
export const ZProfileListResponseSchema = z.object({
  items: z.array(ZProfileSchema),
  total: z.int().min(0),
});
export const ZProfileCreateRequestSchema = z.strictObject({ data: ZProfileCreateSchema });
export const ZProfileUpdateRequestSchema = z.strictObject({
  id: ZProfileIdSchema,
  data: ZProfileUpdateSchema,
});

/** How many recent badge events and reservations `profiles/activity` lists. */
export const PROFILE_RECENT_ACTIVITY = 10;
export const ZProfileActivityRequestSchema = z.strictObject({ id: ZProfileIdSchema });
/**
 * `profiles/activity`: the badge events and reservations that find the profile through its
 * identifiers (docs/decisions.md), how many of each, and the most recent ones (newest first).
 */
export const ZProfileActivitySchema = z.object({
  badgeEvents: z.object({ total: z.int().min(0), recent: z.array(ZBadgeEventSchema) }),
  reservations: z.object({ total: z.int().min(0), recent: z.array(ZReservationSchema) }),
});
export type ProfileActivity = z.infer<typeof ZProfileActivitySchema>;
