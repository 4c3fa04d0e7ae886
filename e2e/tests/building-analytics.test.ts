// The building page's tenant analysis as four roles see it, its figures against the API's for
// the same lease and range, and its print report made into a PDF by Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessTokenOf, api, signedInPage } from '../support/session.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '27 Nov 2025' → '2025-11-27'. */
function isoOf(text: string): string {
  const [day = '', month = '', year = ''] = text.split(' ');
  const m = MONTHS.indexOf(month) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

type Statistic = {
  peakOccupancy: number | null;
  averageOccupancy: number | null;
  capacity: number | null;
  startDate: string;
  endDate: string;
};
type TenantRow = { tenantId: number; orgName: string; buildingId: number };

/** A stat tile's big value, once loaded. */
async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page.getByRole('group', { name: label, exact: true });
  await tile.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 30_000 });
  const value = (await tile.locator('p').nth(1).innerText()).split('\n')[0] ?? '';
  return value.replace(/\s*(people|seats)$/, '').trim();
}

const count = (value: number | null) =>
  value === null ? '–' : value.toLocaleString('en-US', { maximumFractionDigits: 1 });

describe("the building's tenant analysis", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  /**
   * The building whose Tenants tab is opened: Harbor Point where the caller sees it, else the
   * first the caller sees; and the lease the analysis shows first (the tenants list's first),
   * which must have occupancy data for a range to compare.
   */
  async function analysedBuilding(token: string) {
    const buildings = await api<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'buildings',
      { orderBy: { name: 'asc' } },
    );
    const ordered = [...buildings.body.items].sort(
      (a, b) => Number(b.name === 'Harbor Point') - Number(a.name === 'Harbor Point'),
    );
    for (const { id } of ordered) {
      const tenants = await api<{ items?: TenantRow[] }>(
        server.url,
        token,
        'encumbrances/statistic/tenants',
        { buildingId: id },
      );
      const first = tenants.body.items?.[0];
      if (!first) continue;
      const span = await api<{ items: { firstDate: string | null }[] }>(
        server.url,
        token,
        'occupancy/occupancy-coverage',
        { buildingId: id, tenantId: first.tenantId },
      );
      if (span.body.items[0]?.firstDate) return { buildingId: id, first };
    }
    throw new Error('No building with a measured first tenant');
  }

  /** Opens a building's Tenants tab as `email`; checks the figures against the API. */
  async function checkFigures(email: string): Promise<Page> {
    const realm = email.split('@')[1]?.replace(/\.test$/, '') ?? '';
    const prefix = realm === 'atrium' ? '' : `/${realm}`;
    const page = await signedInPage(browser, server.url, email, `${prefix}/buildings`);
    const token = await accessTokenOf(page);
    const { buildingId, first } = await analysedBuilding(token);
    await page.goto(`${server.url}${prefix}/buildings/${buildingId}/tenants`);
    await page
      .getByRole('heading', { level: 2, name: first.orgName, exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    const RANGE = /(\d{1,2} \w{3} \d{4}) – (\d{1,2} \w{3} \d{4})/;
    const rangeGroup = page.getByRole('group', { name: 'Date range' });
    await expect
      .poll(async () => RANGE.test(await rangeGroup.innerText()), { timeout: 30_000 })
      .toBe(true);
    const [, from = '', to = ''] = RANGE.exec(await rangeGroup.innerText()) ?? [null, '', ''];
    const range = { startDate: isoOf(from), endDate: isoOf(to) };
    const statistic = await api<Statistic>(server.url, token, 'occupancy/statistic', {
      buildingId,
      tenantId: first.tenantId,
      ...range,
    });
    expect(statistic.status).toBe(200);
    expect(await tileValue(page, 'Peak occupancy')).toBe(count(statistic.body.peakOccupancy));
    expect(await tileValue(page, 'Average occupancy')).toBe(count(statistic.body.averageOccupancy));
    expect(await tileValue(page, 'Capacity')).toBe(
      statistic.body.capacity === null ? 'Capacity is missing' : count(statistic.body.capacity),
    );
    return page;
  }

  it('shows an owner the tenants table and figures equal to the API, and prints a PDF', async () => {
    const page = await checkFigures('admin@harbor.test');
    await page.getByRole('table', { name: 'Tenants' }).waitFor();
    // Only a master admin may edit leases.
    expect(await page.getByRole('link', { name: 'Edit lease' }).count()).toBe(0);
    // The print report: A4 landscape pages with the tenant, the building and the range.
    await page.getByRole('link', { name: 'Print report' }).click();
    await page.waitForURL(/\/report(\?|$)/);
    const tenant = await page.getByRole('heading', { level: 1 }).last().innerText();
    await page.getByRole('img', { name: /^Chronological Occupancy\./ }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/tenant analysis/i);
    expect(text).toContain('Harbor Point');
    expect(text).toMatch(/Made /);
    expect(await page.locator('main svg').count()).toBeGreaterThan(3);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    const pages = raw.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(6);
    // The title, in the document's information (UTF-16BE), names the tenant.
    const title = /\/Title\s*<FEFF([0-9A-F]+)>/i.exec(raw)?.[1] ?? '';
    const decoded = Buffer.from(title, 'hex').swap16().toString('utf16le');
    expect(decoded).toContain(tenant);
    // A4 landscape: 842 × 595 points.
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(raw);
    const [width, height] = [
      Number(box?.[3]) - Number(box?.[1]),
      Number(box?.[4]) - Number(box?.[2]),
    ];
    expect(Math.abs(width - 842)).toBeLessThan(2);
    expect(Math.abs(height - 595)).toBeLessThan(2);
    await page.close();
  }, 180_000);

  it.each([
    'viewer@harbor.test',
    'admin@metrospaces.test',
    'admin@northwind.test',
    'admin@atrium.test',
  ])(
    'shows %s figures equal to the API',
    async (email) => {
      const page = await checkFigures(email);
      if (email === 'admin@atrium.test') {
        // EDIT opens the lease editor (the parent lease for a sublease).
        await page.getByRole('link', { name: 'Edit lease' }).click();
        await page.waitForURL(/\/buildings\/\d+\/tenants\/\d+\/edit$/);
      }
      await page.close();
    },
    120_000,
  );

  it("shows the owner each meeting room's bookings against measured use as the API answers them", async () => {
    const page = await signedInPage(browser, server.url, 'admin@harbor.test', '/harbor/buildings');
    const token = await accessTokenOf(page);
    // The building with reservations on meeting rooms that have sensors (the demo's activity
    // building), found through the API over its data's last year.
    const buildings = await api<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'buildings',
      { orderBy: { name: 'asc' } },
    );
    let found: number | null = null;
    for (const { id } of buildings.body.items) {
      const span = await api<{ items: { lastDate: string | null }[] }>(
        server.url,
        token,
        'occupancy/occupancy-coverage',
        { buildingId: id },
      );
      const last = span.body.items[0]?.lastDate;
      if (!last) continue;
      const year = new Date(Date.parse(`${last}T00:00:00Z`) - 364 * 86_400_000);
      const rooms = await api<{ items: { usedShare: number | null }[] }>(
        server.url,
        token,
        'occupancy/room-bookings',
        { buildingId: id, startDate: year.toISOString().slice(0, 10), endDate: last },
      );
      if (rooms.body.items.some((room) => room.usedShare !== null)) {
        found = id;
        break;
      }
    }
    expect(found).not.toBeNull();
    await page.goto(`${server.url}/harbor/buildings/${String(found)}/amenities`);
    const table = page.getByRole('table', { name: 'Meeting room bookings' });
    const firstRow = table.getByRole('row').nth(1);
    await expect
      .poll(async () => (await firstRow.innerText()).includes(' h'), { timeout: 60_000 })
      .toBe(true);
    // The range the card asked for, from the chart's subtitle.
    const card = page.locator('.MuiCard-root', {
      has: page.getByRole('heading', { name: 'Booked and Measured Hours by Room' }),
    });
    const RANGE = /(\d{1,2} \w{3} \d{4}) – (\d{1,2} \w{3} \d{4})/;
    await expect
      .poll(async () => RANGE.test(await card.innerText()), { timeout: 30_000 })
      .toBe(true);
    const [, from = '', to = ''] = RANGE.exec(await card.innerText()) ?? [null, '', ''];
    const answer = await api<{
      items: { name: string; bookings: number; bookedHours: number; usedShare: number | null }[];
    }>(server.url, token, 'occupancy/room-bookings', {
      buildingId: found,
      startDate: isoOf(from),
      endDate: isoOf(to),
    });
    expect(answer.status).toBe(200);
    const first = answer.body.items[0];
    if (!first) throw new Error('No room in the answer');
    const cells = await firstRow.getByRole('cell').allInnerTexts();
    expect(cells[0]).toContain(first.name);
    expect(cells[1]).toBe(String(first.bookings));
    expect(cells[2]).toBe(`${count(first.bookedHours)} h`);
    expect(cells[4]).toBe(
      first.usedShare === null ? '–' : `${(first.usedShare * 100).toFixed(1)}%`,
    );
    await page.close();
  }, 180_000);
});
