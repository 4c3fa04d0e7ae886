// The web kit proven on Tags and Industries, in Chromium through the real identity provider:
// every role of every kind of organization manages tags; industries are read by all and kept by
// the master admin; a route a user may not open shows the 403 page; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { clickThrough } from '../support/navigation.ts';
import { POLL, signedInPage } from '../support/session.ts';

describe('tags and industries on the kit', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const tagsTable = (page: Page) => page.getByRole('table', { name: 'Tags' });

  it.each([
    { email: 'admin@harbor.test', realm: 'harbor', demoTag: 'Flagship' },
    { email: 'viewer@harbor.test', realm: 'harbor', demoTag: 'Renewal talks' },
    { email: 'admin@metrospaces.test', realm: 'metrospaces', demoTag: 'Coworking' },
    { email: 'viewer@metrospaces.test', realm: 'metrospaces', demoTag: 'Expansion' },
    { email: 'admin@northwind.test', realm: 'northwind', demoTag: 'Headquarters' },
    { email: 'viewer@northwind.test', realm: 'northwind', demoTag: 'Consolidate' },
  ])('lets $email create, find, rename and delete a tag', async ({ email, realm, demoTag }) => {
    const page = await signedInPage(browser, server.url, email, `/${realm}/tags`);
    await tagsTable(page).getByText(demoTag).waitFor();
    // Only the organization's own tags.
    expect(await tagsTable(page).getByText('Flagship').count()).toBe(realm === 'harbor' ? 1 : 0);

    const name = `Review ${email.split('@')[0] ?? ''}`;
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Available for' }).click();
    await page.getByRole('option', { name: 'Buildings' }).click();
    await page.getByRole('button', { name: 'Colour #7C3AED' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(new RegExp(`/${realm}/tags$`));

    await page.getByRole('searchbox', { name: 'Name' }).fill('review');
    await page.waitForURL(/\?name=review$/);
    const tagPage = new RegExp(`/${realm}/tags/\\d+$`);
    await clickThrough(page, tagsTable(page).getByText(name), tagPage);
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} 2027`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/${realm}/tags$`));
    await clickThrough(page, tagsTable(page).getByText(`${name} 2027`), tagPage);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete tag' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.waitForURL(new RegExp(`/${realm}/tags$`));
    // The list refetches on arrival (it may show its cached rows for a moment).
    await expect.poll(() => tagsTable(page).getByText(`${name} 2027`).count(), POLL).toBe(0);
    await tagsTable(page).getByText(demoTag).waitFor();
    await page.close();
  });

  it.each([
    { email: 'viewer@harbor.test', realm: 'harbor' },
    { email: 'admin@metrospaces.test', realm: 'metrospaces' },
    { email: 'viewer@northwind.test', realm: 'northwind' },
  ])('shows $email the industries, read-only', async ({ email, realm }) => {
    const page = await signedInPage(browser, server.url, email, `/${realm}/industries`);
    const table = page.getByRole('table', { name: 'Industries' });
    await table.getByText('Software').click();
    await page.getByRole('heading', { name: 'Software' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.close();
  });

  it('lets the master admin add and rename an industry', async () => {
    const page = await signedInPage(browser, server.url, 'admin@atrium.test', '/industries');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'New industry' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Biotechnology');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/industries\/\d+$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Life sciences');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Industry saved').waitFor();
    await page.getByRole('link', { name: 'Industries' }).first().click();
    await page.getByRole('table', { name: 'Industries' }).getByText('Life sciences').waitFor();
    await page.close();
  });

  it('shows a viewer the 403 page on an admin address, and the menu stays', async () => {
    const page = await signedInPage(browser, server.url, 'viewer@harbor.test', '/harbor/workflows');
    await page.getByRole('heading', { name: '403 Forbidden' }).waitFor();
    expect(await page.getByText(/You may not open Workflows/).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await page.goto(`${server.url}/harbor/buildings/create`);
    await page.getByRole('heading', { name: '403 Forbidden' }).waitFor();
    await page.close();
  });

  it('has no serious accessibility violations on the tag list and form', async () => {
    const page = await signedInPage(browser, server.url, 'admin@harbor.test', '/harbor/tags');
    await tagsTable(page).getByText('Flagship').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.url}/harbor/tags/create`);
    await page.getByRole('heading', { name: 'New tag' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
