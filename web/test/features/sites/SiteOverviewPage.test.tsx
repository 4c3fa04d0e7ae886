import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { formatPercent } from '@atrium/contract';
import { writeImpersonation } from '../../../src/auth/impersonation.ts';
import { formatDay } from '../../../src/components/charts/formats.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, cityOps, fakeApi, list, never } from '../buildings/fakeApi.ts';
import {
  asMasterAdmin,
  asOperator,
  emptySiteStats,
  OPERATOR_ID,
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

const tile = (label: string) => screen.findByRole('group', { name: label });
const siteRoutes = (answer: unknown) => ({
  'buildings/full': list([building()]),
  'operators/site-statistics': answer,
});

describe('the site overview', () => {
  it("shows the site statistics' figures in the tiles, asked for the site and its operator", async () => {
    const stats = siteStats();
    const api = fakeApi(siteRoutes(stats));
    renderApp('/sites/1', asOperator());
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Point' })).toBeTruthy();
    await waitFor(async () => {
      expect((await tile('Floors')).textContent).toBe(
        `Floors${stats.floorCount}${stats.roomCount} rooms`,
      );
    });
    expect((await tile('Rentable Area')).textContent).toBe('Rentable Area26,350sqft');
    expect((await tile('Est. Capacity')).textContent).toBe('Est. Capacity240seats');
    expect((await tile('Peak Utilization')).textContent).toBe(
      `Peak Utilization${formatPercent(stats.peakUtilization)}${formatDay('2026-03-04')} · 135 people`,
    );
    // Average utilization floored (37.91 % → 37 %), with its month-over-month change.
    const average = await tile('Avg Utilization');
    expect(average.textContent).toContain('37%');
    expect(within(average).getByText('down 3.6% month over month')).toBeTruthy();
    expect(api.bodies('operators/site-statistics')[0]).toEqual({
      buildingId: 1,
      organizationId: OPERATOR_ID,
    });
    // The four blocks.
    for (const title of [
      'Chronological Occupancy',
      'Occupancy & Utilization',
      'Day of Week Demand',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('shows skeletons while the statistics load', async () => {
    fakeApi(siteRoutes(never));
    renderApp('/sites/1', asOperator());
    expect((await tile('Peak Utilization')).getAttribute('aria-busy')).toBe('true');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading Chronological Occupancy' }),
    ).toBeTruthy();
  });

  it('says there is no data when every value is missing', async () => {
    fakeApi(siteRoutes(emptySiteStats()));
    renderApp('/sites/1', asOperator());
    expect(await screen.findByText(/No occupancy data for this site yet/)).toBeTruthy();
    await waitFor(() => {
      expect(screen.getAllByText('No data available')).toHaveLength(3);
    });
    expect((await tile('Avg Utilization')).textContent).toContain('not available');
  });

  it('shows a site statistics error in an error alert', async () => {
    fakeApi(siteRoutes(json({ message: 'The site is resting' }, 500)));
    renderApp('/sites/1', asOperator());
    expect(await screen.findByText('The site is resting')).toBeTruthy();
  });

  it('says No organization selected to a master admin acting as nobody, until it acts as the operator', async () => {
    const api = fakeApi(siteRoutes(siteStats()));
    renderApp('/sites/1', asMasterAdmin());
    expect(await screen.findByText('No organization selected')).toBeTruthy();
    expect(api.bodies('operators/site-statistics')).toEqual([]);
    cleanup();
    writeImpersonation({ id: cityOps.id, key: cityOps.key, name: cityOps.name, type: 'OPERATOR' });
    renderApp('/sites/1', asMasterAdmin());
    const capacity = await tile('Est. Capacity');
    await waitFor(() => {
      expect(capacity.textContent).toBe('Est. Capacity240seats');
    });
    expect(api.bodies('operators/site-statistics')[0]).toEqual({
      buildingId: 1,
      organizationId: cityOps.id,
    });
  });
});
