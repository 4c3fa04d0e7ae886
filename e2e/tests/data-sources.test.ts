// Data sources, sensor status, data coverage and the occupancy readings, in Chromium as the
// master admin on the small demo portfolio: a data source is created and found among the sensors,
// every organization's coverage has its icons, a day of readings is deleted with confirmation;
// an owner's admin gets the 403 page; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessTokenOf, api, signedInPage } from '../support/session.ts';

describe('data sources and sensors', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await signedInPage(browser, server.url, 'admin@atrium.test', '/data-sources');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('creates a data source, which shows among the sensors as never reported', async () => {
    const table = page.getByRole('table', { name: 'Data Sources' });
    await table
      .getByText(/people counters/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('E2E lobby counter');
    await page.getByRole('combobox', { name: 'Building' }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/data-sources\/\d+$/);
    await page.getByRole('heading', { name: 'E2E lobby counter' }).waitFor();
    await page.getByRole('group', { name: 'Health' }).getByText('No data').waitFor();

    await page.goto(`${server.url}/sensor-status`);
    const sources = page.getByRole('table', { name: 'Data source status' });
    const row = sources.getByRole('row', { name: /E2E lobby counter/ });
    await row.waitFor();
    expect(await row.getByText('No data').count()).toBe(1);
    expect(await sources.getByText('Healthy').count()).toBeGreaterThan(0);
  });

  it('shows every organization’s data coverage with its state icons', async () => {
    await page.goto(`${server.url}/data-coverage`);
    const table = page.getByRole('table', { name: 'Coverage per organization' });
    const row = table.getByRole('row', { name: /Northwind Traders/ });
    await row.waitFor();
    expect(await row.getByRole('img', { name: /^Occupancy: / }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deletes a day of readings after confirmation, and the day is empty', async () => {
    const token = await accessTokenOf(page);
    const { body } = await api<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'data-sources',
      { where: { name: { contains: 'people counters', mode: 'insensitive' } } },
    );
    const source = body.items[0];
    if (!source) throw new Error('no people counters in the demo');
    await page.goto(`${server.url}/occupancy?dataSourceId=${source.id}`);
    const sensors = page.getByRole('table', { name: 'Sensors of the day' });
    await sensors.getByRole('row').nth(1).waitFor();
    const day = await page.getByRole('textbox', { name: 'Day' }).inputValue();
    await page.getByRole('button', { name: 'Delete readings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete readings' });
    await dialog.getByText(/readings on 1 days will be deleted/).waitFor();
    await dialog.getByRole('button', { name: 'Delete readings' }).click();
    await page.getByText(/\d+ readings deleted/).waitFor();
    await page.waitForURL(new RegExp(`date=${day}|dataSourceId=${source.id}`));
    await sensors.getByText('No readings on this day.').waitFor();
  });

  it('shows an owner’s admin the 403 page on the admin screens', async () => {
    const harbor = await signedInPage(
      browser,
      server.url,
      'admin@harbor.test',
      '/harbor/data-sources',
    );
    await harbor.getByRole('heading', { name: '403 Forbidden' }).waitFor();
    await harbor.goto(`${server.url}/harbor/sensor-status`);
    await harbor.getByRole('heading', { name: '403 Forbidden' }).waitFor();
    await harbor.close();
  });
});
