import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ZHealthResponseSchema } from '@atrium/contract';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('the running app', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('reports its health and database', async () => {
    const health = ZHealthResponseSchema.parse(
      await (await fetch(`${server.url}/api/health`)).json(),
    );
    expect(health.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('opens in Chromium with the app title', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    expect(await page.title()).toBe('Atrium');
    await page.getByRole('heading', { level: 1, name: 'Atrium' }).waitFor();
    await page.close();
  });

  it('serves the app for client-side routes too', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/buildings?page=2`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Atrium');
    await page.close();
  });
});
