import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from '../buildings/fakeApi.ts';
import { dataImport, dataImportFull, T, UUID } from './dataImport.ts';

// The data-imports screens: the list (`data-imports`) with its search parameters, one import
// (`data-imports/{uuid}`) and the fix of its failed rows (`data-imports/{uuid}/fix`).

const FIXED = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const as = (role: string, orgKey = 'harbor') =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;
const master = () => as('master-admin', 'atrium');

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The imports list loads the date pickers: its first load is slow on a busy machine. */
const importsTable = () => screen.findByRole('table', { name: 'Imports' }, { timeout: 20_000 });

const failedImport = () =>
  dataImportFull({
    status: 'FAILED',
    progress: 100,
    summary: { rows: 3, errors: 2, 'spaces.created': 0 },
    errors: [
      { row: 3, column: 'category', message: 'category must be one of WORK, COLLABORATIVE, …' },
      { row: 4, column: 'rentableArea', message: 'rentableArea must be a number' },
    ],
    failedRows: [
      {
        row: 3,
        values: {
          buildingExternalId: 'HP-1',
          buildingName: 'Harbor Point',
          spaceName: 'Kitchen',
          category: 'KITCHEN',
          rentableArea: '10',
        },
      },
      {
        row: 4,
        values: {
          buildingExternalId: 'HP-1',
          buildingName: 'Harbor Point',
          spaceName: 'Lobby',
          category: 'WORK',
          rentableArea: 'lots',
        },
      },
    ],
    job: {
      id: 12,
      status: 'FAILED',
      attempts: 1,
      error:
        '2 problems in the file; nothing was written. First: row 3, column category: category must be one of WORK, COLLABORATIVE, …',
      startedAt: T,
      finishedAt: T,
    },
  });

describe('the data imports list', () => {
  it('shows each import’s time, type, status, file, building, organization, person and rows', async () => {
    fakeApi({
      'data-imports/full': list([
        dataImportFull({ id: FIXED, status: 'PROCESSING', progress: 40 }),
        dataImportFull({
          id: 'c0ffee00-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
          status: 'COMPLETED',
          progress: 100,
          building: { id: 1, name: 'Harbor Point' },
          summary: { rows: 3, 'spaces.created': 2, 'spaces.updated': 1, 'floors.unchanged': 1 },
        }),
        failedImport(),
      ]),
    });
    renderApp('/data-imports', master());
    const table = within(await importsTable());
    const rows = await table.findAllByRole('row', { name: /harbor\.csv/ });
    expect(rows).toHaveLength(3);
    const [running, done, failed] = rows;
    if (!running || !done || !failed) throw new Error('Expected three imports');
    const bar = within(running).getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(done).getByText('COMPLETED')).toBeTruthy();
    expect(within(done).getByText('Harbor Point')).toBeTruthy();
    expect(within(done).getByText('harbor.csv')).toBeTruthy();
    expect(within(done).getByText('Harbor Properties')).toBeTruthy();
    expect(within(done).getByText('ada@atrium.test')).toBeTruthy();
    expect(within(done).getByText('2 created, 1 updated, 1 unchanged')).toBeTruthy();
    expect(within(done).getByText(new Date(T).toLocaleString())).toBeTruthy();
    expect(within(failed).getByText('FAILED')).toBeTruthy();
    expect(within(failed).getByText('2 errors')).toBeTruthy();
  }, 40_000);

  it('shows loading, the empty text, No results for a filter, and an error', async () => {
    fakeApi({ 'data-imports/full': never });
    renderApp('/data-imports', master());
    expect(await within(await importsTable()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/full': list([]) });
    renderApp('/data-imports', master());
    expect(await within(await importsTable()).findByText(/^No imports yet/)).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/full': list([]) });
    renderApp('/data-imports?status=FAILED', master());
    expect(await within(await importsTable()).findByText('No results')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/data-imports', master());
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  }, 60_000);

  it('filters by type and status from labelled selects, kept in the address, newest first', async () => {
    const api = fakeApi({ 'data-imports/full': list([dataImportFull()]) });
    const { router } = renderApp('/data-imports', master());
    await importsTable();
    await waitFor(() => {
      expect(api.bodies('data-imports/full')[0]).toMatchObject({ page: 0, perPage: 25 });
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FINANCIAL' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FAILED' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=FINANCIAL&status=FAILED');
    });
    await waitFor(() => {
      expect(api.bodies('data-imports/full').at(-1)?.where).toEqual({
        type: 'FINANCIAL',
        status: 'FAILED',
      });
    });
  }, 40_000);

  it('filters by building and by the person who started the import, from labelled selects', async () => {
    const api = fakeApi({
      'data-imports/full': list([dataImportFull()]),
      buildings: list([building({ id: 3, name: 'Harbor Point' })]),
      users: list([
        {
          id: 4,
          organizationId: 9,
          email: 'onboarding@atrium.test',
          name: 'Onboarding',
          title: null,
          role: 'master-admin',
          groups: [],
          permissions: [],
          isActive: true,
          createdAt: T,
          updatedAt: T,
        },
      ]),
    });
    const { router } = renderApp('/data-imports', master());
    await importsTable();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Building' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Point' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Started by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'onboarding@atrium.test' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?buildingId=3&userId=4');
    });
    await waitFor(() => {
      expect(api.bodies('data-imports/full').at(-1)?.where).toEqual({ buildingId: 3, userId: 4 });
    });
  }, 40_000);

  it('reads the building, person and creation dates from the address', async () => {
    const api = fakeApi({ 'data-imports/full': list([]) });
    renderApp(
      '/data-imports?buildingId=3&userId=4&createdAtGte=2026-03-01&createdAtLte=2026-03-31',
      master(),
    );
    await importsTable();
    await waitFor(() => {
      expect(api.bodies('data-imports/full').at(-1)?.where).toEqual({
        buildingId: 3,
        userId: 4,
        createdAt: { gte: '2026-03-01', lte: '2026-03-31T23:59:59.999Z' },
      });
    });
  }, 40_000);
});

describe('one data import', () => {
  it('shows status, who and when, its job with the job’s error, the counts and the problems by row', async () => {
    const api = fakeApi({ 'data-imports/get': failedImport() });
    renderApp(`/data-imports/${UUID}`, master());
    const facts = within(await screen.findByRole('table', { name: 'The import' }));
    expect(api.bodies('data-imports/get')[0]).toEqual({ id: UUID });
    const fact = (label: string) =>
      within(facts.getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .join('');
    expect(fact('Status')).toBe('FAILED');
    expect(fact('Organization')).toBe('Harbor Properties');
    expect(fact('By')).toBe('ada@atrium.test');
    expect(fact('File')).toBe('harbor.csv');
    expect(fact('Job')).toBe(
      '#12, FAILED, attempt 1 (2 problems in the file; nothing was written. First: row 3, column category: category must be one of WORK, COLLABORATIVE, …) · All jobs',
    );
    expect(screen.getByRole('heading', { name: 'SPATIAL import' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Errors: nothing was written' })).toBeTruthy();
    // A failed import's counts are what it would have done: nothing was written.
    expect(
      screen.getByRole('heading', { name: '3 rows: what importing them would have done' }),
    ).toBeTruthy();
    const problems = within(screen.getByRole('table', { name: 'Problems by row' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(problems).toEqual([
      ['3', 'category', 'category must be one of WORK, COLLABORATIVE, …'],
      ['4', 'rentableArea', 'rentableArea must be a number'],
    ]);
    expect(screen.getByRole('link', { name: 'Fix the failed rows' }).getAttribute('href')).toBe(
      `/data-imports/${UUID}/fix`,
    );
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
  });

  it('shows a running import’s progress, and what a finished one wrote', async () => {
    fakeApi({ 'data-imports/get': dataImportFull({ status: 'PROCESSING', progress: 55 }) });
    renderApp(`/data-imports/${UUID}`, master());
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('55');
    expect(screen.getByText('55%')).toBeTruthy();
    cleanup();
    fakeApi({
      'data-imports/get': dataImportFull({
        status: 'COMPLETED',
        progress: 100,
        building: { id: 1, name: 'Harbor Point' },
        summary: { rows: 3, 'spaces.created': 2, 'spaces.unchanged': 1 },
        created: { spaces: [31, 32] },
      }),
    });
    renderApp(`/data-imports/${UUID}`, master());
    expect(await screen.findByRole('heading', { name: '3 rows' })).toBeTruthy();
    const counts = within(screen.getByRole('table', { name: 'What the import does' }));
    expect(
      within(counts.getByRole('row', { name: /^spaces/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['spaces', '2', '0', '1']);
    expect(screen.getByText('spaces: 2 (31, 32)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbor Point' }).getAttribute('href')).toBe(
      '/buildings/1',
    );
  });

  it('follows a running import’s job progress for those who may read jobs, and reads the import again when it ends', async () => {
    const steps = [
      { id: 12, status: 'RUNNING', progress: 55 },
      { id: 12, status: 'RUNNING', progress: 81 },
      { id: 12, status: 'SUCCEEDED', progress: 100 },
    ];
    let step = 0;
    let reads = 0;
    const api = fakeApi({
      'jobs/12/progress': () => steps[Math.min(step++, steps.length - 1)],
      'data-imports/get': () =>
        ++reads === 1
          ? dataImportFull({ status: 'PROCESSING', progress: 10 })
          : dataImportFull({
              status: 'COMPLETED',
              progress: 100,
              summary: { rows: 3, 'spaces.created': 2 },
              created: { spaces: [31, 32] },
              job: {
                id: 12,
                status: 'SUCCEEDED',
                attempts: 1,
                error: null,
                startedAt: T,
                finishedAt: T,
              },
            }),
    });
    renderApp(`/data-imports/${UUID}`, master());
    const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });
    expect(await screen.findByText('55%')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('55');
    expect(await screen.findByText('81%', {}, { timeout: 3000 })).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('81');
    expect(await screen.findByRole('heading', { name: '3 rows' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
    // The import was read twice: before and after the job, not every second between.
    expect(reads).toBe(2);
    expect(api.bodies('jobs/12/progress')).toHaveLength(3);
  });

  it('asks a viewer’s running import itself every second: a viewer may not read jobs', async () => {
    let reads = 0;
    const api = fakeApi({
      'data-imports/get': () =>
        ++reads === 1
          ? dataImportFull({ status: 'PROCESSING', progress: 35 })
          : dataImportFull({ status: 'PROCESSING', progress: 70 }),
    });
    renderApp(`/data-imports/${UUID}`, as('viewer'));
    expect(await screen.findByText('35%')).toBeTruthy();
    expect(await screen.findByText('70%', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('jobs/'))).toBe(false);
  });

  it('says nothing changed only when nothing was created or updated', async () => {
    const completed = (summary: Record<string, number>) =>
      dataImportFull({
        type: 'OCCUPANCY',
        status: 'COMPLETED',
        progress: 100,
        summary: { rows: 220, errors: 0, ...summary },
        created: {},
      });
    // Readings are counted, but their ids are not listed in `created`.
    fakeApi({ 'data-imports/get': completed({ 'readings.created': 220 }) });
    renderApp(`/data-imports/${UUID}`, master());
    expect(await screen.findByRole('heading', { name: '220 rows' })).toBeTruthy();
    expect(screen.queryByText(/Nothing changed/)).toBeNull();
    cleanup();
    fakeApi({
      'data-imports/get': completed({ 'readings.created': 0, 'readings.unchanged': 220 }),
    });
    renderApp(`/data-imports/${UUID}`, master());
    expect(
      await screen.findByText('Nothing changed: everything in the file was already there.'),
    ).toBeTruthy();
  });

  it('shows loading, not found and an error', async () => {
    fakeApi({ 'data-imports/get': never });
    renderApp(`/data-imports/${UUID}`, master());
    expect(await screen.findByRole('status', { name: 'Loading the import' })).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/get': json({ message: 'Not found' }, 404) });
    renderApp(`/data-imports/${UUID}`, master());
    expect(
      await screen.findByText(`There is no import ${UUID}, or you may not see it.`),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/get': json({ message: 'The database is restarting' }, 503) });
    renderApp(`/data-imports/${UUID}`, master());
    expect(await screen.findByText('The database is restarting')).toBeTruthy();
  });

  it('offers a viewer neither the fix nor the jobs', async () => {
    fakeApi({ 'data-imports/get': failedImport() });
    renderApp(`/data-imports/${UUID}`, as('viewer'));
    await screen.findByRole('table', { name: 'Problems by row' });
    expect(screen.queryByRole('link', { name: 'Fix the failed rows' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All jobs' })).toBeNull();
  });
});

describe('fixing a data import', () => {
  it('edits the failed rows in labelled cells, checks them as they are typed, and re-runs them as a new import', async () => {
    const api = fakeApi({
      'data-imports/get': (body: Record<string, unknown>) =>
        body.id === UUID ? failedImport() : dataImportFull({ id: FIXED, fixOf: UUID }),
      'data-imports/fix': dataImport({ id: FIXED, fixOf: UUID, filename: 'harbor-fixed.csv' }),
    });
    const { router } = renderApp(`/data-imports/${UUID}/fix`, master());
    const grid = within(await screen.findByRole('table', { name: 'Failed rows' }));
    const category = grid.getByRole('textbox', { name: 'Row 3 category' });
    const area = grid.getByRole('textbox', { name: 'Row 4 rentableArea' });
    // The problems as typed, and the server's own message on a cell left as it was.
    expect(screen.getByText(/^One of WORK, COLLABORATIVE/)).toBeTruthy();
    expect(screen.getByText('A number')).toBeTruthy();
    expect(screen.getByText('2 cells still need a correction.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Import the corrected rows' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(category, { target: { value: 'SUPPORT' } });
    expect(screen.getByText('1 cells still need a correction.')).toBeTruthy();
    fireEvent.change(area, { target: { value: '12.5' } });
    expect(
      screen.getByText('Every cell looks right; the server checks the rows again.'),
    ).toBeTruthy();
    // Required cells are checked too.
    fireEvent.change(grid.getByRole('textbox', { name: 'Row 3 buildingName' }), {
      target: { value: ' ' },
    });
    expect(screen.getByText('Required')).toBeTruthy();
    fireEvent.change(grid.getByRole('textbox', { name: 'Row 3 buildingName' }), {
      target: { value: 'Harbor Point' },
    });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/data-imports/${FIXED}`);
    });
    expect(api.bodies('data-imports/fix')).toEqual([
      {
        id: UUID,
        rows: [
          {
            buildingExternalId: 'HP-1',
            buildingName: 'Harbor Point',
            spaceName: 'Kitchen',
            category: 'SUPPORT',
            rentableArea: '10',
          },
          {
            buildingExternalId: 'HP-1',
            buildingName: 'Harbor Point',
            spaceName: 'Lobby',
            category: 'WORK',
            rentableArea: '12.5',
          },
        ],
      },
    ]);
  });

  it('shows the server’s refusal of the corrected rows, and says when there is nothing to fix', async () => {
    fakeApi({
      'data-imports/get': failedImport(),
      'data-imports/fix': json(
        {
          message:
            'The organization already has 5 imports queued or running: at most 5 import jobs may wait per organization; wait for one to finish',
        },
        429,
      ),
    });
    renderApp(`/data-imports/${UUID}/fix`, master());
    const grid = within(await screen.findByRole('table', { name: 'Failed rows' }));
    fireEvent.change(grid.getByRole('textbox', { name: 'Row 3 category' }), {
      target: { value: 'WORK' },
    });
    fireEvent.change(grid.getByRole('textbox', { name: 'Row 4 rentableArea' }), {
      target: { value: '9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import the corrected rows' }));
    expect(
      await screen.findByText(/^The organization already has 5 imports queued or running/),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/get': dataImportFull({ status: 'COMPLETED', progress: 100 }) });
    renderApp(`/data-imports/${UUID}/fix`, master());
    expect(await screen.findByText('This import has no failed rows to fix.')).toBeTruthy();
  });

  it('is for the master admin only', async () => {
    fakeApi({ 'data-imports/get': failedImport() });
    renderApp(`/data-imports/${UUID}/fix`, as('viewer'));
    expect(await screen.findByText('403 Forbidden')).toBeTruthy();
  });
});
