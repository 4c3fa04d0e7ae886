// The tenant analysis's figures against the answers of the calls they come from, and the
// hand-checked cases: a sublease in both modes, a sublease without capacity, a tenant without
// seats, a non-office tenant, a holdover lease, a building far from UTC.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render.tsx';
import { fakeApi, never } from '../buildings/fakeApi.ts';
import {
  analysisRoutes,
  child,
  coverage,
  harborPoint,
  lease,
  RANGE,
  statistic,
  tenantRow,
} from './fixtures.ts';
import {
  as,
  atNoon,
  eachTestAtNoon,
  cardText,
  chartName,
  headerCard,
  inHeader,
  tile,
} from './support.ts';

eachTestAtNoon();

const noSpaces = (text: string) => text.replace(/\s+/g, ' ');

describe('the tenant analysis of a lease', () => {
  it('shows each figure as its call answers it, over the default range', async () => {
    const api = fakeApi(analysisRoutes({}));
    renderApp('/buildings/1/tenants', as('viewer'));
    const header = await inHeader('Globex Corporation');
    expect(header.getByText('Manufacturing · Office')).toBeTruthy();
    // 27 Nov 2026 to 27 Aug 2032: five years and nine months.
    expect(header.getByText('69 months remaining')).toBeTruthy();
    expect(header.getByText('Lease 27 Feb 2025 – 27 Aug 2032')).toBeTruthy();
    expect(noSpaces(await tile('Capacity'))).toBe('Capacity152seats13,174 sqft');
    expect(await tile('Peak occupancy')).toBe('Peak occupancy57peopleon 18 Jun 2026');
    expect(await tile('Average occupancy')).toBe("Average occupancy36.8peopleWorking days' peaks");
    // 57 ÷ 152 = 37.5 %; 36.75 ÷ 152 = 24.2 %, floored.
    expect(await tile('Peak utilization')).toBe('Peak utilization37.5%');
    expect(await tile('Average utilization')).toBe('Average utilization24%');
    expect(await tile('Efficiency')).toBe('Efficiency101.2%Expansion tenant (Growth)');
    expect(await tile('Revenue')).toBe('Revenue606KUSDOptimized 613.5K USD');
    // Every call asked over the same range, the last year of the lease's data.
    for (const path of [
      'occupancy/statistic',
      'occupancy/tenants/monthly-occupancy',
      'occupancy/daily-occupancy',
      'occupancy/flex',
    ]) {
      await waitFor(() => {
        expect(api.bodies(path)).toContainEqual({ buildingId: 1, tenantId: 2, ...RANGE });
      });
    }
    expect(api.bodies('encumbrances/statistic/building-costs')).toContainEqual({
      buildingId: 1,
      tenantId: 2,
      ...RANGE,
    });
    expect(await chartName('Utilization')).toContain(
      'Sep 2026 25.0%, Oct 2026 20.0%; peak Sep 2026 25.0%',
    );
    expect(await chartName('Cost Insights')).toContain(
      'Utilized 146.5K (24.2%), Underutilized 80.7K (13.3%), Unused 378.8K (62.5%); total 606K',
    );
    expect(await chartName('Day of Week Demand')).toContain('Median daily peak Mon 36, Tue 43');
    expect(await chartName('Chronological Occupancy')).toContain('capacity 152');
    expect(await chartName('Demand Curves')).toContain('capacity 152');
  }, 60_000);

  it('asks for the lease the address names with the building, not after it or the list', async () => {
    // The building's answer is held back, and the tenants list without a range (the table's and
    // the switcher's) never comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = analysisRoutes({});
    const answered = routes['encumbrances/statistic/tenants'];
    const api = fakeApi({
      ...routes,
      'buildings/full': async () => {
        await held;
        return routes['buildings/full'];
      },
      'encumbrances/statistic/tenants': (body: Record<string, unknown>) =>
        'startDate' in body ? answered : never(),
    });
    renderApp('/buildings/1/tenants/2', as('viewer'));
    await waitFor(
      () => {
        expect(api.calls.map((call) => call.path)).toEqual(
          expect.arrayContaining([
            'buildings/full',
            'encumbrances/statistic/tenants',
            'encumbrances/full',
            'occupancy/occupancy-coverage',
          ]),
        );
      },
      { timeout: 50_000 },
    );
    expect(api.bodies('occupancy/occupancy-coverage')).toEqual([{ buildingId: 1, tenantId: 2 }]);
    release();
    await inHeader('Globex Corporation');
    expect(await tile('Peak occupancy')).toBe('Peak occupancy57peopleon 18 Jun 2026');
    expect(await chartName('Day of Week Demand')).toContain('Median daily peak Mon 36, Tue 43');
  }, 60_000);

  it('shows the switcher with the coverage states, and EDIT only to those who may update', async () => {
    fakeApi(analysisRoutes({}));
    renderApp('/buildings/1/tenants/2', as('viewer'));
    expect(
      await screen.findByRole('img', { name: 'Spatial: Covered' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Financial: Covered' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Occupancy: Partially covered' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit lease' })).toBeNull();
    cleanup();
    fakeApi(analysisRoutes({}));
    renderApp('/buildings/1/tenants/2', as('master-admin'));
    const edit = await screen.findByRole('link', { name: 'Edit lease' });
    expect(edit.getAttribute('href')).toBe('/buildings/1/tenants/2/edit');
  }, 60_000);

  it('deducts the active sublease in the Subleases mode, and goes back to the original for another tenant', async () => {
    const northwind = lease({
      id: 6,
      organizationId: 21,
      organization: { id: 21, name: 'Northwind Traders', industry: null },
      children: [],
    });
    const api = fakeApi(
      analysisRoutes({
        leases: [lease(), northwind],
        tenants: [
          tenantRow(),
          tenantRow({
            tenantId: 6,
            organizationId: 21,
            orgName: 'Northwind Traders',
            capacity: 152,
          }),
        ],
      }),
    );
    const { router } = renderApp('/buildings/1/tenants/2', as('viewer'));
    const header = await inHeader('Globex Corporation');
    fireEvent.click(header.getByRole('button', { name: 'Subleases' }));
    // 152 − 51 seats; 13,174 − 4,391 sqft.
    await waitFor(async () => {
      expect(noSpaces(await tile('Capacity'))).toBe('Capacity101seats8,783 sqft');
    });
    // 57 ÷ 101 = 56.4 %; 36.75 ÷ 101 = 36.4 %, floored.
    expect(await tile('Peak utilization')).toBe('Peak utilization56.4%');
    expect(await tile('Average utilization')).toBe('Average utilization36%');
    // 57 × 234 = 13,338 sqft of 8,783: 151.9 %.
    expect(await tile('Efficiency')).toBe('Efficiency151.9%Expansion tenant (Growth)');
    // 46 × 8,783 = 404,018.
    expect(await tile('Revenue')).toMatch(/^Revenue404KUSD/);
    await waitFor(() => {
      expect(api.bodies('encumbrances/statistic/building-costs')).toContainEqual({
        buildingId: 1,
        tenantId: 2,
        ...RANGE,
        capacity: 101,
        rentableSF: 8783,
      });
    });
    // 38 ÷ 101 and 30.4 ÷ 101.
    await waitFor(async () => {
      expect(await chartName('Utilization')).toContain('Sep 2026 37.6%, Oct 2026 30.1%');
    });
    await router.navigate('/buildings/1/tenants/6');
    const other = await inHeader('Northwind Traders');
    expect(other.queryByRole('button', { name: 'Subleases' })).toBeNull();
    await router.navigate('/buildings/1/tenants/2');
    const again = await inHeader('Globex Corporation');
    expect(again.getByRole('button', { name: 'Original lease' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  }, 60_000);

  it("says 'Capacity is missing in the sublease' when a sublease has no capacity", async () => {
    const initech = lease({
      id: 4,
      organization: { id: 23, name: 'Initech', industry: null },
      children: [child({ id: 5, capacity: null })],
    });
    const api = fakeApi(
      analysisRoutes({
        leases: [initech],
        tenants: [
          tenantRow({
            tenantId: 4,
            orgName: 'Initech',
            capacity: null,
            issues: ['Capacity is missing in the sublease'],
          }),
        ],
      }),
    );
    renderApp('/buildings/1/tenants/4', as('viewer'));
    const header = await inHeader('Initech');
    // The lease as signed still has its seats.
    expect(noSpaces(await tile('Capacity'))).toBe('Capacity152seats13,174 sqft');
    fireEvent.click(header.getByRole('button', { name: 'Subleases' }));
    expect(await header.findByText('Capacity is missing in the sublease')).toBeTruthy();
    await waitFor(async () => {
      expect(await tile('Capacity')).toBe('CapacityCapacity is missing in the sublease');
    });
    expect(await tile('Peak utilization')).toBe(
      'Peak utilization–not availableCapacity is missing in the sublease',
    );
    expect(await cardText('Cost Insights')).toContain('Capacity is missing in the sublease');
    // No cost of seats that cannot be counted.
    expect(
      api.bodies('encumbrances/statistic/building-costs').filter((b) => 'capacity' in b),
    ).toEqual([]);
  }, 60_000);

  it('shows a sublease as subleased from its parent, and EDIT opens the parent lease', async () => {
    const sublease = lease({
      id: 3,
      parentId: 2,
      organization: { id: 23, name: 'Initech', industry: null },
      children: [],
      parent: { id: 2, organization: { id: 22, name: 'Globex Corporation' } },
    });
    fakeApi(
      analysisRoutes({
        leases: [sublease],
        tenants: [
          tenantRow({
            tenantId: 3,
            parentId: 2,
            orgName: 'Initech',
            capacity: null,
            issues: ['Capacity is missing in the parent lease'],
          }),
        ],
      }),
    );
    renderApp('/buildings/1/tenants/3', as('master-admin'));
    const header = await inHeader('Initech');
    expect(header.getByText('Subleased from: Globex Corporation')).toBeTruthy();
    expect(header.queryByRole('group', { name: 'Analysis mode' })).toBeNull();
    expect(await header.findByText('Capacity is missing in the parent lease')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit lease' }).getAttribute('href')).toBe(
      '/buildings/1/tenants/2/edit',
    );
  }, 60_000);

  it("says 'Capacity is missing' for a tenant without seats, and '(insufficient data)' without occupancy", async () => {
    const unmapped = lease({ id: 10, capacity: null, spaces: [], children: [] });
    fakeApi(
      analysisRoutes({
        leases: [unmapped, lease({ id: 11, children: [] })],
        tenants: [
          tenantRow({ tenantId: 10, capacity: null }),
          tenantRow({ tenantId: 11, peakOccupancy: null, averageOccupancy: null }),
        ],
        statistic: (id) =>
          id === 10
            ? statistic({ capacity: null, peakUtilization: null, averageUtilization: null })
            : statistic({
                peakOccupancy: null,
                peakOccupancyDate: null,
                averageOccupancy: null,
                peakUtilization: null,
                averageUtilization: null,
              }),
      }),
    );
    const { router } = renderApp('/buildings/1/tenants/10', as('viewer'));
    expect(await tile('Capacity')).toBe('CapacityCapacity is missing13,174 sqft');
    expect(await tile('Average utilization')).toBe(
      'Average utilization–not availableCapacity is missing',
    );
    expect(await cardText('Cost Insights')).toContain('Capacity is missing');
    await router.navigate('/buildings/1/tenants/11');
    await waitFor(async () => {
      expect(await tile('Peak utilization')).toBe('Peak utilization(insufficient data)');
    });
    expect(await tile('Average utilization')).toBe('Average utilization(insufficient data)');
  }, 60_000);

  it('gives a non-office tenant no occupancy analytics and no cost insights', async () => {
    const retail = lease({ id: 1, usageType: { name: 'Retail' }, children: [] });
    const api = fakeApi(
      analysisRoutes({
        leases: [retail],
        tenants: [
          tenantRow({
            tenantId: 1,
            usageType: 'Retail',
            hasOccupancyAnalytics: false,
            peakOccupancy: null,
            averageOccupancy: null,
            efficiency: null,
            tier: null,
          }),
        ],
      }),
    );
    renderApp('/buildings/1/tenants/1', as('viewer'));
    expect(await screen.findByText('Not available for non-office tenants')).toBeTruthy();
    expect(await tile('Revenue')).toMatch(/^Revenue606KUSD/);
    expect(screen.queryByRole('group', { name: 'Peak occupancy' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Demand Curves' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Chronological Occupancy' })).toBeNull();
    expect(api.bodies('occupancy/flex')).toEqual([]);
    expect(api.bodies('encumbrances/statistic/building-costs')).toEqual([]);
  }, 60_000);

  it("shows 'EXPIRED' for an active lease whose end date has passed", async () => {
    fakeApi(analysisRoutes({ leases: [lease({ endDate: '2026-09-27', children: [] })] }));
    renderApp('/buildings/1/tenants/2', as('viewer'));
    const header = await inHeader('Globex Corporation');
    expect(header.getByText('EXPIRED')).toBeTruthy();
    expect(header.getByText('Lease 27 Feb 2025 – 27 Sep 2026')).toBeTruthy();
  }, 60_000);

  it("counts a building far from UTC on its own clock: Sydney's 1 December while UTC is in November", async () => {
    // 14:00 UTC on 30 November is 01:00 on 1 December in Sydney (UTC+11).
    atNoon('2026-11-30T14:00:00Z');
    const sydney = harborPoint({
      name: 'Farrer Place',
      timeZone: 'Australia/Sydney',
      units: 'METRIC',
    });
    fakeApi(
      analysisRoutes({
        building: sydney,
        leases: [
          lease({ endDate: '2026-11-30', children: [] }),
          lease({ id: 6, endDate: '2027-11-30', children: [] }),
        ],
        tenants: [tenantRow(), tenantRow({ tenantId: 6 })],
        span: coverage({ firstDate: '2026-03-02', lastDate: '2026-11-30' }),
        statistic: () => statistic({ peakOccupancyDate: '2026-03-02' }),
      }),
    );
    const { router } = renderApp('/buildings/1/tenants/2', as('viewer'));
    // Ended yesterday in Sydney (in UTC it would still have today left).
    const sydneyHeader = await headerCard('Globex Corporation');
    expect(sydneyHeader.textContent).toContain('EXPIRED');
    // A local date stays the building's day, whatever the browser's zone.
    expect(await tile('Peak occupancy')).toBe('Peak occupancy57peopleon 2 Mar 2026');
    await router.navigate('/buildings/1/tenants/6');
    // From 1 Dec 2026 to 30 Nov 2027: eleven whole months (twelve from UTC's 30 November).
    await waitFor(async () => {
      expect((await inHeader('Globex Corporation')).getByText('11 months remaining')).toBeTruthy();
    });
    expect(noSpaces(await tile('Capacity'))).toBe('Capacity152seats13,174 sqm');
    within(await screen.findByRole('group', { name: 'Date range' })).getByText(
      '2 Mar 2026 – 30 Nov 2026',
    );
  }, 60_000);
});
