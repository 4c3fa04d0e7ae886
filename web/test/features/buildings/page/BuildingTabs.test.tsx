// The building's analytics tabs (Overview, Detailed, Optimization, Amenities) in their loading,
// empty, error and data states: every figure as the call it comes from answers it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, renderApp } from '../../../support/render.tsx';
import { space } from '../../../components/floor-plan/fixtures.ts';
import { fakeApi, list, never } from '../fakeApi.ts';
import { analysisRoutes, coverage, RANGE, tenantRow } from '../../tenants/fixtures.ts';
import { as, eachTestAtNoon, cardText, chartName, tile } from '../../tenants/support.ts';

// The page and its tabs are imported lazily: loaded once here, so that no test waits for a first
// import.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/features/buildings/page/BuildingPage.tsx'),
    import('../../../../src/features/buildings/page/tabs/OverviewTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/DetailedTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/TenantsTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/OptimizationTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/SpatialTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/DataTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/AmenitiesTab.tsx'),
  ]);
}, 120_000);
eachTestAtNoon();

// The page's lazy modules load on the first render of a file: longer than a query.
const LOAD = { timeout: 50_000 };
const noSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** Harbor Point as its owner sees it: leased area, activity, flex, peak days and spaces. */
function buildingRoutes(extra: Record<string, unknown> = {}) {
  return analysisRoutes({
    tenants: [tenantRow(), tenantRow({ tenantId: 6, organizationId: 21, orgName: 'Northwind' })],
    extra: {
      'encumbrances/statistic/occupancy': {
        items: [
          {
            buildingId: 1,
            name: 'Harbor Point',
            units: 'IMPERIAL',
            rentableSF: 40300,
            leasedSF: 26348,
            vacantSF: 13952,
            leasedShare: 26348 / 40300,
            leases: 2,
            leasesWithoutArea: 0,
          },
        ],
        totals: [],
        partial: false,
      },
      'occupancy/peak-days': {
        items: [
          { date: '2026-06-18', peak: 57, peakAt: '10:00', utilization: 57 / 152 },
          { date: '2026-06-17', peak: 53, peakAt: '11:00', utilization: 53 / 152 },
        ],
        capacity: 152,
        ...RANGE,
      },
      'occupancy/peak-day': {
        date: '2026-06-18',
        peak: 57,
        peakAt: '10:00',
        average: 31,
        utilization: 57 / 152,
        averageUtilization: 31 / 152,
        items: [
          { start: '09:00', peak: 40, average: 30 },
          { start: '10:00', peak: 57, average: 45 },
        ],
      },
      'occupancy/activity': {
        buildingId: 1,
        items: [
          {
            date: '2026-11-23',
            booked: 50,
            checkedIn: 44,
            noShows: 6,
            cancelled: 2,
            badgeVisitors: 47,
            sensorPeak: 41,
          },
          {
            date: '2026-11-24',
            booked: 50,
            checkedIn: 46,
            noShows: 4,
            cancelled: 0,
            badgeVisitors: 49,
            sensorPeak: 52,
          },
        ],
        hasReservations: true,
        hasBadgeEvents: true,
        ...RANGE,
      },
      'occupancy/building-flex-summary': {
        demand: [],
        demandCurve: [
          { share: 0.5, occupancy: 57 },
          { share: 1, occupancy: 41 },
        ],
        flexSummary: { newCapacity: 54, percentile: 0.8 },
        ...RANGE,
      },
      'occupancy/building-flex-requirements': {
        status: 'NOT_RUN',
        computedAt: null,
        error: null,
        startDate: null,
        endDate: null,
        items: [],
      },
      'spaces/full': list([
        space(31, 'Cafe', 'SOCIAL', { capacity: 40, rentableSF: 1500 }),
        space(32, 'Boardroom', 'COLLABORATIVE', { capacity: 12, rentableSF: 600 }),
        space(33, 'Huddle', 'COLLABORATIVE', { capacity: 4, rentableSF: 150 }),
        space(34, 'Desks', 'WORK'),
      ]),
      'occupancy/room-bookings': { buildingId: 1, items: [], ...RANGE },
      'floors/occupancy': {
        items: [
          {
            spaceId: 32,
            items: [
              { start: '09:00', occupancy: 6 },
              { start: '10:00', occupancy: 9 },
            ],
          },
        ],
      },
      ...extra,
    },
  });
}

describe("the building's Overview tab", () => {
  it('shows the headline figures as the calls answer them', async () => {
    const api = fakeApi(buildingRoutes());
    renderApp('/buildings/1', as('viewer'));
    await screen.findByRole('heading', { level: 1, name: 'Harbor Point' }, LOAD);
    expect(await tile('Peak occupancy')).toBe('Peak occupancy57peopleon 18 Jun 2026');
    expect(await tile('Average occupancy')).toBe('Average occupancy36.8peopleof 152 seats');
    expect(await tile('Peak utilization')).toBe('Peak utilization37.5%');
    // 26,348 of 40,300 sqft: 65.4 %.
    expect(noSpaces(await tile('Leased area'))).toBe('Leased area26,348sqft65.4% of 40,300 sqft');
    expect(noSpaces(await tile('Vacant area'))).toBe('Vacant area13,952sqft2 active leases');
    expect(await tile('Tenants')).toBe('Tenants22 active leases');
    expect(await chartName('Day of Week Demand')).toContain('Median daily peak Mon 36, Tue 43');
    expect(api.bodies('occupancy/statistic')).toContainEqual({ buildingId: 1, ...RANGE });
  }, 60_000);

  it('says why a building without occupancy data has no figures', async () => {
    fakeApi(
      buildingRoutes({
        'occupancy/occupancy-coverage': coverage({
          state: 'NOT_COVERED',
          firstDate: null,
          lastDate: null,
          daysWithData: 0,
          coverage: null,
        }),
      }),
    );
    renderApp('/buildings/1', as('viewer'));
    expect(await screen.findByText('No occupancy data for Harbor Point', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Peak occupancy' })).toBeNull();
    expect(await tile('Data coverage')).toBe('Data coverage–not availableNo occupancy data');
  });

  it('shows a chart whose call failed as an error', async () => {
    fakeApi(
      buildingRoutes({ 'occupancy/statistic': json({ message: 'The database is busy' }, 503) }),
    );
    renderApp('/buildings/1', as('viewer'));
    await waitFor(async () => {
      expect(await cardText('Day of Week Demand')).toContain('The database is busy');
    }, LOAD);
  });

  it('shows the tiles as loading while their call is on its way', async () => {
    fakeApi(buildingRoutes({ 'occupancy/statistic': never }));
    renderApp('/buildings/1', as('viewer'));
    const peak = await screen.findByRole('group', { name: 'Peak occupancy' }, LOAD);
    expect(peak.getAttribute('aria-busy')).toBe('true');
    // The leased area has its own call, answered.
    expect(noSpaces(await tile('Leased area'))).toMatch(/^Leased area26,348sqft/);
    expect(peak.getAttribute('aria-busy')).toBe('true');
  });
});

describe("the building's Detailed tab", () => {
  it('shows the peak days, the peak day hours and bookings against badges and sensors', async () => {
    fakeApi(buildingRoutes());
    renderApp('/buildings/1/detailed', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Peak days' }, LOAD);
    await waitFor(() => {
      expect(noSpaces(within(table).getAllByRole('row')[1]?.textContent ?? '')).toBe(
        '18 Jun 202657 people10 AM37.5%',
      );
    });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(await chartName('Hours of 18 Jun 2026')).toContain('10 AM');
    // 10 no-shows of 100 bookings; 50 booked, 48 badged in, sensors 46.5 on average.
    expect(await cardText('Bookings, Badges and Sensors')).toContain(
      'No-shows 10.0% of bookings; per working day on average 50 booked, 48 badged in',
    );
    expect(await chartName('Daily Occupancy by Data Source')).toContain('People counters');
  }, 60_000);

  it('leaves out the bookings chart where the building has neither bookings nor badges', async () => {
    fakeApi(
      buildingRoutes({
        'occupancy/activity': {
          buildingId: 1,
          items: [],
          hasReservations: false,
          hasBadgeEvents: false,
          ...RANGE,
        },
        'occupancy/peak-days': { items: [], capacity: 152, ...RANGE },
      }),
    );
    renderApp('/buildings/1/detailed', as('viewer'));
    expect(await screen.findByText('No data available', {}, LOAD)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Daily Occupancy by Data Source' });
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Bookings, Badges and Sensors' })).toBeNull();
    });
  });
});

describe("the building's Optimization tab", () => {
  it('shows the flex summary and each tenant costs and projected area', async () => {
    const api = fakeApi(buildingRoutes());
    renderApp('/buildings/1/optimization', as('viewer'));
    await screen.findByRole('heading', { level: 1, name: 'Harbor Point' }, LOAD);
    expect(noSpaces(await tile('Flex capacity'))).toBe(
      'Flex capacity54seatsCovers the daily peak on 80 % of days',
    );
    // 152 seats − 54.
    expect(noSpaces(await tile('Seats to release'))).toBe(
      'Seats to release98seatsCapacity − flex capacity',
    );
    await screen.findByRole('heading', { name: 'Building Costs by Tenant' });
    await waitFor(() => {
      expect(api.bodies('encumbrances/statistic/building-costs')).toEqual(
        expect.arrayContaining([
          { buildingId: 1, tenantId: 2, ...RANGE },
          { buildingId: 1, tenantId: 6, ...RANGE },
        ]),
      );
    });
    expect(await chartName('Building Costs by Tenant')).toContain('Globex Corporation');
  }, 60_000);
});

describe("the building's Amenities tab", () => {
  it('counts the shared spaces by category and the meeting rooms in use', async () => {
    fakeApi(buildingRoutes());
    renderApp('/buildings/1/amenities', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Shared spaces by category' }, LOAD);
    // The rooms reporting come with the floors' hours, after the spaces.
    await waitFor(() => {
      const row = within(table).getByText('Collaborative').closest('tr');
      expect(noSpaces(row?.textContent ?? '')).toBe('Collaborative216 seats7501 of 2');
    });
    const rooms = await screen.findByRole('table', { name: 'Meeting rooms' });
    await waitFor(() => {
      expect(within(rooms).queryByText('Boardroom')).toBeTruthy();
    });
  }, 60_000);
});

describe("the building's meeting-room bookings against measured use", () => {
  const room = (overrides: Record<string, unknown>) => ({
    spaceId: 32,
    name: 'Boardroom',
    floorId: 11,
    floorName: 'Level 1',
    capacity: 12,
    bookings: 4,
    bookedHours: 6.5,
    markedNoShows: 1,
    occupiedHours: 20,
    measuredBookedHours: 6,
    usedBookedHours: 4,
    usedShare: 4 / 6,
    noShows: 1,
    unmeasuredBookings: 0,
    ...overrides,
  });
  const answer = (items: unknown[]) => ({ buildingId: 1, items, ...RANGE });
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => noSpaces(row.textContent));

  it('shows each room’s bookings against its sensor, as the call answers, over the range', async () => {
    const api = fakeApi(
      buildingRoutes({
        'occupancy/room-bookings': answer([
          room({}),
          room({
            spaceId: 33,
            name: 'Huddle',
            capacity: 4,
            bookings: 2,
            bookedHours: 1.5,
            markedNoShows: 0,
            occupiedHours: null,
            measuredBookedHours: null,
            usedBookedHours: null,
            usedShare: null,
            noShows: null,
            unmeasuredBookings: null,
          }),
        ]),
      }),
    );
    renderApp('/buildings/1/amenities', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Meeting room bookings' }, LOAD);
    await waitFor(() => {
      expect(rowsOf(table)).toEqual([
        'BoardroomLevel 1 · 12 seats46.5 h20 h66.7%11',
        'HuddleLevel 1 · 4 seats21.5 hNo sensor––0',
      ]);
    });
    // The rooms with a sensor: 4 of 6 measured booked hours used; 1 no-show of 4 bookings.
    expect(await cardText('Booked and Measured Hours by Room')).toContain(
      '27 Nov 2025 – 26 Nov 2026 — Booked time used 66.7%; no-shows 1 of 4 bookings',
    );
    expect(await chartName('Booked and Measured Hours by Room')).toContain('Boardroom');
    expect(api.bodies('occupancy/room-bookings')).toEqual([{ buildingId: 1, ...RANGE }]);
  }, 60_000);

  it('shows the table and the chart as loading while the call is on its way', async () => {
    fakeApi(buildingRoutes({ 'occupancy/room-bookings': never }));
    renderApp('/buildings/1/amenities', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Meeting room bookings' }, LOAD);
    expect(within(table).getByText('Loading...')).toBeTruthy();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading Booked and Measured Hours by Room' }),
    ).toBeTruthy();
  }, 60_000);

  it('says when no meeting room was booked in the range', async () => {
    fakeApi(buildingRoutes({ 'occupancy/room-bookings': answer([]) }));
    renderApp('/buildings/1/amenities', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Meeting room bookings' }, LOAD);
    await waitFor(() => {
      expect(within(table).getByText('No meeting room was booked in this range')).toBeTruthy();
    });
    expect(await cardText('Booked and Measured Hours by Room')).toContain(
      'No meeting room was booked in this range',
    );
  }, 60_000);

  it('shows a failed call as an error, once', async () => {
    fakeApi(
      buildingRoutes({
        'occupancy/room-bookings': json({ message: 'The database is busy' }, 503),
      }),
    );
    renderApp('/buildings/1/amenities', as('viewer'));
    await waitFor(async () => {
      expect(await cardText('Booked and Measured Hours by Room')).toContain('The database is busy');
    }, LOAD);
    expect(screen.queryByRole('table', { name: 'Meeting room bookings' })).toBeNull();
  }, 60_000);
});
