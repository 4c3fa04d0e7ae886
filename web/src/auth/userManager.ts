import { UserManager, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@atrium/contract';
import type { RealmLocation } from '../app/realm.ts';

/** The realm's OpenID Connect issuer: `{identityUrl}/realms/{realm}`. */
export function issuerOf(config: RuntimeConfig, realm: string): string {
  return `${config.identityUrl.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`;
}

/**
 * Authorization code + PKCE against the realm's issuer, with the constants of specification
 * section 9. The provider accepts any path of the frontend as redirect URI; we come back to the
 * realm's root and restore the page from the sign-in state.
 */
export function userManagerSettings(
  config: RuntimeConfig,
  location: RealmLocation,
  origin: string,
): UserManagerSettings {
  const appRoot = `${origin}${location.basename === '/' ? '' : location.basename}/`;
  return {
    authority: issuerOf(config, location.realm),
    client_id: config.clientId,
    redirect_uri: appRoot,
    post_logout_redirect_uri: appRoot,
    scope: 'openid profile email offline_access',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRequestTimeoutInSeconds: 10,
    staleStateAgeInSeconds: 900,
    // The session monitor turns login_required and similar answers into a sign-out.
    monitorSession: true,
    checkSessionIntervalInSeconds: 2,
  };
}

export function createUserManager(
  config: RuntimeConfig,
  location: RealmLocation,
  origin: string,
): UserManager {
  return new UserManager(userManagerSettings(config, location, origin));
}
