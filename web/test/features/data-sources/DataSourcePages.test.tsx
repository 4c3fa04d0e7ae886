import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from '../buildings/fakeApi.ts';
import { dataSource, sensor, status } from './fixtures.ts';

const T = '2026-03-01T09:00:00.000Z';
const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Data Sources' });

describe('the data-source list', () => {
  it('shows each source with its system, building and health', async () => {
    fakeApi({
      'data-sources/full': list([dataSource()]),
      'data-sources/get-status': { items: [status({ health: 'STOPPED' })], checkedAt: T },
      buildings: list([]),
    });
    renderApp('/data-sources', master());
    const row = await within(await table()).findByRole('row', { name: /Harbor Point people/ });
    expect(within(row).getByText('Xovis')).toBeTruthy();
    expect(within(row).getByText('Harbor Point')).toBeTruthy();
    expect(await within(row).findByText('Stopped')).toBeTruthy();
  });

  it('says what to do when there are none, shows loading and errors', async () => {
    fakeApi({
      'data-sources/full': list([]),
      'data-sources/get-status': { items: [], checkedAt: T },
    });
    renderApp('/data-sources', master());
    expect(await within(await table()).findByText(/No data sources yet/)).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources/full': never, 'data-sources/get-status': never });
    renderApp('/data-sources', master());
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/data-sources', master());
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });

  it('asks for the filters of the address', async () => {
    const api = fakeApi({ 'data-sources/full': list([]) });
    renderApp('/data-sources?name=count&dataSystem=BUTLR&buildingId=3', master());
    await table();
    await waitFor(() => {
      expect(api.bodies('data-sources/full')[0]?.where).toEqual({
        name: { contains: 'count', mode: 'insensitive' },
        dataSystem: 'BUTLR',
        buildingId: 3,
      });
    });
  });
});

describe('a data source', () => {
  it('shows its status, its sensors stopped first, and who it leaves out', async () => {
    fakeApi({
      'data-sources/full': list([
        dataSource({ excludedOrganizations: [{ id: 5, name: 'Northwind Traders' }] }),
      ]),
      'data-sources/get-status': {
        items: [
          status({
            health: 'LATE',
            sensorCount: 2,
            stoppedSensors: 1,
            gaps: [{ startDate: '2026-03-02', endDate: '2026-03-03' }],
            sensors: [
              sensor({ spaceId: 12, space: 'Cafe', health: 'STOPPED', readingsLastDay: 0 }),
              sensor(),
            ],
          }),
        ],
        checkedAt: T,
      },
    });
    renderApp('/data-sources/4', master());
    expect(
      await screen.findByRole('heading', { name: 'Harbor Point people counters' }),
    ).toBeTruthy();
    const health = await screen.findByRole('group', { name: 'Health' });
    expect(within(health).getByText('Late')).toBeTruthy();
    const sensors = await screen.findByRole('table', {
      name: 'Sensors of Harbor Point people counters',
    });
    const rows = within(sensors).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Cafe')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Stopped')).toBeTruthy();
    expect(screen.getByText(/2026-03-02 – 2026-03-03/)).toBeTruthy();
    expect(screen.getByText('Northwind Traders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/data-sources/4/edit',
    );
  });

  it('stops excluding an organization after confirmation', async () => {
    const api = fakeApi({
      'data-sources/full': list([
        dataSource({ excludedOrganizations: [{ id: 5, name: 'Northwind Traders' }] }),
      ]),
      'data-sources/get-status': { items: [status()], checkedAt: T },
      'data-sources/delete-excluded-organization': dataSource(),
    });
    renderApp('/data-sources/4', master());
    const chip = (await screen.findByText('Northwind Traders')).closest('.MuiChip-root');
    const cancel = chip?.querySelector('.MuiChip-deleteIcon');
    if (!cancel) throw new Error('no delete icon');
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Stop excluding organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop excluding' }));
    await waitFor(() => {
      expect(api.bodies('data-sources/delete-excluded-organization')).toEqual([
        { dataSourceId: 4, organizationId: 5 },
      ]);
    });
  });

  it('shows loading, not found and a failed status', async () => {
    fakeApi({ 'data-sources/full': never });
    renderApp('/data-sources/4', master());
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-sources/full': list([]) });
    renderApp('/data-sources/4', master());
    expect(
      await screen.findByText('There is no data source 4, or you may not see it.'),
    ).toBeTruthy();
    cleanup();
    fakeApi({
      'data-sources/full': list([dataSource()]),
      'data-sources/get-status': json({ message: 'Status is unavailable' }, 500),
    });
    renderApp('/data-sources/4', master());
    expect((await screen.findByRole('alert')).textContent).toContain('Status is unavailable');
  });
});

describe('creating and editing a data source', () => {
  it('checks the form with the contract, then creates and opens it', async () => {
    const api = fakeApi({
      buildings: list([building()]),
      'data-sources/create': (body: { data: object }) => dataSource({ ...body.data, id: 9 }),
    });
    const { router } = renderApp('/data-sources/create', master());
    await screen.findByRole('heading', { name: 'New data source' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.bodies('data-sources/create')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Lobby counter' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Building/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/data-sources/9');
    });
    expect(api.bodies('data-sources/create')).toEqual([
      {
        data: {
          name: 'Lobby counter',
          dataSystem: 'CSV',
          buildingId: 1,
          networkId: null,
          excludedOrganizationIds: [],
        },
      },
    ]);
  });

  it('saves a changed system', async () => {
    const api = fakeApi({
      // Its building among the choices.
      buildings: list([building()]),
      'data-sources/full': list([dataSource()]),
      'data-sources/update': (body: { data: object }) => dataSource(body.data),
    });
    renderApp('/data-sources/4/edit', master());
    await screen.findByRole('heading', { name: 'Edit Harbor Point people counters' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Data system/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Butlr' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.bodies('data-sources/update')[0]).toMatchObject({
        id: 4,
        data: { dataSystem: 'BUTLR' },
      });
    });
  });
});
