import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from '../buildings/fakeApi.ts';
import {
  asMasterAdmin,
  asOperator,
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

const site = (buildingId: number, name: string, avgUtilization: number | null) => ({
  buildingId,
  name,
  floorCount: 2,
  roomCount: 30,
  rentableArea: 20000,
  capacity: 200,
  peakOccupancy: 120,
  peakOccupancyDate: '2026-03-04',
  peakUtilization: 0.6,
  avgUtilization,
  startDate: '2025-03-16',
  endDate: '2026-03-16',
});

describe('the sites list', () => {
  it("lists the operator's sites with floors, capacity, utilization and change, and links them", async () => {
    const api = fakeApi({
      'operators/statistcs': {
        organizationId: OPERATOR_ID,
        items: [site(1, 'Harbor Point', 0.3791), site(2, 'Zuidas Gate', null)],
      },
      buildings: list([building(), building({ id: 2, name: 'Zuidas Gate', city: 'Amsterdam' })]),
      'operators/site-statistics': siteStats(),
    });
    renderApp('/locations', asOperator());
    const table = await screen.findByRole('table', { name: 'Sites' });
    const row = within(table).getByRole('row', { name: /Harbor Point/ });
    expect(within(row).getByRole('link', { name: 'Harbor Point' }).getAttribute('href')).toBe(
      '/sites/1',
    );
    expect(row.textContent).toContain('2 (30 rooms)');
    expect(row.textContent).toContain('60.0%');
    expect(row.textContent).toContain('37%');
    await waitFor(() => {
      expect(within(row).getByText('down 3.6% month over month')).toBeTruthy();
    });
    expect(screen.getByText('Map not configured')).toBeTruthy();
    expect(api.bodies('operators/statistcs')[0]).toEqual({ organizationId: OPERATOR_ID });
  });

  it('says No organization selected to a master admin acting as nobody', async () => {
    fakeApi({});
    renderApp('/locations', asMasterAdmin());
    expect(await screen.findByText('No organization selected')).toBeTruthy();
  });

  it('shows a spinner while the sites load, says when there are none, and shows an error', async () => {
    fakeApi({ 'operators/statistcs': never });
    renderApp('/locations', asOperator());
    expect(await screen.findByRole('status', { name: 'Loading the sites' })).toBeTruthy();
    cleanup();
    fakeApi({ 'operators/statistcs': { organizationId: OPERATOR_ID, items: [] } });
    renderApp('/locations', asOperator());
    expect(
      await screen.findByText(
        'No sites yet: a site appears once a master admin assigns you as the operator of a floor.',
      ),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'operators/statistcs': json({ message: 'The sites could not be read' }, 500) });
    renderApp('/locations', asOperator());
    expect((await screen.findByRole('alert')).textContent).toContain('The sites could not be read');
  });
});
