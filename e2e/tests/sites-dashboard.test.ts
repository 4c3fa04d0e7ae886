// Operators' sites and the dashboards, in Chromium through the real identity provider: an
// operator's sites, a site's tiles equal to /operators/site-statistics, a space's day on the
// floor plan equal to /floors/occupancy, the master admin's 'No organization selected' until it
// acts as the operator, a dashboard for each kind of organization (axe finds nothing serious on
// one that draws charts), and the map with a refused key, against a stand-in for Google's script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { clickThrough } from '../support/navigation.ts';
import { accessTokenOf, api, signedInPage, signIn } from '../support/session.ts';

type Site = {
  buildingId: number;
  name: string;
  floorCount: number;
  avgUtilization: number | null;
};
type SiteStatistics = {
  floorCount: number;
  roomCount: number;
  capacity: number;
  peakUtilization: number | null;
  avgUtilization: number | null;
  startDate: string | null;
  endDate: string | null;
};
type FloorOccupancy = {
  items: { spaceId: number; items: { start: string; occupancy: number }[] }[];
};

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const flooredPercent = (fraction: number) => `${Math.floor(fraction * 100 + 1e-9)}%`;
const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe("operators' sites and the dashboards", () => {
  let operator: Page;
  let token = '';
  let organizationId = 0;
  let site: Site | undefined;
  /** The floor whose plan the site's details showed, and a space with readings on it. */
  let planFloor = '';
  let measuredSpace = '';
  beforeAll(async () => {
    operator = await signedInPage(browser, server.url, 'admin@metrospaces.test', '/metrospaces/');
    token = await accessTokenOf(operator);
    const sites = await api<{ organizationId: number; items: Site[] }>(
      server.url,
      token,
      'operators/statistcs',
      {},
    );
    organizationId = sites.body.organizationId;
    // A site with occupancy data.
    site = sites.body.items.find((item) => item.avgUtilization !== null);
  });

  it("shows the operator's dashboard with its sites' utilization, and axe finds nothing serious", async () => {
    await operator.getByRole('heading', { level: 1, name: 'Dashboard · MetroSpaces' }).waitFor();
    await operator.getByRole('img', { name: /^Utilization per site\./ }).waitFor();
    await operator
      .getByRole('table', { name: 'Busiest Floors' })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await seriousViolations(operator)).toEqual([]);
  });

  it("lists the operator's sites and opens one whose tiles equal its site statistics", async () => {
    expect(site).toBeDefined();
    if (!site) return;
    await operator
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Sites' })
      .click();
    const table = operator.getByRole('table', { name: 'Sites' });
    const siteUrl = new RegExp(`/metrospaces/sites/${site.buildingId}$`);
    const siteLink = table.getByRole('link', { name: site.name });
    await clickThrough(operator, siteLink, siteUrl);
    const stats = (
      await api<SiteStatistics>(server.url, token, 'operators/site-statistics', {
        buildingId: site.buildingId,
        organizationId,
      })
    ).body;
    const floors = stats.floorCount === 1 ? 'Floor' : 'Floors';
    await expect
      .poll(() => tile(operator, floors).textContent())
      .toBe(`${floors}${stats.floorCount}${stats.roomCount} rooms`);
    expect(await tile(operator, 'Est. Capacity').textContent()).toBe(
      `Est. Capacity${count.format(stats.capacity)}seats`,
    );
    expect(await tile(operator, 'Peak Utilization').textContent()).toContain(
      percent(stats.peakUtilization ?? 0),
    );
    expect(await tile(operator, 'Avg Utilization').textContent()).toContain(
      flooredPercent(stats.avgUtilization ?? 0),
    );
    await operator.getByRole('img', { name: /^Chronological Occupancy\./ }).waitFor();
    await operator.getByRole('img', { name: /^Occupancy & Utilization\./ }).waitFor();

    // Details: the floor plan on the site's last day, a space's day as /floors/occupancy gives it.
    await operator.getByRole('tab', { name: 'Details' }).click();
    const plan = operator.getByRole('group', { name: /^Floor plan of / });
    await plan.waitFor();
    const floorName = ((await plan.getAttribute('aria-label')) ?? '').replace('Floor plan of ', '');
    const floorList = await api<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'floors',
      {
        where: { buildingId: site.buildingId, operatorOrganizationId: organizationId },
        orderBy: { position: 'asc' },
      },
    );
    const floor = floorList.body.items.find((item) => item.name === floorName);
    expect(floor).toBeDefined();
    const day = (
      await api<FloorOccupancy>(server.url, token, 'floors/occupancy', {
        floorId: floor?.id,
        date: stats.endDate,
      })
    ).body;
    const measured = day.items.find((space) => space.items.length > 0);
    expect(measured).toBeDefined();
    if (!measured) return;
    const spaces = await api<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'spaces',
      {
        where: { id: measured.spaceId },
      },
    );
    const spaceName = spaces.body.items[0]?.name ?? '';
    planFloor = floorName;
    measuredSpace = spaceName;
    const list = operator.getByRole('list', { name: /^Spaces on / });
    await list.getByRole('img', { name: new RegExp(`^${spaceName} on `) }).waitFor();
    await list.getByRole('button', { name: new RegExp(`^${spaceName}`) }).click();
    const drawer = operator.getByRole('dialog', { name: spaceName });
    await drawer.getByRole('img', { name: /^Occupancy on / }).waitFor();
    const peak = Math.max(...measured.items.map((hour) => hour.occupancy));
    await expect
      .poll(() => drawer.getByRole('group', { name: 'Peak Occupancy' }).textContent())
      .toContain(`Peak Occupancy${count.format(peak)}people`);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Analysis: utilization per floor and the hour profile.
    await operator.getByRole('tab', { name: 'Analysis' }).click();
    await operator.getByRole('img', { name: /^Utilization per Floor\./ }).waitFor();
    await operator.getByRole('img', { name: /^Peak Hours\./ }).waitFor();
  });

  it("shows the operator's viewer the site's floor plan", async () => {
    if (!site) return;
    const viewer = await signedInPage(
      browser,
      server.url,
      'viewer@metrospaces.test',
      `/metrospaces/sites/${site.buildingId}/details`,
    );
    await viewer.getByRole('heading', { name: 'Capacity & Workplace' }).waitFor();
    await viewer.getByRole('group', { name: /^Floor plan of / }).waitFor();
    await viewer.close();
  });

  it("uses the same floor plan panel on the building's Spatial tab", async () => {
    if (!site) return;
    const admin = await signedInPage(
      browser,
      server.url,
      'admin@atrium.test',
      `/buildings/${site.buildingId}/spatial`,
    );
    const picker = admin.getByRole('combobox', { name: 'Floor' });
    // The tab shows its first floor; the picker is there when the building has several.
    await picker
      .or(admin.getByRole('group', { name: /^Floor plan of / }))
      .first()
      .waitFor();
    if (await picker.count()) {
      await picker.click();
      await admin.getByRole('option', { name: planFloor, exact: true }).click();
    }
    await admin.getByRole('group', { name: `Floor plan of ${planFloor}` }).waitFor();
    await admin.getByRole('combobox', { name: 'Category' }).waitFor();
    const list = admin.getByRole('list', { name: /^Spaces on / });
    await list.getByRole('button', { name: new RegExp(`^${measuredSpace}`) }).click();
    await admin
      .getByRole('dialog', { name: measuredSpace })
      .getByRole('img', { name: /^Occupancy on / })
      .waitFor();
    await admin.close();
  });

  it('says No organization selected to the master admin until it acts as MetroSpaces', async () => {
    if (!site) return;
    const admin = await signedInPage(
      browser,
      server.url,
      'admin@atrium.test',
      `/sites/${site.buildingId}`,
    );
    await admin.getByText('No organization selected').waitFor();
    await admin.getByRole('combobox', { name: 'Act as organization' }).click();
    await admin.getByRole('option', { name: 'MetroSpaces' }).click();
    await tile(admin, 'Est. Capacity').waitFor();
    expect(await admin.getByText('No organization selected').count()).toBe(0);
    await admin.close();
  });

  it.each([
    { email: 'admin@harbor.test', path: '/harbor/', chart: /^Leases expiring by year\./ },
    { email: 'viewer@harbor.test', path: '/harbor/', chart: /^Buildings by coverage\./ },
    { email: 'admin@northwind.test', path: '/northwind/', chart: /^Leases by efficiency tier\./ },
    { email: 'admin@atrium.test', path: '/', chart: /^Organizations by type\./ },
  ])("shows $email its organization's dashboard", async ({ email, path, chart }) => {
    const page = await signedInPage(browser, server.url, email, path);
    await page.getByRole('heading', { level: 1, name: /^Dashboard · / }).waitFor();
    await page.getByRole('img', { name: chart }).waitFor();
    await page.close();
  });
});

describe('the map with a key Google refuses', () => {
  /** The demo with a maps key (started once the other server's tests are done). */
  let keyed: RunningServer;
  beforeAll(async () => {
    keyed = await startServer({ MAPS_API_KEY: 'refused-key' });
  });
  afterAll(async () => {
    await keyed.stop();
  });

  it("shows Google's auth failure panel on the sites list", async () => {
    const page = await browser.newPage();
    // A stand-in for Google's script (nothing outside is reached): it refuses the key as Google
    // does, by calling gm_authFailure.
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.gm_authFailure && window.gm_authFailure();',
      }),
    );
    await page.goto(`${keyed.url}/metrospaces/locations`);
    await signIn(page, 'admin@metrospaces.test');
    await page.getByText('Error: AuthFailure').waitFor();
    await page.close();
  });
});
