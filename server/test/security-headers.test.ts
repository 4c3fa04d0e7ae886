// Framing protection and Content-Security-Policy (issue 35, item 11): the web app's pages and
// the identity provider's sign-in pages may be framed only by Atrium, and load only what they need.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApp, type ListeningApp } from './support/listening-app.ts';
import { authorizeUrl, BrowserSession } from './support/browser-session.ts';
import { appContentSecurityPolicy } from '../src/http/security-headers.ts';
import { loadConfig } from '../src/config.ts';

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('security headers', () => {
  let t: ListeningApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'atrium-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Atrium</title>');
    t = await startListeningApp('pglite', {
      ATRIUM_WEB_DIST: webDist,
      ATRIUM_ADMIN_EMAIL: 'admin@atrium.test',
      ATRIUM_ADMIN_PASSWORD: 'correct horse battery',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lets only Atrium frame the web app, which runs only its own scripts', async () => {
    for (const path of ['/', '/harbor/buildings/3']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toContain(new URL(t.url).origin);
    }
  });

  it('lets only the web app frame the sign-in page, which posts only to itself and the app', async () => {
    const session = new BrowserSession();
    const signIn = await session.follow(authorizeUrl(t.url), `${t.url}/`);
    expect(await signIn.response?.text()).toContain('<form method="post"');
    const pages = [
      signIn.response,
      await fetch(`${t.url}/auth/realms/atrium/.well-known/openid-configuration`),
      await fetch(`${t.url}/auth/realms/nowhere/protocol/openid-connect/auth`),
    ];
    for (const page of pages) {
      expect(page?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const policy = directives(page?.headers.get('content-security-policy') ?? null);
      expect(policy.get('frame-ancestors')).toEqual(["'self'", new URL(t.url).origin]);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'", new URL(t.url).origin]);
    }
  });

  it('allows the Google Maps script only when a maps key is set', () => {
    const without = directives(appContentSecurityPolicy(loadConfig({})));
    expect(without.get('script-src')).toEqual(["'self'"]);
    const withMaps = directives(appContentSecurityPolicy(loadConfig({ MAPS_API_KEY: 'k' })));
    expect(withMaps.get('script-src')).toContain('https://*.googleapis.com');
    // An external identity provider is reached by the app's own requests and frames.
    const external = directives(
      appContentSecurityPolicy(loadConfig({ IDENTITY_URL: 'https://id.example.com/auth' })),
    );
    expect(external.get('connect-src')).toContain('https://id.example.com');
    expect(external.get('frame-src')).toContain('https://id.example.com');
  });
});
