import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { spaceCategoryColours } from '@atrium/contract';
import { FloorPlan } from '../../../src/components/floor-plan/FloorPlan.tsx';
import { Providers } from '../../support/render.tsx';
import {
  bodiesSentTo,
  fileBytes,
  getFilesRoute,
  storedFile,
  stubObjectUrls,
  stubRoutes,
  type RouteHandler,
} from '../files/apiStub.ts';
import { floor, floorPlanRoutes, space } from './fixtures.ts';

beforeEach(() => {
  stubObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const images = [
  storedFile(21, 'level-1.png', 'image/png'),
  storedFile(22, 'level-1-east.png', 'image/png'),
];
const storageRoutes: Record<string, RouteHandler> = {
  'POST storage/get-files': getFilesRoute(images),
  'GET storage/21': () => fileBytes('image/png'),
  'GET storage/22': () => fileBytes('image/png'),
};

function renderPlan(routes: Record<string, RouteHandler>) {
  const fetchStub = stubRoutes({ ...storageRoutes, ...routes });
  render(
    <Providers>
      <FloorPlan
        building={{
          id: 3,
          units: 'IMPERIAL',
          externalSpatialId: null,
          timeZone: 'Europe/Amsterdam',
        }}
      />
    </Providers>,
  );
  return fetchStub;
}

const spaceButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('the floor plan viewer', () => {
  it("draws the floor's spaces as polygons in their category's colour, with a legend", async () => {
    const fetchStub = renderPlan(
      floorPlanRoutes(
        [floor()],
        [
          space(1, 'Open office A', 'WORK'),
          space(2, 'Boardroom', 'COLLABORATIVE', { position: '[[20,0],[30,0],[25,8]]' }),
          space(3, 'Cupboard', 'GENERAL', { position: null }),
          space(4, 'Broken', 'RETAIL', { position: 'not json' }),
        ],
      ),
    );
    const plan = await screen.findByRole('group', { name: 'Floor plan of Level 1' });
    const polygons = [...plan.querySelectorAll('polygon')];
    expect(polygons.map((p) => [p.getAttribute('aria-label'), p.getAttribute('fill')])).toEqual([
      ['Open office A (Work)', spaceCategoryColours.WORK],
      ['Boardroom (Collaborative)', spaceCategoryColours.COLLABORATIVE],
    ]);
    expect(polygons[1]?.getAttribute('points')).toBe('20,0 30,0 25,8');
    const legend = screen.getByRole('list', { name: 'Space categories' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Work', 'Collaborative']);
    // No floor picker for a single floor; the spaces were asked for by floor.
    expect(screen.queryByRole('combobox', { name: 'Floor' })).toBeNull();
    expect(bodiesSentTo(fetchStub, 'spaces/full')).toEqual([
      { where: { floorId: 11 }, orderBy: { name: 'asc' }, page: 0, perPage: 500 },
    ]);
  });

  it("opens the space detail drawer on a click, with 'none' for what is missing", async () => {
    renderPlan(
      floorPlanRoutes(
        [floor()],
        [
          space(1, 'Open office A', 'WORK'),
          space(2, 'Phone booth', 'WORK', { type: null, usableSF: null, capacity: null }),
        ],
      ),
    );
    fireEvent.click(await spaceButton(/^Phone booth/));
    const drawer = await screen.findByRole('dialog', { name: 'Phone booth' });
    const details = [...drawer.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`,
    );
    expect(details).toEqual([
      'Category: Work',
      'Type: none',
      'Rentable Area: 1,200 sqft',
      'Usable Area: none',
      'Capacity: none',
    ]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    // With the keyboard too.
    fireEvent.keyDown(await spaceButton(/^Open office A/), { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Open office A' })).toBeTruthy();
  });

  it('zooms with the buttons and the keyboard, and shows the whole floor again', async () => {
    renderPlan(floorPlanRoutes([floor()], [space(1, 'A', 'WORK', { x: 0 })]));
    const plan = await screen.findByRole('group', { name: 'Floor plan of Level 1' });
    const whole = plan.getAttribute('viewBox');
    const width = () => Number(plan.getAttribute('viewBox')?.split(' ')[2]);
    const wholeWidth = width();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeCloseTo(wholeWidth / 1.25);
    fireEvent.keyDown(plan, { key: '+' });
    expect(width()).toBeCloseTo(wholeWidth / 1.25 ** 2);
    const zoomed = plan.getAttribute('viewBox');
    fireEvent.keyDown(plan, { key: 'ArrowRight' });
    expect(plan.getAttribute('viewBox')).not.toBe(zoomed);
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole floor' }));
    expect(plan.getAttribute('viewBox')).toBe(whole);
    // Zooming out stops at the whole floor.
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(plan.getAttribute('viewBox')).toBe(whole);
  });

  it("says 'No floor plan available' without outlines or images", async () => {
    renderPlan(floorPlanRoutes([floor()], [space(1, 'A', 'WORK', { position: null })]));
    expect(await screen.findByText('No floor plan available')).toBeTruthy();
  });

  it("shows the floor's images instead when there are no outlines: tabs for several", async () => {
    renderPlan(floorPlanRoutes([floor({ images: [21, 22] })], []));
    const tabs = await screen.findByRole('tablist', { name: 'Images of Level 1' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['level-1.png', 'level-1-east.png']);
    expect(await screen.findByRole('img', { name: 'level-1.png' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'level-1-east.png' }));
    expect(await screen.findByRole('img', { name: 'level-1-east.png' })).toBeTruthy();
    expect(screen.queryByText('No floor plan available')).toBeNull();
  });

  it('shows a single floor image as a thumbnail list', async () => {
    renderPlan(floorPlanRoutes([floor({ images: [21] })], []));
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByRole('button', { name: 'Open level-1.png' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers a floor picker for several floors, the first chosen', async () => {
    renderPlan(
      floorPlanRoutes(
        [floor(), floor({ id: 12, name: 'Level 2', position: 2 })],
        [space(1, 'Ground desk', 'WORK'), space(2, 'Upper desk', 'SOCIAL', { floorId: 12 })],
      ),
    );
    expect(await spaceButton(/^Ground desk/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Floor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Level 2' }));
    expect(await spaceButton(/^Upper desk/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ground desk/ })).toBeNull();
  });

  it("warns 'No floor selected' for a building without floors", async () => {
    renderPlan(floorPlanRoutes([], []));
    expect(await screen.findByText('No floor selected')).toBeTruthy();
  });
});
