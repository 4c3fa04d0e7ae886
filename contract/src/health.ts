import { z } from 'zod';

/** `GET /api/health`: the server is up and its database answers. */
export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof ZHealthResponseSchema>;
