// The embedded OpenID provider, driven by an independent client (openid-client) through the
// real sign-in form: code + PKCE, the API called with the token, renewal, revocation, sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { databaseKinds } from './support/database.ts';
import { startListeningApp, type ListeningApp } from './support/listening-app.ts';
import { BrowserSession, formAction } from './support/browser-session.ts';

const ADMIN = { email: 'admin@atrium.test', password: 'correct horse battery' };

describe.each(databaseKinds)('embedded identity provider on %s', (kind) => {
  let t: ListeningApp;
  let client: oidc.Configuration;
  let issuer: string;
  beforeAll(async () => {
    t = await startListeningApp(kind, {
      ATRIUM_ADMIN_EMAIL: ADMIN.email,
      ATRIUM_ADMIN_PASSWORD: ADMIN.password,
      ACCESS_TOKEN_TTL: '120',
    });
    issuer = `${t.url}/auth/realms/atrium`;
    client = await oidc.discovery(new URL(issuer), 'atrium-web', undefined, oidc.None(), {
      // The test server speaks plain HTTP on localhost.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      execute: [oidc.allowInsecureRequests],
    });
  });
  afterAll(() => t.close());

  const redirectUri = () => `${t.url}/`;

  async function authorize(session: BrowserSession, extra: Record<string, string> = {}) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: redirectUri(),
      scope: 'openid profile email offline_access api',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...extra,
    });
    const start = await session.follow(url.href, redirectUri());
    return { verifier, state, start };
  }

  async function signIn(password = ADMIN.password) {
    const session = new BrowserSession();
    const { verifier, state, start } = await authorize(session);
    const html = (await start.response?.text()) ?? '';
    const done = await session.submitForm(
      formAction(html),
      start.url,
      { username: ADMIN.email, password },
      redirectUri(),
    );
    return { session, verifier, state, done };
  }

  it('publishes discovery with Keycloak-style endpoints and S256 only', () => {
    const metadata = client.serverMetadata();
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.authorization_endpoint).toBe(`${issuer}/protocol/openid-connect/auth`);
    expect(metadata.token_endpoint).toBe(`${issuer}/protocol/openid-connect/token`);
    expect(metadata.jwks_uri).toBe(`${issuer}/protocol/openid-connect/certs`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('answers 404 for an unknown realm', async () => {
    const response = await fetch(`${t.url}/auth/realms/nowhere/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });

  it('serves an accessible sign-in form and refuses a wrong password without saying which was wrong', async () => {
    const session = new BrowserSession();
    const { start } = await authorize(session);
    const html = (await start.response?.text()) ?? '';
    expect(html).toMatch(/<label for="username">Email<\/label>/);
    expect(html).toMatch(/<input id="username" name="username"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    const wrong = await session.submitForm(
      formAction(html),
      start.url,
      { username: ADMIN.email, password: 'not it' },
      redirectUri(),
    );
    expect(wrong.response?.status).toBe(401);
    const again = (await wrong.response?.text()) ?? '';
    expect(again).toContain('Invalid email or password');
    const unknown = await session.submitForm(
      formAction(again),
      start.url,
      { username: 'nobody@atrium.test', password: 'not it' },
      redirectUri(),
    );
    expect((await unknown.response?.text()) ?? '').toContain('Invalid email or password');
  });

  it('runs code + PKCE, calls the API, renews with rotation, revokes, and then refuses the tokens', async () => {
    const { verifier, state, done } = await signIn();
    expect(done.url.startsWith(redirectUri())).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(client, new URL(done.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });

    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      email: ADMIN.email,
      realm_access: { roles: ['master-admin'] },
      org_key: 'atrium',
      iss: issuer,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);

    const api = (token: string) =>
      fetch(`${t.url}/api/organizations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await api(tokens.access_token)).status).toBe(200);

    const refreshToken = tokens.refresh_token ?? '';
    expect(refreshToken).not.toBe('');
    const renewed = await oidc.refreshTokenGrant(client, refreshToken);
    expect(renewed.refresh_token).toBeDefined();
    expect(renewed.refresh_token).not.toBe(refreshToken);
    expect((await api(renewed.access_token)).status).toBe(200);
    await expect(oidc.refreshTokenGrant(client, refreshToken)).rejects.toThrow();

    await oidc.tokenRevocation(client, renewed.refresh_token ?? '');
    await expect(oidc.refreshTokenGrant(client, renewed.refresh_token ?? '')).rejects.toThrow();
    expect((await api(renewed.access_token)).status).toBe(401);
  });

  it('refuses PKCE plain and requests without PKCE', async () => {
    const session = new BrowserSession();
    const plain = oidc.buildAuthorizationUrl(client, {
      redirect_uri: redirectUri(),
      scope: 'openid',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const plainResult = await session.follow(plain.href, redirectUri());
    expect(plainResult.url).toMatch(/error=invalid_request/);
    const none = oidc.buildAuthorizationUrl(client, {
      redirect_uri: redirectUri(),
      scope: 'openid',
    });
    const noneResult = await session.follow(none.href, redirectUri());
    expect(noneResult.url).toMatch(/error=invalid_request/);
  });

  it('signs out at once when the web app gives its id token as the hint', async () => {
    const { session, verifier, state, done } = await signIn();
    const tokens = await oidc.authorizationCodeGrant(client, new URL(done.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const logout = oidc.buildEndSessionUrl(client, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri(),
    });
    const page = await session.follow(logout.href, redirectUri());
    const html = (await page.response?.text()) ?? '';
    expect(html).toContain('Signing you out...');
    expect(html).not.toContain('Do you want to sign out');
    // The page submits itself; its script is allowed by its hash, nothing else runs.
    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.response?.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
    // What the script sends: the form as it is.
    const submitted = await session.submitForm(
      formAction(html),
      page.url,
      { xsrf: /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '', logout: 'yes' },
      redirectUri(),
    );
    expect(submitted.url.startsWith(redirectUri())).toBe(true);
    // The session is over: signing in again asks for the password.
    const again = await authorize(session);
    expect((await again.start.response?.text()) ?? '').toContain('<input id="password"');
  });

  it('asks before signing out when the request carries no valid hint', async () => {
    const { session } = await signIn();
    const logout = oidc.buildEndSessionUrl(client, { post_logout_redirect_uri: redirectUri() });
    const page = await session.follow(logout.href, redirectUri());
    const html = (await page.response?.text()) ?? '';
    expect(html).toContain('Do you want to sign out of Atrium?');
    expect(html).not.toContain('<script>');
    const confirm = await session.submitForm(
      formAction(html),
      page.url,
      { xsrf: /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '', logout: 'yes' },
      redirectUri(),
    );
    expect(confirm.url.startsWith(redirectUri())).toBe(true);
  });

  it('limits failed attempts per account', async () => {
    let last = '';
    for (let i = 0; i < 6; i++) {
      const { done } = await signIn('wrong password');
      last = (await done.response?.text()) ?? '';
    }
    expect(last).toContain('Too many failed sign-in attempts');
  });
});
