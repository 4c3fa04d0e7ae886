// One embedded OpenID Connect provider per realm, Keycloak-style: the issuer is
// `{identityUrl}/realms/{realm}` and the endpoints sit under `/protocol/openid-connect/`.
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../resources/resource-table.ts';
import { adapterFor } from './adapter.ts';
import { accountClaims, findRealmAccount } from './accounts.ts';
import { loadRealmKeys } from './keys.ts';
import { renderError, renderSignedOut } from './views.ts';
import { logoutSource } from './sign-out.ts';

export type ProviderOptions = {
  db: Db;
  realm: string;
  identityUrl: string;
  clientId: string;
  /** Sign-in may return to any page under these origins (the web app). */
  frontendUrls: string[];
  accessTokenTtl: number;
  /** Told the key of each grant this process revokes (sign-out), so the API refuses it at once. */
  onGrantGone?: (key: string) => void;
};

export const API_RESOURCE = 'urn:atrium:api';
export const API_SCOPE = 'api';
/** What Atrium's web app is granted without asking: it is Atrium's own client. */
export const GRANTED_SCOPES = `openid offline_access profile email ${API_SCOPE}`;

export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

const under = (uri: string, bases: string[]) =>
  bases.some((base) => uri === base || uri.startsWith(`${base}/`));
const accountIdOf = (sub: string) => (/^\d+$/.test(sub) ? Number(sub) : NaN);

export async function createRealmProvider(options: ProviderOptions): Promise<Provider> {
  const { db, realm, clientId, frontendUrls } = options;
  const issuer = `${options.identityUrl}/realms/${realm}`;
  const mountPath = new URL(issuer).pathname;
  const keys = await loadRealmKeys(db, realm);

  const configuration: Configuration = {
    adapter: adapterFor(db, realm, options.onGrantGone),
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: frontendUrls.map((url) => `${url}/`),
        post_logout_redirect_uris: frontendUrls.map((url) => `${url}/`),
      },
    ],
    scopes: ['openid', 'offline_access', 'profile', 'email', API_SCOPE],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'title', 'groups', 'org_key', 'realm_access'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: (ctx) => {
          ctx.body = renderSignedOut();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience: clientId,
          accessTokenTTL: options.accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    async findAccount(_ctx, sub) {
      const account = await findRealmAccount(db, realm, { id: accountIdOf(sub) });
      if (!account?.isActive) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...accountClaims(account) }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token)) return undefined;
      const account = await findRealmAccount(db, realm, { id: accountIdOf(token.accountId) });
      // The grant lets the API refuse a token whose grant was revoked (sign-out, revocation).
      return account ? { ...accountClaims(account), grant_id: token.grantId } : undefined;
    },
    // Atrium is a first-party app: its users are not asked to consent to it.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(GRANTED_SCOPES);
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 30 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
    },
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    routes: keycloakRoutes,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderError(out.error, out.error_description);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Sign-in may return to any page of the web app, so that the user comes back where they were.
  provider.Client.prototype.redirectUriAllowed = function (uri: string) {
    return under(uri, frontendUrls);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (uri: string) {
    return under(uri, frontendUrls);
  };
  return provider;
}
