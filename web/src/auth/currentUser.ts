import { createContext, useContext } from 'react';
import {
  isMasterAdmin as hasMasterAdminRole,
  mainRole,
  tokenUserFromClaims,
  type Role,
  type TokenUser,
} from '@atrium/contract';

export type CurrentUser = TokenUser & { mainRole: Role | undefined };

/** The claims of a JWT, unverified: the API verifies the token, the web only reads it. */
export function decodeJwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The access token is not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('The access token has no claims');
  }
  return claims as Record<string, unknown>;
}

export function currentUserFromAccessToken(token: string): CurrentUser {
  const user = tokenUserFromClaims(decodeJwtClaims(token));
  return { ...user, mainRole: mainRole(user.roles) };
}

export const isMasterAdmin = (user: CurrentUser): boolean => hasMasterAdminRole(user);

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user; only below the sign-in gate. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the sign-in gate');
  return user;
}
