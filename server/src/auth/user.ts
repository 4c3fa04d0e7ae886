import type { JWTPayload } from 'jose';
import { tokenUserFromClaims, type OrganizationType, type TokenUser } from '@atrium/contract';
import { UnauthorizedError } from '../http/errors.ts';

export type OrganizationRef = {
  id: number;
  key: string;
  name: string;
  type: OrganizationType;
  realm: string;
};
export type { TokenUser };

/** The signed-in user (specification section 3) with the organization the server found for them. */
export type RequestUser = TokenUser & { organization: OrganizationRef };

/** The user a verified token describes; a missing email or realm is a 401 with the specification's text. */
export function userFromClaims(claims: JWTPayload): TokenUser {
  try {
    return tokenUserFromClaims(claims);
  } catch (error) {
    throw new UnauthorizedError(error instanceof Error ? error.message : 'Invalid access token');
  }
}
