import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Floor } from '@atrium/contract';
import { RuntimeConfigContext, type AppConfig } from '../../../src/app/runtimeConfig.ts';
import { FloorPlanPanel } from '../../../src/components/floor-plan/FloorPlanPanel.tsx';
import { Providers, json } from '../../support/render.tsx';
import { bodiesSentTo, stubObjectUrls, stubRoutes, type RouteHandler } from '../files/apiStub.ts';
import { floorOccupancy, sensoredSpace } from '../../features/sites/siteFixtures.ts';
import { floor } from './fixtures.ts';

beforeEach(() => {
  stubObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const harbor = {
  id: 3,
  units: 'IMPERIAL',
  externalSpatialId: null,
  timeZone: 'America/New_York',
} as const;
const range = { startDate: '2026-03-02', endDate: '2026-03-16' };

function renderPanel(
  routes: Record<string, RouteHandler>,
  options: {
    floor?: Floor;
    config?: Partial<AppConfig>;
    building?:
      | typeof harbor
      | { id: number; units: 'IMPERIAL'; externalSpatialId: string; timeZone: string };
  } = {},
) {
  const fetchStub = stubRoutes(routes);
  const panel = (
    <FloorPlanPanel
      building={options.building ?? harbor}
      floor={options.floor ?? floor()}
      range={range}
    />
  );
  render(
    <Providers>
      {options.config ? (
        <RuntimeConfigContext value={options.config as AppConfig}>{panel}</RuntimeConfigContext>
      ) : (
        panel
      )}
    </Providers>,
  );
  return fetchStub;
}

const spacesRoute =
  (spaces: ReturnType<typeof sensoredSpace>[]): RouteHandler =>
  () =>
    json({ items: spaces, total: spaces.length });

describe('the floor plan panel with an occupancy source', () => {
  const routes = {
    'POST spaces/full': spacesRoute([
      sensoredSpace(1, 'Open office A'),
      sensoredSpace(2, 'Meeting room', { category: 'COLLABORATIVE', capacity: 8 }),
      sensoredSpace(3, 'Corridor', { category: 'CIRCULATION', capacity: null, sensor: false }),
    ]),
    'POST floors/occupancy': () => json(floorOccupancy),
  };

  it("asks /floors/occupancy for the range's end and shows each space's day", async () => {
    const fetchStub = renderPanel(routes);
    const date = await screen.findByRole('group', { name: 'Date' }).catch(() => null);
    expect(date ?? screen.getByLabelText('Date')).toBeTruthy();
    await waitFor(() => {
      expect(bodiesSentTo(fetchStub, 'floors/occupancy')).toEqual([
        { floorId: 11, date: '2026-03-16' },
      ]);
    });
    const list = await screen.findByRole('list', { name: 'Spaces on 16 Mar 2026' });
    const corridor = within(list).getByRole('button', { name: /Corridor/ });
    expect(within(corridor).getByText('No data for selected date')).toBeTruthy();
    expect(
      await within(list).findByRole('img', { name: /^Open office A on 16 Mar 2026/ }),
    ).toBeTruthy();
    // No Type filter: the date takes its place.
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });

  it("colours and labels the plan with /floors/occupancy's people at the floor's busiest hour", async () => {
    renderPanel(routes);
    // 11:00 is the busiest hour: 12 + 3 = 15 people.
    await waitFor(() => {
      expect(screen.getByRole('slider', { name: 'Hour' }).getAttribute('aria-valuetext')).toBe(
        '11 AM',
      );
    });
    // The plan with the day's colours (drawn anew once the day has come).
    const plan = screen.getByRole('group', { name: 'Floor plan of Level 1' });
    const labels = [...plan.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toContain('Open office A12 / 20');
    expect(labels).toContain('Meeting room3 / 8');
    const tiles = {
      spaces: screen.getByRole('group', { name: 'Spaces' }).textContent,
      peak: screen.getByRole('group', { name: 'Peak Utilization' }).textContent,
    };
    expect(tiles.spaces).toBe('Spaces3Est. capacity 28');
    // 15 of 28 seats.
    expect(tiles.peak).toBe('Peak Utilization53.6%at 11 AM · 15 people');
    // The scrubber replays the day: 12:00 has 6 in the open office.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Hour' }), { key: 'ArrowRight' });
    await waitFor(() => {
      const after = [...plan.querySelectorAll('text')].map((text) => text.textContent);
      expect(after).toContain('Open office A6 / 20');
    });
  });

  it("opens the drawer with the space's hourly chart and its peak in 12-hour time", async () => {
    renderPanel(routes);
    const list = await screen.findByRole('list', { name: 'Spaces on 16 Mar 2026' });
    fireEvent.click(within(list).getByRole('button', { name: /Open office A/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Open office A' });
    expect(within(drawer).getByRole('heading', { name: 'Occupancy on 16 Mar 2026' })).toBeTruthy();
    expect(within(drawer).getByRole('group', { name: 'Peak Occupancy' }).textContent).toBe(
      'Peak Occupancy12peopleat 11 AM',
    );
    // (4 + 9 + 12 + 6) / 4 = 7.75.
    expect(within(drawer).getByRole('group', { name: 'Avg Occupancy' }).textContent).toBe(
      'Avg Occupancy7.8people',
    );
  });

  it('shows the tiles loading while the day loads', async () => {
    renderPanel({ ...routes, 'POST floors/occupancy': () => new Promise<never>(() => undefined) });
    expect(
      (await screen.findByRole('group', { name: 'Peak Utilization' })).getAttribute('aria-busy'),
    ).toBe('true');
  });
});

describe('the floor plan panel without an occupancy source', () => {
  it('offers a Type filter, which choosing a category resets, and lists Name, Area, Capacity', async () => {
    renderPanel({
      'POST spaces/full': spacesRoute([
        sensoredSpace(1, 'Open office A', { sensor: false }),
        sensoredSpace(2, 'Focus room', { sensor: false, type: 'Focus room' }),
        sensoredSpace(3, 'Boardroom', {
          sensor: false,
          category: 'COLLABORATIVE',
          type: 'Boardroom',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Spaces' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Area', 'Capacity']);
    expect(screen.queryByLabelText('Date')).toBeNull();
    const type = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByRole('option', { name: 'Focus room' }));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Collaborative' }));
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Type' }).value).toBe('');
    });
    expect(within(table).getByText('Boardroom')).toBeTruthy();
    expect(within(table).queryByText('Focus room')).toBeNull();
  });

  it('says No floor plan available without outlines, spatial id or images', async () => {
    renderPanel({
      'POST spaces/full': spacesRoute([
        sensoredSpace(1, 'Open office A', { sensor: false, assets: [] }),
      ]),
    });
    expect(await screen.findByText('No floor plan available')).toBeTruthy();
  });
});

describe('the Smplrspace viewer', () => {
  it("logs 'Failed to load smplr.js', says so with details and falls back to our plan", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(
      { 'POST spaces/full': spacesRoute([sensoredSpace(1, 'Open office A', { sensor: false })]) },
      {
        building: { ...harbor, externalSpatialId: 'spc_123' },
        config: { spaceBookingKey: 'pub_token', spaceBookingOrgId: 'org_1' },
      },
    );
    const smplrScript = () =>
      [...document.head.querySelectorAll('script')].find((s) => s.src.includes('smplr.js'));
    await waitFor(() => {
      expect(smplrScript()).toBeTruthy();
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const script = smplrScript();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText("Couldn't load Simplr Space viewer.")).toBeTruthy();
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load smplr.js');
    expect(screen.getByRole('group', { name: 'Floor plan of Level 1' })).toBeTruthy();
  });
});
