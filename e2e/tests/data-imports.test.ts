// Imports and their jobs, in Chromium as the master admin on the small demo portfolio: a spatial
// file, chosen with the keyboard, is checked and imported, the import ends, and its job is on the
// Jobs screen, SUCCEEDED, with a link back to the import; a file with a bad row is recorded as a
// failed import whose job is FAILED with the first problem; axe finds nothing serious.
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
    // The dropzone is reached with Tab and opens the file chooser with Enter.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Drag and drop a file here/ }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'e2e-jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(SPATIAL) });
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

  it('shows the job of an import that failed on a bad row FAILED, with the row and column', async () => {
    await page.goto(`${server.url}/import/spatial`);
    await page.getByTestId('dropzone-input').setInputFiles({
      name: 'e2e-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${SPATIAL.replaceAll('E2E-JOB-1', 'E2E-BAD-1')}\nE2E-BAD-1,E2E Bad House,Boston,America/New_York,Level 1,1,E2E-BAD-102,102 Kitchen,KITCHEN,4`,
      ),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('table', { name: 'Problems by row' }).waitFor();
    // The import page with its preview's problems: nothing serious for axe either.
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: 'Record the failed import, to fix its rows here' })
      .click();
    await page.getByRole('heading', { name: 'The import failed' }).waitFor();

    await page.getByRole('link', { name: 'See the jobs' }).click();
    const row = page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row', { name: /Import: e2e-bad\.csv/ });
    await row.getByText('Import FAILED').waitFor();
    expect(await row.getByText('FAILED', { exact: true }).count()).toBe(1);
    await row.getByText(/nothing was written\. First: row 5, column category/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
