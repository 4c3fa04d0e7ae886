import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, never } from '../buildings/fakeApi.ts';
import { sensor, status } from '../data-sources/fixtures.ts';

const T = '2026-03-06T09:00:00.000Z';
const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sensor status', () => {
  it('lists the stopped sensors first, then every source with its sensors', async () => {
    const api = fakeApi({
      'data-sources/get-status': {
        items: [
          status({
            dataSourceId: 4,
            health: 'HEALTHY',
            sensorCount: 2,
            stoppedSensors: 1,
            sensors: [
              sensor({ spaceId: 12, space: 'Cafe', health: 'STOPPED' }),
              sensor({ spaceId: 11, space: 'Open office' }),
            ],
          }),
          status({ dataSourceId: 5, name: 'Dockside badges', building: 'Dockside', sensors: [] }),
        ],
        checkedAt: T,
      },
    });
    renderApp('/sensor-status', master());
    const stopped = await screen.findByRole('table', { name: 'Stopped sensors' });
    expect(within(stopped).getByText('Cafe')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Stopped sensors' })).getByText('1'),
    ).toBeTruthy();
    const sources = screen.getByRole('table', { name: 'Data source status' });
    expect(within(sources).getByText('2 (1 stopped)')).toBeTruthy();
    expect(within(sources).getByText('Dockside badges')).toBeTruthy();
    expect(api.bodies('data-sources/get-status')).toEqual([{ sensors: true }]);

    // Only the healthy ones, then one building.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Building' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dockside' }));
    expect(within(sources).queryByText('Harbor Point people counters')).toBeNull();
    expect(within(sources).getByText('Dockside badges')).toBeTruthy();
  });

  it('says what to do without data sources, shows loading and errors', async () => {
    fakeApi({ 'data-sources/get-status': { items: [], checkedAt: T } });
    renderApp('/sensor-status', master());
    expect(await screen.findByText(/No data sources yet/)).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources/get-status': never });
    renderApp('/sensor-status', master());
    expect(await screen.findByRole('group', { name: 'Data sources', busy: true })).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources/get-status': json({ message: 'Status is unavailable' }, 500) });
    renderApp('/sensor-status', master());
    expect((await screen.findByRole('alert')).textContent).toContain('Status is unavailable');
  });
});
