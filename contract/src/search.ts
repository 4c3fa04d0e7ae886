import { z } from 'zod';

/** Global search (specification section 2): at least 2 characters, 10 results. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 10;

export const ZSearchRequestSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(200),
});
export const ZSearchResultSchema = z.object({
  label: z.string(),
  subtitle: z.string(),
  type: z.enum(['location', 'tenant']),
  /** App path to open, relative to the realm prefix, e.g. `buildings/12` or `networks/3`. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof ZSearchResultSchema>;
export const ZSearchResponseSchema = z.object({ items: z.array(ZSearchResultSchema) });
