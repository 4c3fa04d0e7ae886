// Framing protection and a Content-Security-Policy for the pages Atrium serves (issue 35, item
// 11): the web app and the identity provider's sign-in and sign-out pages may be framed only by
// Atrium itself (oidc-client-ts renews in a hidden frame of the app when it has no refresh token),
// and each may load only what it needs.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

type Policy = Record<string, string[]>;

const render = (policy: Policy): string =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

const originOf = (url: string): string => new URL(url).origin;

/** What the Google Maps JavaScript API loads (its documented allowlist). */
const GOOGLE_MAPS: Policy = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['https://*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
};

/** The web app's policy: its own scripts, MUI's inline styles, the identity provider, maps if set. */
export function appContentSecurityPolicy(
  config: Pick<Config, 'identityUrl' | 'integrations'>,
): string {
  const identity = originOf(config.identityUrl);
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Emotion (MUI) writes its styles into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // File previews and chart downloads are blob: and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", identity],
    'frame-src': ["'self'", identity, 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", identity],
    'frame-ancestors': ["'self'"],
  };
  if (config.integrations.mapsApiKey !== null) {
    for (const [directive, sources] of Object.entries(GOOGLE_MAPS))
      policy[directive] = [...(policy[directive] ?? []), ...sources];
  }
  return render(policy);
}

/**
 * The identity provider's pages: no scripts of their own (oidc-provider adds the hash of each
 * inline script it writes to `script-src`), their inline stylesheet, forms that post to it and
 * then redirect to the web app, framed only by the web app.
 */
export function signInContentSecurityPolicy(frontendUrls: readonly string[]): string {
  const frontends = frontendUrls.map(originOf);
  return render({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...frontends],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'", ...frontends],
  });
}

/** Headers every page carries besides its policy. */
const FRAMING = { 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' };

/**
 * Sets the headers on every response outside the API: the sign-in policy under the identity
 * provider's path, the app's elsewhere. Set on the raw response when the request arrives, as
 * oidc-provider writes its pages itself; a header a route sets (a stored file's
 * `Content-Security-Policy: sandbox`) still wins.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'identityUrl' | 'frontendUrl' | 'integrations'>,
): void {
  const identityPath = `${new URL(config.identityUrl).pathname.replace(/\/$/, '')}/realms/`;
  const signIn = {
    ...FRAMING,
    'content-security-policy': signInContentSecurityPolicy([config.frontendUrl]),
  };
  const webApp = { ...FRAMING, 'content-security-policy': appContentSecurityPolicy(config) };
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/')) return;
    const headers = url.startsWith(identityPath) ? signIn : webApp;
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  });
}
