// `/users/password-link`: a one-time link to the embedded identity provider's page where a user
// sets their own password (a new user's invitation, or a reset). No mail server is assumed: the
// admin passes the link on, and the server writes it to its log.
import { z } from 'zod';
import { ZIdSchema } from '../query.ts';

/** How long a link stays usable. */
export const PASSWORD_LINK_HOURS = 72;

export const ZPasswordLinkRequestSchema = z.strictObject({ id: ZIdSchema });
export const ZPasswordLinkResponseSchema = z.object({
  id: z.int(),
  /** Opens the set-password page of the user's realm; usable once, until `expiresAt`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type PasswordLink = z.infer<typeof ZPasswordLinkResponseSchema>;
