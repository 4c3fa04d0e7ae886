// The first path a person takes: open Atrium, sign in through the embedded identity provider,
// land on the page they asked for inside the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signIn } from '../support/session.ts';
import { ZHealthResponseSchema } from '@atrium/contract';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { seriousViolations } from '../support/axe.ts';

describe('signing in and the shell', () => {
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

  it('sends a visitor to sign in and back to the page they asked for', async () => {
    const page = await browser.newPage();
    // Nothing the pages do is refused by their Content-Security-Policy.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(`${server.url}/buildings?page=2`);
    expect(response?.status()).toBe(200);
    await signIn(page, 'admin@atrium.test');
    await page.waitForURL(`${server.url}/buildings?page=2`);
    expect(await page.title()).toBe('Atrium');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.getByRole('heading', { name: 'Buildings' }).first().waitFor();
    expect(refused).toEqual([]);
    await page.close();
  });

  it('says that an organization in the address is not known, and offers the sign-in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/nosuchrealm/`);
    await page.getByRole('heading', { name: 'Organization not found' }).waitFor();
    expect(page.url()).toBe(`${server.url}/nosuchrealm/`);
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await page.waitForURL(/\/auth\/realms\/atrium\/interaction\//);
    await page.close();
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('Email').fill('admin@atrium.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await page.close();
  });

  it('has no serious accessibility violations on the sign-in page and in the shell', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForURL(/\/interaction\//);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, 'admin@atrium.test');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('signs in to an organization’s own realm and shows its menu', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/metrospaces/`);
    await signIn(page, 'viewer@metrospaces.test');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Sites' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Buildings' }).count()).toBe(0);
    expect(await menu.getByText('Admin').count()).toBe(0);
    await page.close();
  });
});
