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
});
export type RuntimeConfig = z.infer<typeof ZRuntimeConfigSchema>;

/**
 * `GET /api/config/realms/{realm}` (public): whether the first segment of the address names a
 * realm, all the sign-in needs to know. The list of realms (every customer's key) is not public.
 */
export const ZRealmCheckSchema = z.object({ realm: z.string(), known: z.boolean() });
export type RealmCheck = z.infer<typeof ZRealmCheckSchema>;
export const ZRealmParamsSchema = z.object({ realm: z.string().min(1).max(100) });
