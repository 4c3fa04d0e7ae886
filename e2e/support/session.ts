import { createHash, randomBytes } from 'node:crypto';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
// The server tests' reading of the provider's sign-in form.
import { formAction } from '../../server/test/support/browser-session.ts';

export const DEMO_PASSWORD = 'atrium-demo';

/**
 * For `expect.poll`: its default (1 s) bounds each call of the polled function too, and a page
 * query or an API call can take longer than that while the unit tests share the cores.
 */
export const POLL = { timeout: 15_000 } as const;

/** Answers the sign-in form of the embedded provider. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/auth\/realms\/[a-z-]+\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type Session = {
  /** The browser's cookies (the provider's session) and local storage, as Playwright saves them. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The tab's session storage, where oidc-client-ts keeps the signed-in user. */
  sessionStorage: Record<string, string>;
};

/** Each account's session on each server, kept from its first sign-in in this test file. */
const sessions = new Map<string, Session>();

const RESTORED = 'atrium-e2e.session-restored';

/**
 * A new page signed in as `email`, starting at `path` (which may carry a realm prefix), in a
 * browser context of its own. The account's first page on a server signs in through the
 * provider's form; later ones start from the session that sign-in left (the provider's cookies
 * and the tab's stored user, as an open tab keeps them), which spares a test file a browser
 * sign-in per test. Tests of signing in itself use `signIn`.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  path = '/',
): Promise<Page> {
  const key = `${baseUrl} ${email}`;
  const saved = sessions.get(key);
  const context = await browser.newContext(saved ? { storageState: saved.storageState } : {});
  if (saved) {
    // Once per tab: a later sign-out or renewal in the tab stands.
    await context.addInitScript(
      ({ entries, marker }) => {
        if (sessionStorage.getItem(marker)) return;
        for (const [name, value] of Object.entries(entries)) sessionStorage.setItem(name, value);
        sessionStorage.setItem(marker, '1');
      },
      { entries: saved.sessionStorage, marker: RESTORED },
    );
  }
  const page = await context.newPage();
  // When the test file closes the browser first, the context has gone with it.
  page.once('close', () => void context.close().catch(() => undefined));
  await page.goto(`${baseUrl}${path}`);
  if (!saved) await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  if (!saved)
    sessions.set(key, {
      storageState: await context.storageState(),
      sessionStorage: await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))),
    });
  return page;
}

/** The signed-in user's access token, as the web app keeps it (oidc-client-ts in session storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return (
          (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string })
            .access_token ?? null
        );
    }
    return null;
  });
  if (!token) throw new Error('No access token in the page');
  return token;
}

// The caller names the shape it expects; the tests then assert on it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function api<T>(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs in as the web app does, without a browser: the same HTTP requests to the realm's
 * provider (authorization code with PKCE, the sign-in form, the code redeemed for tokens), with
 * Playwright's HTTP client keeping the cookies and following the redirects. Returns the access
 * token. For tests of the accounts themselves; the browser's own path is tested in app.test.ts.
 */
export async function signInWithoutBrowser(
  baseUrl: string,
  realm: string,
  email: string,
): Promise<string> {
  const issuer = `${baseUrl}/auth/realms/${realm}/protocol/openid-connect`;
  const redirectUri = `${baseUrl}/${realm === 'atrium' ? '' : `${realm}/`}`;
  const verifier = base64url(randomBytes(32));
  const authorize = new URL(`${issuer}/auth`);
  for (const [name, value] of Object.entries({
    client_id: 'atrium-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
  }))
    authorize.searchParams.set(name, value);
  const http = await request.newContext();
  try {
    const form = await http.get(authorize.href);
    const signedIn = await http.post(new URL(formAction(await form.text()), form.url()).href, {
      form: { username: email, password: DEMO_PASSWORD },
    });
    const code = new URL(signedIn.url()).searchParams.get('code');
    if (!code) throw new Error(`${email} was not signed in (${String(signedIn.status())})`);
    const tokens = await http.post(`${issuer}/token`, {
      form: {
        grant_type: 'authorization_code',
        client_id: 'atrium-web',
        redirect_uri: redirectUri,
        code,
        code_verifier: verifier,
      },
    });
    const { access_token: token } = (await tokens.json()) as { access_token?: string };
    if (!token) throw new Error(`No access token for ${email}: ${await tokens.text()}`);
    return token;
  } finally {
    await http.dispose();
  }
}
