import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from '../buildings/fakeApi.ts';
import {
  asOperator,
  floorOccupancy,
  OPERATOR_ID,
  operatedFloor,
  sensoredSpace,
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

const capacity = {
  totalCapacity: 28,
  capacityByCategory: {
    WORK: 20,
    COLLABORATIVE: 8,
    CIRCULATION: null,
    SOCIAL: 0,
    GENERAL: 0,
    SUPPORT: 0,
    RETAIL: 0,
    PARKING: 0,
  },
};

function siteApi(floors: ReturnType<typeof operatedFloor>[]) {
  return fakeApi({
    'buildings/full': list([building()]),
    'operators/site-statistics': siteStats(),
    floors: list(floors),
    'floors/spaces-by-category': capacity,
    'spaces/full': (body: Record<string, unknown>) => {
      const { floorId } = body.where as { floorId: number };
      return list([
        sensoredSpace(1, 'Open office A', { floorId }),
        sensoredSpace(2, 'Meeting room', { floorId, category: 'COLLABORATIVE', capacity: 8 }),
      ]);
    },
    'floors/occupancy': floorOccupancy,
  });
}

describe('the site details', () => {
  it("lists only the operator's floors, the first chosen, with its capacity and floor plan", async () => {
    const api = siteApi([operatedFloor(11, 'Level 4', 4), operatedFloor(12, 'Level 5', 5)]);
    renderApp('/sites/1/details', asOperator());
    const picker = await screen.findByRole('combobox', { name: 'Floor' });
    expect(picker.textContent).toBe('Level 4');
    expect(api.bodies('floors')[0]).toMatchObject({
      where: { buildingId: 1, operatorOrganizationId: OPERATOR_ID },
      orderBy: { position: 'asc' },
    });
    expect(await screen.findByRole('heading', { name: 'Capacity & Workplace' })).toBeTruthy();
    await waitFor(() => {
      expect(screen.getAllByRole('group', { name: 'Est. Capacity' })[0]?.textContent).toContain(
        '28seats',
      );
    });
    expect(await screen.findByRole('group', { name: 'Floor plan of Level 4' })).toBeTruthy();
    // The date stays within the site's range: its end by default.
    await waitFor(() => {
      expect(api.bodies('floors/occupancy')[0]).toEqual({ floorId: 11, date: '2026-03-16' });
    });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Level 5' }));
    expect(await screen.findByRole('group', { name: 'Floor plan of Level 5' })).toBeTruthy();
    expect(api.bodies('floors/spaces-by-category').at(-1)).toEqual({ floorId: 12 });
  });

  it('offers no floor picker for one floor, and says No floor selected without any', async () => {
    siteApi([operatedFloor(11, 'Level 4', 4)]);
    renderApp('/sites/1/details', asOperator());
    expect(await screen.findByRole('group', { name: 'Floor plan of Level 4' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Floor' })).toBeNull();
    cleanup();
    siteApi([]);
    renderApp('/sites/1/details', asOperator());
    expect(await screen.findByText('No floor selected')).toBeTruthy();
  });

  it('shows a spinner while the floors load, and their error in an alert', async () => {
    fakeApi({
      'buildings/full': list([building()]),
      'operators/site-statistics': siteStats(),
      floors: never,
    });
    renderApp('/sites/1/details', asOperator());
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    cleanup();
    fakeApi({
      'buildings/full': list([building()]),
      'operators/site-statistics': siteStats(),
      floors: json({ message: 'The floors could not be read' }, 500),
    });
    renderApp('/sites/1/details', asOperator());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The floors could not be read',
    );
  });
});
