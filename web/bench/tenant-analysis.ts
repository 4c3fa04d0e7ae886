// Time from opening a tenant's analysis (the building's Tenants tab of Harbor Point, its first
// tenant) to all its charts drawn, in Chromium: the address loaded afresh with the session
// already signed in, until every chart box carries `data-drawn` and no summary tile is busy.
import type { Browser, Page, Request } from 'playwright-core';
import { signedInPage } from '../../e2e/support/session.ts';

/** The tenant analysis of an office tenant with data draws six charts. */
const CHARTS = 6;

export type TenantAnalysisTimes = {
  runs: number[];
  median: number;
  path: string;
  /** One more run, traced: each request from the page's start, and when the charts were drawn. */
  trace: TraceLine[];
};
export type TraceLine = { what: string; start: number; end: number };

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
  const trace = await traceRun(page, `${baseUrl}${path}`);
  await page.close();
  return { runs: times, median: median(times), path, trace };
}

/**
 * A run with the page's requests (the app's files and the API calls) and the moment all charts
 * were drawn, in milliseconds from the navigation's start: where the time goes.
 */
async function traceRun(page: Page, url: string): Promise<TraceLine[]> {
  const lines: TraceLine[] = [];
  let origin = 0;
  const onFinished = (request: Request) => {
    const timing = request.timing();
    const { pathname } = new URL(request.url());
    const body = request.postData();
    const what = pathname.startsWith('/api/')
      ? `${pathname}${body ? ` ${body.slice(0, 60)}` : ''}`
      : pathname.split('/').at(-1) || pathname;
    lines.push({
      what,
      start: Math.round(timing.startTime - origin),
      end: Math.round(timing.startTime - origin + timing.responseEnd),
    });
  };
  page.on('requestfinished', onFinished);
  origin = Date.now();
  await page.goto(url);
  await page
    .locator('[data-drawn="true"]')
    .nth(CHARTS - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  const drawn = Date.now() - origin;
  page.off('requestfinished', onFinished);
  lines.push({ what: 'all charts drawn', start: drawn, end: drawn });
  return lines.sort((a, b) => a.start - b.start);
}
