import { z } from 'zod';
import { ZIdSchema } from '../query.ts';

export const ZNameSchema = z.string().trim().min(1, 'Required').max(200);
export const ZOptionalTextSchema = z.string().trim().max(2000).nullable();
/** An area in the building's units (sqft or sqm). */
export const ZAreaSchema = z.number().nonnegative().nullable();
export const ZFileIdsSchema = z.array(ZIdSchema).max(100);
export const ZRefSchema = z.object({ id: z.int(), name: z.string() });

const timeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
export const isTimeZone = (value: string): boolean => timeZones.has(value);
export const ZTimeZoneSchema = z
  .string()
  .refine(isTimeZone, 'Expected an IANA time zone, e.g. Europe/Amsterdam');

export const ZCurrencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Expected a three-letter ISO 4217 currency code, e.g. USD');
