import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from '../buildings/fakeApi.ts';
import {
  asOperator,
  emptySiteStats,
  OPERATOR_ID,
  operatedFloor,
  siteStats,
  preloadSitePages,
} from './siteFixtures.ts';

beforeAll(preloadSitePages, 120_000);

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const T = '2025-01-01T00:00:00.000Z';
const lease = {
  id: 40,
  parentId: null,
  buildingId: 1,
  organizationId: OPERATOR_ID,
  startDate: '2025-01-01',
  endDate: '2030-12-31',
  status: 'ACTIVE',
  rentRate: 50,
  rentableSF: 12000,
  capacity: 120,
  targetDensity: 150,
  usageTypeId: 1,
  leaseTypeId: 1,
  createdAt: T,
  updatedAt: T,
};

function analysisApi(stats: unknown = siteStats()) {
  return fakeApi({
    'buildings/full': list([building()]),
    'operators/site-statistics': stats,
    floors: list([operatedFloor(11, 'Level 4', 4), operatedFloor(12, 'Level 5', 5)]),
    'occupancy/tenants/monthly-occupancy': (body: Record<string, unknown>) => ({
      capacity: 120,
      items: [
        {
          year: 2026,
          month: 1,
          average: 40,
          peak: 60,
          days: 20,
          utilization: body.floorId === 11 ? 0.33 : 0.5,
        },
        {
          year: 2026,
          month: 2,
          average: 45,
          peak: 62,
          days: 20,
          utilization: body.floorId === 11 ? 0.375 : 0.55,
        },
      ],
    }),
    occupancy: (body: Record<string, unknown>) => ({
      items: [
        // Monday 2 March 2026, 10:00: 20 on Level 4 and 10 on Level 5.
        {
          at: '2026-03-02T15:00:00Z',
          local: '2026-03-02T10:00',
          buildingId: 1,
          dataSourceId: 7,
          peak: 25,
          average: body.floorId === 11 ? 20 : 10,
        },
      ],
      startDate: '2025-12-23',
      endDate: '2026-03-16',
    }),
    encumbrances: list([lease]),
  });
}

describe('the site analysis', () => {
  it('charts utilization per floor, the hour profile of the last 12 weeks, and the cost per seat', async () => {
    const api = analysisApi();
    renderApp('/sites/1/analysis', asOperator());
    expect(await screen.findByRole('heading', { name: 'Utilization per Floor' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Utilization per Floor\./ })).toBeTruthy();
    await waitFor(() => {
      expect(api.bodies('occupancy')).toEqual([
        { buildingId: 1, floorId: 11, startDate: '2025-12-23', endDate: '2026-03-16' },
        { buildingId: 1, floorId: 12, startDate: '2025-12-23', endDate: '2026-03-16' },
      ]);
    });
    expect(await screen.findByRole('img', { name: /^Peak Hours\./ })).toBeTruthy();
    expect(screen.getByText(/Busiest at 10 AM/)).toBeTruthy();
    // TCO = 50 × 12,000 = 600,000 a year; ÷ 240 seats = 2,500; ÷ (0.3791 × 240 = 91 people).
    const tco = await screen.findByRole('group', { name: 'TCO' });
    await waitFor(() => {
      expect(tco.textContent).toBe('TCOUSD 600Kper year');
    });
    expect(screen.getByRole('group', { name: 'Cost per Seat' }).textContent).toBe(
      'Cost per SeatUSD 2.5K240 seats',
    );
    expect(screen.getByRole('group', { name: 'Cost per Used Seat' }).textContent).toBe(
      'Cost per Used SeatUSD 6.6K91 people on average',
    );
    // The short tiles: no floors and no area.
    expect(screen.queryByRole('group', { name: 'Rentable Area' })).toBeNull();
  });

  it('says there is no data for a site without readings', async () => {
    analysisApi(emptySiteStats());
    renderApp('/sites/1/analysis', asOperator());
    await waitFor(() => {
      expect(screen.getAllByText('No data available').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('shows skeletons while the statistics load, and their error in an alert', async () => {
    analysisApi(never);
    renderApp('/sites/1/analysis', asOperator());
    const capacity = await screen.findByRole('group', { name: 'Est. Capacity' });
    expect(capacity.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('progressbar', { name: 'Loading Peak Hours' })).toBeTruthy();
    cleanup();
    analysisApi(json({ message: 'The site statistics could not be read' }, 500));
    renderApp('/sites/1/analysis', asOperator());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The site statistics could not be read',
    );
  });
});
