import type { Browser, Page } from 'playwright-core';

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

/** A new page signed in as `email`, starting at `path` (which may carry a realm prefix). */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  path = '/',
): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}${path}`);
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
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
