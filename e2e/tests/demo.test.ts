// The demo a new user meets: a first start on an empty embedded database creates the portfolio,
// prints the address and the accounts, later starts reuse it; every demo account signs in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { api, signInWithoutBrowser } from '../support/session.ts';

/** The accounts docs/demo.md and the README list. */
const organizations = [
  'harbor',
  'crescent',
  'metrospaces',
  'northwind',
  'contoso',
  'globex',
  'initech',
];
const accounts = [
  { email: 'admin@atrium.test', realm: null },
  ...organizations.flatMap((key) => [
    { email: `admin@${key}.test`, realm: key },
    { email: `viewer@${key}.test`, realm: key },
  ]),
];

async function printed(server: RunningServer, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" was not printed:\n${server.output()}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return server.output();
}

describe('the first start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-first-start-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two starts, the first generating the demo: a minute on a quiet machine, more when the two
  // cores are shared, hence its own timeout.
  it(
    'creates the demo on an empty embedded database, then reuses it',
    { timeout: 180_000 },
    async () => {
      // No ATRIUM_DEMO: the embedded database's first start decides by itself.
      const env = { ATRIUM_DEMO: '', ATRIUM_DEMO_SIZE: 'small' };
      const first = await startServer(env, { dataDir });
      try {
        const output = await printed(first, 'Demo sign-in accounts');
        expect(output).toContain('First start: creating the demo portfolio');
        expect(output).toContain(`Atrium is running on ${first.url}`);
        for (const { email } of accounts) expect(output).toContain(email);
        const page = await fetch(`${first.url}/buildings`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
      } finally {
        await first.stop();
      }

      const again = await startServer(env, { dataDir });
      try {
        const output = await printed(again, 'Demo sign-in accounts');
        expect(output).not.toContain('First start');
        expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      } finally {
        await again.stop();
      }
    },
  );
});

// Each account through its realm's provider, as the web app signs in but without a browser (the
// browser's sign-in is tested in app.test.ts and with most of these accounts in the other files).
describe('the demo accounts', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each(accounts)('$email signs in to its realm', async ({ email, realm }) => {
    const token = await signInWithoutBrowser(server.url, realm ?? 'atrium', email);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      email?: string;
      iss?: string;
    };
    expect(claims.email).toBe(email);
    expect(claims.iss).toBe(`${server.url}/auth/realms/${realm ?? 'atrium'}`);
    // The API takes the token.
    const answer = await api<{ items: unknown[] }>(server.url, token, 'search', { text: 'Harbor' });
    expect(answer.status).toBe(200);
  });
});
