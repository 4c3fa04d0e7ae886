// Imports and their jobs, in Chromium as the master admin on the small demo portfolio: a spatial
// file is checked and imported, the import ends, and its job is on the Jobs screen, SUCCEEDED,
// with a link back to the import; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { signedInPage } from '../support/session.ts';

const SPATIAL = [
  'buildingExternalId,buildingName,city,timeZone,floorName,floorPosition,spaceExternalId,spaceName,category,capacity',
  'E2E-JOB-1,E2E Job House,Boston,America/New_York,,,,,,',
  'E2E-JOB-1,E2E Job House,Boston,America/New_York,Level 1,1,,,,',
  'E2E-JOB-1,E2E Job House,Boston,America/New_York,Level 1,1,E2E-JOB-101,101 Open office,WORK,12',
].join('\n');

describe('imports and their jobs', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await signedInPage(browser, server.url, 'admin@atrium.test', '/import/spatial');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('imports a spatial file and shows its job ending SUCCEEDED on the Jobs screen', async () => {
    await page.getByLabel('File to import').setInputFiles({
      name: 'e2e-jobs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SPATIAL),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('heading', { name: /^Preview: 3 rows/ }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();

    await page.getByRole('link', { name: 'See the jobs' }).click();
    await page.waitForURL(/\/data-imports\/jobs$/);
    const table = page.getByRole('table', { name: 'Jobs' });
    const row = table.getByRole('row', { name: /Import: e2e-jobs\.csv/ });
    await row.getByText('SUCCEEDED').waitFor();
    expect(await row.getByRole('cell', { name: '1', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link', { name: 'Import: e2e-jobs.csv' }).click();
    await page.waitForURL(/\/data-imports\/[0-9a-f-]{36}$/);
    await page.getByText('COMPLETED').first().waitFor();
  });
});
