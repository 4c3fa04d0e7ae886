import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReadingsDay } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';
import { dataSource } from '../data-sources/fixtures.ts';

const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const day = (date: string): ReadingsDay => ({
  dataSourceId: 4,
  date,
  timeZone: 'America/New_York',
  firstDate: '2026-01-02',
  lastDate: '2026-03-05',
  sensors:
    date === '2026-03-05'
      ? [
          {
            spaceId: 11,
            space: 'Open office',
            floor: 'Level 1',
            readings: [
              { at: '2026-03-05T15:00:00.000Z', time: '10:00', occupancy: 8, backfilled: false },
              { at: '2026-03-05T16:00:00.000Z', time: '11:00', occupancy: 12, backfilled: true },
            ],
          },
        ]
      : [],
});
const sources = () => list([dataSource()]);

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the occupancy readings', () => {
  it('asks to choose a data source first', async () => {
    fakeApi({ 'data-sources': sources() });
    renderApp('/occupancy', master());
    expect(await screen.findByText(/Choose a data source to browse its readings/)).toBeTruthy();
  });

  it("opens the source's last day, lists its sensors and a sensor's readings", async () => {
    fakeApi({
      'data-sources': sources(),
      'data-sources/readings-day': (body: { date: string }) =>
        day(body.date === '2026-03-05' ? body.date : '2026-03-05'),
    });
    const { router } = renderApp('/occupancy?dataSourceId=4', master());
    const sensors = await screen.findByRole('table', { name: 'Sensors of the day' });
    const row = await within(sensors).findByRole('row', { name: /Open office/ });
    expect(within(row).getByText('12')).toBeTruthy();
    fireEvent.click(row);
    await waitFor(() => {
      expect(router.state.location.search).toContain('spaceId=11');
    });
    const readings = await screen.findByRole('table', { name: 'Readings of Open office' });
    expect(within(readings).getAllByRole('row')).toHaveLength(3);
    expect(within(readings).getByText('Yes')).toBeTruthy();
  });

  it('counts what a deletion removes, and deletes after confirmation', async () => {
    const api = fakeApi({
      'data-sources': sources(),
      'data-sources/readings-day': (body: { date: string }) => day(body.date),
      'occupancy/delete-readings': (body: { dryRun?: boolean }) => ({
        deleted: 2,
        days: 1,
        dryRun: body.dryRun === true,
      }),
    });
    renderApp('/occupancy?dataSourceId=4&date=2026-03-05', master());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete readings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete readings' });
    expect(
      await within(dialog).findByText(
        '2 readings on 1 days will be deleted. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete readings' }));
    await waitFor(() => {
      expect(api.bodies('occupancy/delete-readings').at(-1)).toEqual({
        dataSourceId: 4,
        // The whole day on the building's clock (New York, UTC−5 in March before the change).
        from: '2026-03-05T05:00:00.000Z',
        to: '2026-03-06T05:00:00.000Z',
      });
    });
    expect(await screen.findByText('2 readings deleted')).toBeTruthy();
  });

  it('shows an empty day, loading and errors', async () => {
    fakeApi({
      'data-sources': sources(),
      'data-sources/readings-day': (body: { date: string }) => day(body.date),
    });
    renderApp('/occupancy?dataSourceId=4&date=2026-03-04', master());
    expect(await screen.findByText('No readings on this day.')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources': sources(), 'data-sources/readings-day': never });
    renderApp('/occupancy?dataSourceId=4&date=2026-03-04', master());
    const table = await screen.findByRole('table', { name: 'Sensors of the day' });
    expect(await within(table).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({
      'data-sources': sources(),
      'data-sources/readings-day': json({ message: 'Readings are unavailable' }, 500),
    });
    renderApp('/occupancy?dataSourceId=4&date=2026-03-04', master());
    expect((await screen.findByRole('alert')).textContent).toContain('Readings are unavailable');
  });
});
