import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, never } from '../buildings/fakeApi.ts';
import { asMasterAdmin, asOperator } from '../sites/siteFixtures.ts';
import {
  asOccupier,
  asOwner,
  northwind,
  occupierRoutes,
  operatorRoutes,
  ownerRoutes,
  platformRoutes,
} from './dashboardFixtures.ts';

// The dashboard page is imported lazily by its route; on a busy machine that takes a while.
beforeAll(async () => {
  await import('../../../src/features/dashboard/DashboardPage.tsx');
}, 120_000);
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tile = (label: string) => screen.findByRole('group', { name: label });
const tileText = async (label: string, expected: string) => {
  await waitFor(async () => {
    expect((await tile(label)).textContent).toBe(expected);
  });
};
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe("an owner's dashboard", () => {
  it('shows the portfolio tiles, expirations, the tenants on the move and the coverage', async () => {
    const api = fakeApi(ownerRoutes());
    renderApp('/', asOwner());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard · Harbor Properties' }),
    ).toBeTruthy();
    await tileText('Buildings', 'Buildings312 active leases');
    // Square feet and metres are never added: the larger is the value, the other the caption.
    await tileText('Rentable Area', 'Rentable Area1,250,000sqftand 40,000 sqm');
    await tileText('Leased', 'Leased88.0%of 2 buildings in sqft; 75.0% of 1 in sqm');
    // (24 months × 10,000 sqft + 60 × 30,000) ÷ 40,000 ÷ 12 = 4.25 years.
    await tileText('WALT', 'WALT4.3yearsWeighted by area, running leases');
    await tileText('Expiring in 12 Months', 'Expiring in 12 Months3leases45K sqft');
    // (300 + 100) people ÷ (1,000 + 600) seats: the sensored buildings only.
    await tileText(
      'Avg Utilization',
      'Avg Utilization25%In the 2 sensored buildings, workdays of the last year',
    );
    expect(await screen.findByRole('img', { name: /^Leases expiring by year\./ })).toBeTruthy();
    // The top 4 by absolute change, a tenant without a change left out.
    const tenants = await screen.findByRole('table', {
      name: 'Top tenants by month-over-month change',
    });
    await waitFor(() => {
      expect(rowsOf(tenants).map((row) => row.split('Software')[0])).toEqual([
        'Globex',
        'Stark',
        'Initech',
        'Acme',
      ]);
    });
    expect(api.bodies('occupancy/tenants/average-occupancy')[0]).toEqual({
      buildingId: [1, 2, 3],
    });
    expect(
      await screen.findByRole('img', { name: /^Buildings by financial coverage\./ }),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Buildings by coverage\./ })).toBeTruthy();
    // Each block leads to the screen behind it.
    const portfolio = screen.getByRole('region', { name: 'Portfolio' });
    expect(within(portfolio).getByRole('link', { name: 'Buildings' }).getAttribute('href')).toBe(
      '/buildings',
    );
  });

  it('shows the tenants on the move in a dense table, to fit half the dashboard', async () => {
    fakeApi(ownerRoutes());
    renderApp('/', asOwner());
    const tenants = await screen.findByRole('table', {
      name: 'Top tenants by month-over-month change',
    });
    await waitFor(() => {
      expect(rowsOf(tenants)[0]).toBe('GlobexSoftware10042down 30.0% month over month-30.0%');
    });
    expect(
      within(tenants)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tenant', 'Capacity', 'Average', 'Change']);
    // The industry under the name, not a column of its own: four columns fit half the page.
    expect(within(tenants).getAllByRole('row')[1]?.querySelector('td')?.textContent).toBe(
      'GlobexSoftware',
    );
    // Tighter cells than a full-width list's; the figures keep to one line, the names wrap.
    const [name, capacity, , change] = within(tenants).getAllByRole('cell');
    expect(
      [name, capacity, change].map((cell) => cell && getComputedStyle(cell).whiteSpace),
    ).toEqual(['normal', 'nowrap', 'nowrap']);
    expect(capacity && getComputedStyle(capacity).paddingLeft).toBe('8px');
  });

  it('shows skeletons while the portfolio loads, and its error in an alert', async () => {
    fakeApi({ ...ownerRoutes(), 'organizations/statistics': never });
    renderApp('/', asOwner());
    const buildings = await tile('Buildings');
    expect(buildings.getAttribute('aria-busy')).toBe('true');
    cleanup();
    fakeApi({
      ...ownerRoutes(),
      'organizations/statistics': json({ message: 'The database is not reachable' }, 503),
    });
    renderApp('/', asOwner());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The database is not reachable',
    );
  });

  it('says what is missing for an empty portfolio', async () => {
    const routes = ownerRoutes();
    fakeApi({
      ...routes,
      'organizations/statistics': {
        ...routes['organizations/statistics'],
        buildingCount: 0,
        leaseCount: 0,
        rentableSF: {},
        buildings: [],
        dataCoverages: [],
      },
      'encumbrances/statistic/occupancy': { items: [], totals: [], partial: false },
      'encumbrances/statistic/expiration': {
        asOf: '2026-03-16',
        items: [],
        summary: {
          expired: routes['encumbrances/statistic/expiration'].summary.expired,
          horizons: [],
        },
      },
      'encumbrances/statistic/expiration/by-year': { items: [], openEnded: 0 },
    });
    renderApp('/', asOwner());
    await tileText('Buildings', 'Buildings00 active leases');
    await tileText('WALT', 'WALT–not availableWeighted by area, running leases');
    expect(
      await screen.findByText('No tenant has two completed months of occupancy yet'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(screen.getAllByText('No data available').length).toBeGreaterThanOrEqual(1);
    });
  });
});

describe("an occupier's dashboard", () => {
  it('shows the cost of unused space, the leases, their tiers and the return to office', async () => {
    const api = fakeApi(occupierRoutes());
    renderApp('/', asOccupier());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard · Northwind Traders' }),
    ).toBeTruthy();
    // The office leases only: 250,000 + 150,000 a year never used.
    await tileText('Unused Space', 'Unused SpaceUSD 400Ka year, over 2 office leases');
    expect(api.bodies('encumbrances/statistic/building-costs')).toEqual([
      { buildingId: 1, tenantId: 1 },
      { buildingId: 2, tenantId: 2 },
    ]);
    const leases = await screen.findByRole('table', { name: 'Leases and their utilization' });
    await waitFor(() => {
      expect(within(leases).getAllByRole('row')).toHaveLength(4);
    });
    const first = within(leases).getByRole('link', { name: 'Harbor Point' });
    expect(first.getAttribute('href')).toBe('/buildings/1/tenants/1');
    expect(rowsOf(leases)[0]).toContain('45%');
    expect(rowsOf(leases)[1]).toContain('Churn');
    // Dense, for its seven columns at 768 px; the end dates and figures keep to one line.
    const [, , ends, capacity] = within(leases).getAllByRole('cell');
    expect([ends, capacity].map((cell) => cell && getComputedStyle(cell).whiteSpace)).toEqual([
      'nowrap',
      'nowrap',
    ]);
    expect(capacity && getComputedStyle(capacity).paddingLeft).toBe('8px');
    expect(await screen.findByRole('img', { name: /^Leases by efficiency tier\./ })).toBeTruthy();
    // The centre text: its figure, and its words on a line below.
    expect(screen.getByText('rated')).toBeTruthy();
    await tileText('RTO Rate', 'RTO Rate20.0%People since 5 Jan 2026 against as many days before');
    expect(await screen.findByRole('img', { name: /^Average people per month\./ })).toBeTruthy();
  });

  it('says so when no RTO period is set, and shows a leases error in an alert', async () => {
    fakeApi({
      ...occupierRoutes([{ ...northwind, rtoPeriod: null }]),
      'organizations/rto': { organizationId: 5, period: null, capacity: null, summary: null },
      'organizations/rto/trends': { organizationId: 5, period: null, capacity: null, items: null },
    });
    renderApp('/', asOccupier());
    await tileText('RTO Rate', 'RTO Rate–not availableNo RTO period is set for the organization');
    cleanup();
    fakeApi({
      ...occupierRoutes(),
      'organizations/tenant/statistics': json({ message: 'Something failed' }, 500),
    });
    renderApp('/', asOccupier());
    expect((await screen.findByRole('alert')).textContent).toContain('Something failed');
  });

  it('marks one menu entry, Dashboard, though Settings › Customization leads there too', async () => {
    fakeApi(occupierRoutes());
    renderApp('/', asOccupier());
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const customization = await within(menu).findByRole('link', { name: 'Customization' });
    expect(customization.getAttribute('href')).toBe('/');
    const dashboard = within(menu).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(customization.getAttribute('aria-current')).toBeNull();
  });
});

describe("an operator's dashboard", () => {
  it('shows its sites with their utilization and the busiest and emptiest floors', async () => {
    const api = fakeApi(operatorRoutes());
    renderApp('/', asOperator());
    await tileText('Sites', 'Sites3');
    await tileText('Floors', 'Floors6');
    await tileText('Est. Capacity', 'Est. Capacity600seats');
    expect(await screen.findByRole('img', { name: /^Utilization per site\./ })).toBeTruthy();
    expect(
      screen.getByText(
        "Average and peak, the last year of each site's data · 1 without occupancy data",
      ),
    ).toBeTruthy();
    const busiest = await screen.findByRole('table', { name: 'Busiest Floors' });
    await waitFor(() => {
      expect(rowsOf(busiest)).toEqual(['Level 4Harbor Point52%', 'MezzanineZuidas Gate37%']);
    });
    expect(rowsOf(screen.getByRole('table', { name: 'Emptiest Floors' }))).toEqual([
      'GroundZuidas Gate5%',
      'Level 5Harbor Point24%',
    ]);
    expect(within(busiest).getByRole('link', { name: 'Level 4' }).getAttribute('href')).toBe(
      '/sites/1/details',
    );
    expect(api.bodies('operators/statistcs')[0]).toEqual({ organizationId: 3 });
  });

  it('shows the sites error in an alert', async () => {
    fakeApi({ ...operatorRoutes(), 'operators/statistcs': json({ message: 'Boom' }, 500) });
    renderApp('/', asOperator());
    expect((await screen.findByRole('alert')).textContent).toContain('Boom');
  });
});

describe("the master admin's dashboard", () => {
  it('shows the organizations by type, the buildings, recent imports and stopped sources', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const api = fakeApi(platformRoutes(today));
    renderApp('/', asMasterAdmin());
    expect(await screen.findByRole('img', { name: /^Organizations by type\./ })).toBeTruthy();
    expect(screen.getByText('3 organizations')).toBeTruthy();
    await tileText('Buildings', 'Buildings1413 active');
    await tileText('Floors', 'Floors1202,400 spaces');
    await tileText('Est. Capacity', 'Est. Capacity9,800seats');
    await tileText('Countries', 'Countries23 networks');
    const imports = await screen.findByRole('table', { name: 'Recent data imports' });
    await waitFor(() => {
      expect(rowsOf(imports)[0]).toContain('Occupancy1,234admin@harbor.test');
    });
    // The day on one line, its time below it.
    const [when] = within(imports).getAllByRole('cell');
    expect(when && getComputedStyle(when).whiteSpace).toBe('nowrap');
    expect(when?.querySelector('.MuiTypography-caption')?.textContent).toMatch(/\d\d:\d\d/);
    const stopped = await screen.findByRole('table', {
      name: 'Data sources that stopped reporting',
    });
    await waitFor(() => {
      expect(rowsOf(stopped)[0]).toContain('Harbor people countersHarbor Point');
    });
    expect(
      screen.getByText(
        '1 of 2 data sources have occupancy readings; 1 never reported any (badge readers and bookings count people another way).',
      ),
    ).toBeTruthy();
    // The owners' data sources are every building's.
    expect(api.bodies('organizations/data-sources')).toEqual([
      { organizationId: 1 },
      { organizationId: 2 },
    ]);
  });
});
