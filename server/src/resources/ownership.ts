import type { RequestAuth } from '../auth/guard.ts';
import { BadRequestError } from '../http/errors.ts';

/**
 * The organization a new row (network, tag) belongs to: the caller's own (or the impersonated
 * one); only a master admin acting for the platform may name another.
 */
export function owningOrganization(auth: RequestAuth, requested: number | undefined): number {
  if (auth.scope.kind === 'organization') return auth.scope.organizationId;
  if (requested === undefined) {
    throw new BadRequestError([{ path: ['data', 'organizationId'], message: 'Required' }]);
  }
  return requested;
}
