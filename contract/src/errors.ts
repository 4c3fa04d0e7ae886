import { z } from 'zod';

export const ZIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type Issue = z.infer<typeof ZIssueSchema>;

/** 400: what is wrong and where. */
export const ZBadRequestSchema = z.object({ message: z.string(), issues: z.array(ZIssueSchema) });
/** 401, 403, 404, 409, 5xx. */
export const ZMessageSchema = z.object({ message: z.string() });
/** A failed import: nothing was written. */
export const ZImportFailedSchema = z.object({
  name: z.literal('ImportFailed'),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
});

export const errorResponses = {
  400: ZBadRequestSchema,
  401: ZMessageSchema,
  403: ZMessageSchema,
  404: ZMessageSchema,
  409: ZMessageSchema,
} as const;

/**
 * The text a person sees for a failed call (specification section 8). `error` is what the
 * client caught: a network TypeError, or the parsed body of an error response.
 */
export function formatError(error: unknown): string {
  if (error instanceof TypeError) return 'Could not perform the request. Are you offline?';
  const importFailed = ZImportFailedSchema.safeParse(error);
  if (importFailed.success) {
    return importFailed.data.errors.map((e) => e.message.replace(/\.$/, '')).join('. ') + '.';
  }
  const badRequest = z.object({ issues: z.array(ZIssueSchema) }).safeParse(error);
  if (badRequest.success) return badRequest.data.issues[0]?.message ?? 'Unknown error: bad request';
  const withMessage = ZMessageSchema.safeParse(error);
  if (withMessage.success) return withMessage.data.message;
  return 'Unknown error';
}
