// The shell as each kind of user meets it, through the real identity provider: menus, acting
// as another organization, global search, silent renewal after a 401, and signing out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { POLL, signedInPage } from '../support/session.ts';

const menuLinks = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  return menu.getByRole('link').allTextContents();
};

describe('the shell for each kind of user', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it.each([
    {
      email: 'admin@harbor.test',
      realm: 'harbor',
      has: ['Buildings', 'Networks', 'Users', 'Tags', 'Imports'],
      lacks: ['Sites', 'Workflows'],
    },
    {
      email: 'viewer@metrospaces.test',
      realm: 'metrospaces',
      has: ['Sites', 'Networks'],
      lacks: ['Buildings', 'Workflows'],
    },
    {
      email: 'admin@northwind.test',
      realm: 'northwind',
      has: ['Buildings', 'Customization'],
      lacks: ['Tags', 'Imports', 'Sensor Status', 'Workflows'],
    },
    {
      email: 'viewer@contoso.test',
      realm: 'contoso',
      has: ['Buildings', 'Customization'],
      lacks: ['Tags', 'Imports', 'Workflows'],
    },
  ])('shows $email the menu of their organization type', async ({ email, realm, has, lacks }) => {
    const page = await signedInPage(browser, server.url, email, `/${realm}/`);
    const links = await menuLinks(page);
    for (const name of has) expect(links, name).toContain(name);
    for (const name of lacks) expect(links, name).not.toContain(name);
    await page.close();
  });

  it('lets a master admin act as an organization and stop', async () => {
    const page = await signedInPage(browser, server.url, 'admin@atrium.test');
    expect(await menuLinks(page)).toContain('Workflows');
    const picker = page.getByRole('combobox', { name: 'Act as organization' });
    await picker.click();
    await page.getByRole('option', { name: 'MetroSpaces' }).click();
    await expect.poll(() => menuLinks(page), POLL).toContain('Sites');
    await picker.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => menuLinks(page), POLL).toContain('Buildings');
    await page.close();
  });

  it('searches networks, buildings and tenants', async () => {
    const page = await signedInPage(browser, server.url, 'admin@atrium.test');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('h');
    await page.waitForTimeout(700);
    expect(await page.getByRole('option').count()).toBe(0);
    await search.fill('Harbor');
    await page.getByRole('option', { name: /Harbor Point/ }).click();
    await page.waitForURL(/\/buildings\/\d+$/);
    await page.close();
  });

  it('renews the session silently when the API answers 401, and signs out', async () => {
    const page = await signedInPage(browser, server.url, 'admin@atrium.test', '/buildings');
    await page.getByRole('table').first().waitFor();
    // Spoil the stored access token: the next call gets a 401, renews with the refresh token, retries.
    await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i) ?? '';
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
        user.access_token = `${user.access_token ?? ''}spoiled`;
        sessionStorage.setItem(key, JSON.stringify(user));
      }
    });
    await page.getByLabel('Name', { exact: true }).fill('Harbor');
    await page.getByRole('link', { name: 'Harbor Point' }).waitFor();
    expect(page.url()).not.toMatch(/\/interaction\//);

    await page.getByRole('button', { name: 'Account menu' }).click();
    // One click: the app signs out with its id token as the hint, so the provider does not ask.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/interaction\//);
    expect(await page.getByText('Do you want to sign out of Atrium?').count()).toBe(0);
    await page.close();
  });
});
