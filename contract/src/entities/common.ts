import { z } from 'zod';
import { ZIdSchema } from '../query.ts';

export const ZNameSchema = z.string().trim().min(1, 'Required').max(200);
export const ZOptionalTextSchema = z.string().trim().max(2000).nullable();
/** An area in the building's units (sqft or sqm). */
export const ZAreaSchema = z.number().nonnegative().nullable();
export const ZFileIdsSchema = z.array(ZIdSchema).max(100);
export const ZRefSchema = z.object({ id: z.int(), name: z.string() });

/** How tz database names are spelled (`Asia/Kolkata`, `Etc/GMT+5`, `UTC`): no offsets like +05:30. */
const TZ_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const known = new Map<string, boolean>();

/**
 * A name the time-zone database knows, links included (`Asia/Kolkata` as well as the older
 * `Asia/Calcutta`, `Europe/Kyiv`, `Etc/UTC`). `Intl.supportedValuesOf` lists only one name per
 * zone, and in this Node's ICU the older one, so the check asks Intl to use the name instead.
 */
export function isTimeZone(value: string): boolean {
  if (!TZ_NAME.test(value) || value.length > 64) return false;
  let answer = known.get(value);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      answer = true;
    } catch {
      answer = false;
    }
    // A few hundred names exist; anything else is remembered only while the memory is small.
    if (known.size < 5000) known.set(value, answer);
  }
  return answer;
}
export const ZTimeZoneSchema = z
  .string()
  .refine(isTimeZone, 'Expected an IANA time zone, e.g. Europe/Amsterdam');

export const ZCurrencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Expected a three-letter ISO 4217 currency code, e.g. USD');
