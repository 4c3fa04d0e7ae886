// Time from opening a tenant's analysis (the building's Tenants tab of Harbor Point, its first
// tenant) to all its charts drawn, in Chromium: the address loaded afresh with the session
// already signed in, until every chart box carries `data-drawn` and no summary tile is busy.
import type { Browser } from 'playwright-core';
import { signedInPage } from '../../e2e/support/session.ts';

/** The tenant analysis of an office tenant with data draws six charts. */
const CHARTS = 6;

export type TenantAnalysisTimes = { runs: number[]; median: number; path: string };

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function benchTenantAnalysis(
  browser: Browser,
  baseUrl: string,
  runs = 5,
): Promise<TenantAnalysisTimes> {
  const page = await signedInPage(browser, baseUrl, 'admin@harbor.test', '/harbor/buildings');
  await page.setViewportSize({ width: 1440, height: 900 });
  const link = page.getByRole('link', { name: 'Harbor Point' }).first();
  await link.waitFor({ timeout: 60_000 });
  const path = `${(await link.getAttribute('href')) ?? ''}/tenants`;
  const times: number[] = [];
  // One run more than counted: the first fills the browser's cache of the app's files.
  for (let run = 0; run <= runs; run++) {
    const start = Date.now();
    await page.goto(`${baseUrl}${path}`);
    // Locators, not a function evaluated in the page: the app's policy allows no eval.
    await page
      .locator('[data-drawn="true"]')
      .nth(CHARTS - 1)
      .waitFor({ state: 'attached', timeout: 60_000 });
    await page
      .locator('[role="group"][aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    if (run > 0) times.push(Date.now() - start);
  }
  await page.close();
  return { runs: times, median: median(times), path };
}
