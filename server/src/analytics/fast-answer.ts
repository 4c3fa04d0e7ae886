// Statistics answers written by fast-json-stringify, compiled from the response schema: a
// call's figures are large (a year of days, a portfolio's leases), and checking them with Zod and
// then writing them with JSON.stringify took 0.3–1.1 ms for 30–240 kB. The compiled writer
// writes only the schema's properties, as Zod's check strips the others. A schema that has no
// JSON Schema form keeps Zod's way. With CHECK_SERIALIZERS=1 (the tests) every answer is also
// checked and written by Zod, and a difference fails the request.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** Zod's way: checked against the schema (stripping unknown keys), then JSON. */
function zodSerializer(schema: z.ZodType, url: string): Serialize {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success)
      throw new Error(`The answer of ${url} does not match its schema: ${result.error.message}`);
    return JSON.stringify(result.data);
  };
}

function compiled(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * The writer of a call's 200 answer, compiled on its first answer (so that starting the app
 * does not compile every call's).
 */
export function fastAnswer(schema: z.ZodType, url: string, check: boolean): Serialize {
  const checked = zodSerializer(schema, url);
  let fast: Serialize | undefined;
  return (data) => {
    fast ??= compiled(schema) ?? checked;
    const written = fast(data);
    if (check && fast !== checked && written !== checked(data))
      throw new Error(
        `The fast answer of ${url} differs from its schema's: ${written.slice(0, 200)}`,
      );
    return written;
  };
}
