import { z } from 'zod';

/**
 * `GET /api/config` (public): the web app's runtime configuration, read once at start so that
 * one build runs anywhere. Optional integrations are null when not configured.
 */
export const ZRuntimeConfigSchema = z.object({
  apiUrl: z.string(),
  frontendUrl: z.string(),
  /** Base of the identity provider; a realm's issuer is `{identityUrl}/realms/{realm}`. */
  identityUrl: z.string(),
  defaultRealm: z.string(),
  clientId: z.string(),
  mapsApiKey: z.string().nullable(),
  analyticsKey: z.string().nullable(),
  tagManagerKey: z.string().nullable(),
  workflowAutomationUrl: z.string().nullable(),
  spaceBookingKey: z.string().nullable(),
  spaceBookingOrgId: z.string().nullable(),
  /** The realms that exist, so the web can tell a realm prefix from an app route. */
  realms: z.array(z.string()),
});
export type RuntimeConfig = z.infer<typeof ZRuntimeConfigSchema>;
