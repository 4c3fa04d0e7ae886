import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataSystems, type DataSource, type ImportPreview } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { FakeXhr, storedFile, stubXhr } from '../../components/files/apiStub.ts';
import { fakeApi, list, never, type Routes } from '../buildings/fakeApi.ts';
import { dataImport, dataImportFull, T, UUID } from '../data-imports/dataImport.ts';

// The import pages (`import/spatial`, `import/financial`, `import-occupancy`): choose a file,
// check it (upload with its progress, then the preview with what is created, updated and left
// alone, and each row's problem), import it (a job, its progress as a bar), and the outcome.

const DATA_SYSTEM = dataSystems[0];
const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const as = (role: string) => fakeAuth({ user: fakeUser({ roles: [role], orgKey: 'harbor' }) }).auth;

const counts = (created: number, updated: number, unchanged: number) => ({
  created,
  updated,
  unchanged,
  skipped: 0,
  rows: created + updated + unchanged,
});

function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    type: 'SPATIAL',
    rows: 3,
    counts: { buildings: counts(1, 0, 0), floors: counts(0, 1, 0), spaces: counts(2, 0, 1) },
    errors: [],
    errorCount: 0,
    skipped: [],
    sample: [{ buildingExternalId: 'HP-1', spaceName: '1N01 Open office' }],
    columns: ['buildingExternalId', 'spaceName'],
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  stubXhr();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const zone = () =>
  screen.findByRole('button', { name: /^Drag and drop a file here, or click to choose/ });
const input = () => screen.getByTestId<HTMLInputElement>('dropzone-input');
const choose = (file: File) => {
  fireEvent.change(input(), { target: { files: [file] } });
};
const csv = (name = 'harbor.csv', text = 'buildingExternalId,spaceName\nHP-1,1N01 Open office\n') =>
  new File([text], name, { type: 'text/csv' });

/** The upload's request, once the page has sent it. */
async function upload(): Promise<FakeXhr> {
  await waitFor(() => {
    expect(FakeXhr.instances).toHaveLength(1);
  });
  const xhr = FakeXhr.instances[0];
  if (!xhr) throw new Error('No upload');
  return xhr;
}

/** Chooses a file, checks it, and answers the upload with file 7. */
async function checkFile(file = csv()) {
  await zone();
  choose(file);
  fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  const xhr = await upload();
  xhr.respond(200, storedFile(7, file.name, 'text/csv'));
  return xhr;
}

const render = (path: string, routes: Routes, auth = master()) => {
  const api = fakeApi(routes);
  return { api, ...renderApp(path, auth) };
};

describe('an import page', () => {
  it('has a labelled dropzone reachable by keyboard, and waits for a file before checking', async () => {
    render('/import/spatial', {});
    const dropzone = await zone();
    expect(screen.getByRole('heading', { name: 'Spatial import' })).toBeTruthy();
    // Focusable, described by what it takes, and opened with Enter or Space.
    expect(dropzone.tabIndex).toBe(0);
    expect(dropzone.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('CSV, XLSX or IFC (max. 1 GB)')).toBeTruthy();
    dropzone.focus();
    expect(document.activeElement).toBe(dropzone);
    const open = vi.spyOn(input(), 'click');
    fireEvent.keyDown(dropzone, { key: 'Enter' });
    fireEvent.keyDown(dropzone, { key: ' ' });
    expect(open).toHaveBeenCalledTimes(2);
    expect(input().accept).toBe('.csv,.xlsx,.ifc');
    // Empty: nothing chosen, nothing to check.
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check the file' });
    expect(check.hasAttribute('disabled')).toBe(true);
    choose(csv());
    expect(screen.getByText('harbor.csv (51 B)')).toBeTruthy();
    expect(check.hasAttribute('disabled')).toBe(false);
    // The owner of new buildings is a labelled select.
    expect(screen.getByRole('combobox', { name: 'Owner of new buildings' })).toBeTruthy();
  });

  it('shows the upload’s progress, then the preview: created, updated and left alone, and the first rows', async () => {
    const { api } = render('/import/spatial', { 'data-imports/preview': preview() });
    await zone();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const xhr = await upload();
    expect(xhr.url).toBe('http://api.test/api/data-imports/upload');
    xhr.progress(30, 100);
    // The bar is drawn when the upload starts; the progress event's value comes in a render after.
    await waitFor(() => {
      const bar = screen.getByRole('progressbar', { name: 'Upload' });
      expect(bar.getAttribute('aria-valuenow')).toBe('30');
    });
    xhr.respond(200, storedFile(7, 'harbor.csv', 'text/csv'));
    expect(await screen.findByRole('heading', { name: 'Preview: 3 rows' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload' })).toBeNull();
    expect(api.bodies('data-imports/preview')).toEqual([
      { type: 'SPATIAL', fileId: 7, options: {} },
    ]);
    const table = within(screen.getByRole('table', { name: 'What the import does' }));
    const cells = (name: RegExp) =>
      within(table.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(table.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'What',
      'Created',
      'Updated',
      'Unchanged',
    ]);
    expect(cells(/^buildings/)).toEqual(['buildings', '1', '0', '0']);
    expect(cells(/^floors/)).toEqual(['floors', '0', '1', '0']);
    expect(cells(/^spaces/)).toEqual(['spaces', '2', '0', '1']);
    const sample = within(screen.getByRole('table', { name: 'The first rows as read' }));
    expect(sample.getByText('1N01 Open office')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it('shows checking while the preview is asked, and an empty file as 0 rows with nothing to do', async () => {
    render('/import/spatial', { 'data-imports/preview': never });
    await checkFile();
    expect(await screen.findByRole('progressbar', { name: 'Checking the file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check the file' }).hasAttribute('disabled')).toBe(
      true,
    );
    cleanup();
    stubXhr();
    render('/import/spatial', {
      'data-imports/preview': preview({ rows: 0, counts: {}, sample: [], columns: [] }),
    });
    await checkFile(csv('empty.csv', 'buildingExternalId\n'));
    expect(await screen.findByRole('heading', { name: 'Preview: 0 rows' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'What the import does' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'The first rows as read' })).toBeNull();
  });

  it('lists each problem by row, column and problem, and offers to record the failed import', async () => {
    const { api } = render('/import/spatial', {
      'data-imports/preview': preview({
        errorCount: 2,
        errors: [
          { row: 3, column: 'category', message: 'category must be one of WORK, MEETING, SUPPORT' },
          { row: 4, column: 'rentableArea', message: 'rentableArea must be a number' },
        ],
      }),
      'data-imports/create': dataImport(),
      'data-imports/get': dataImportFull({
        status: 'FAILED',
        progress: 100,
        errors: [
          { row: 3, column: 'category', message: 'category must be one of WORK, MEETING, SUPPORT' },
        ],
      }),
    });
    await checkFile();
    expect((await screen.findByText(/^2 problems: nothing can be imported/)).textContent).toBe(
      '2 problems: nothing can be imported until the file is corrected.',
    );
    const problems = within(screen.getByRole('table', { name: 'Problems by row' }));
    expect(problems.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Row',
      'Column',
      'Problem',
    ]);
    const rows = problems.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'category', 'category must be one of WORK, MEETING, SUPPORT'],
      ['4', 'rentableArea', 'rentableArea must be a number'],
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Record the failed import, to fix its rows here' }),
    );
    expect(await screen.findByRole('heading', { name: 'The import failed' })).toBeTruthy();
    expect(api.bodies('data-imports/create')).toEqual([
      { type: 'SPATIAL', fileId: 7, options: {} },
    ]);
  });

  it('imports as a job: the bar follows the job’s progress call while it writes, then says it is done, with links to the import and the jobs', async () => {
    // The job's progress, asked every second: it answers while the import itself cannot be read.
    const progress = [
      { id: 12, status: 'QUEUED', progress: 0 },
      { id: 12, status: 'RUNNING', progress: 45 },
      { id: 12, status: 'RUNNING', progress: 72 },
      { id: 12, status: 'SUCCEEDED', progress: 100 },
    ];
    let step = 0;
    let reads = 0;
    let answerImport: (() => void) | null = null;
    const { api } = render('/import/spatial', {
      'data-imports/preview': preview(),
      'data-imports/create': dataImport(),
      'jobs/12/progress': () => progress[Math.min(step++, progress.length - 1)],
      'data-imports/get': () => {
        reads++;
        // The first read waits (on PGlite, for the write to commit) until the job has ended.
        if (reads === 1)
          return new Promise((resolve) => {
            answerImport = () => {
              resolve(json(dataImportFull({ status: 'PROCESSING', progress: 40 })));
            };
          });
        return dataImportFull({
          status: 'COMPLETED',
          progress: 100,
          summary: { rows: 3, 'spaces.created': 2 },
          job: {
            id: 12,
            status: 'SUCCEEDED',
            attempts: 1,
            error: null,
            startedAt: T,
            finishedAt: T,
          },
        });
      },
    });
    await checkFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Importing…' })).toBeTruthy();
    const value = () =>
      screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow');
    // Queued: nothing done yet.
    await waitFor(() => {
      expect(screen.getByText('0% · PENDING')).toBeTruthy();
    });
    expect(value()).toBe('0');
    // Writing: the bar moves though the import has not answered.
    expect(await screen.findByText('45% · PROCESSING', {}, { timeout: 3000 })).toBeTruthy();
    expect(value()).toBe('45');
    expect(await screen.findByText('72% · PROCESSING', {}, { timeout: 3000 })).toBeTruthy();
    expect(value()).toBe('72');
    // Ended: the bar is full, and the import is read again once its first read answers (from
    // before the end: still processing).
    expect(await screen.findByText('100% · PROCESSING', {}, { timeout: 3000 })).toBeTruthy();
    expect(reads).toBe(1);
    (answerImport as (() => void) | null)?.();
    expect(
      await screen.findByRole('heading', { name: 'Imported' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(value()).toBe('100');
    expect(screen.getByText('100% · COMPLETED')).toBeTruthy();
    expect(reads).toBe(2);
    // The progress call stops once the job has ended; the import is not asked every second.
    const asked = api.bodies('jobs/12/progress').length;
    expect(asked).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.bodies('jobs/12/progress')).toHaveLength(asked);
    expect(reads).toBe(2);
    expect(api.bodies('data-imports/get')[0]).toEqual({ id: UUID });
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'See the data import' }).getAttribute('href')).toBe(
      `/data-imports/${UUID}`,
    );
    expect(screen.getByRole('link', { name: 'See the jobs' }).getAttribute('href')).toBe(
      '/data-imports/jobs',
    );
  });

  it('shows an empty bar while neither the import nor its job’s progress has answered', async () => {
    const { api } = render('/import/spatial', {
      'data-imports/preview': preview(),
      'data-imports/create': dataImport(),
      'data-imports/get': never,
      'jobs/12/progress': never,
    });
    await checkFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Importing…' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(screen.getByText('0% · PENDING')).toBeTruthy();
    // The job that `create` answered is followed at once, before the import's first answer.
    await waitFor(() => {
      expect(api.bodies('jobs/12/progress')).toHaveLength(1);
    });
  });

  it('keeps the last progress on screen when the progress call fails, and asks again', async () => {
    let step = 0;
    render('/import/spatial', {
      'data-imports/preview': preview(),
      'data-imports/create': dataImport(),
      'data-imports/get': never,
      'jobs/12/progress': () =>
        step++ === 1
          ? json({ message: 'The server is restarting' }, 503)
          : { id: 12, status: 'RUNNING', progress: step === 1 ? 30 : 60 },
    });
    await checkFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('30% · PROCESSING', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('60% · PROCESSING')).toBeTruthy();
  });

  it('says the import failed, with its problems by row, when the job finds them', async () => {
    render('/import/spatial', {
      'data-imports/preview': preview(),
      'data-imports/create': dataImport(),
      'data-imports/get': dataImportFull({
        status: 'FAILED',
        progress: 100,
        errors: [{ row: 9, column: 'parentSpaceExternalId', message: 'No space HP-9 in the file' }],
        job: {
          id: 12,
          status: 'FAILED',
          attempts: 1,
          error:
            '1 problem in the file; nothing was written. First: row 9, column parentSpaceExternalId: No space HP-9 in the file',
          startedAt: T,
          finishedAt: T,
        },
      }),
    });
    await checkFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'The import failed' })).toBeTruthy();
    expect(screen.getByText('100% · FAILED')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Problems by row' })).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9', 'parentSpaceExternalId', 'No space HP-9 in the file']);
  });

  it('shows an unreadable file’s ImportFailed errors joined with periods (specification section 8)', async () => {
    render('/import/spatial', {
      'data-imports/preview': json(
        {
          name: 'ImportFailed',
          message: '2 rows are invalid; nothing was imported',
          errors: [
            {
              message:
                'Line 2: a quoted field is never closed: a field that starts with " must end with "',
            },
            { message: 'Line 5: unknown field "colour".' },
          ],
        },
        400,
      ),
    });
    await checkFile();
    const alert = await screen.findByText(/^Line 2/);
    expect(alert.textContent).toBe(
      'Line 2: a quoted field is never closed: a field that starts with " must end with ". Line 5: unknown field "colour".',
    );
    expect(screen.queryByRole('heading', { name: /^Preview/ })).toBeNull();
  });

  it('shows the server’s refusals: an upload over the limit, a workbook too large to read whole, a full queue', async () => {
    render('/import/spatial', {
      'data-imports/preview': json(
        {
          message: 'Bad request',
          issues: [
            {
              path: ['fileId'],
              message:
                'big.xlsx: an XLSX or IFC file is read whole and may be at most 128 MiB; save larger data as CSV',
            },
          ],
        },
        400,
      ),
    });
    await zone();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    (await upload()).respond(413, { message: 'The file is larger than the 1 GiB limit' });
    expect(await screen.findByText('The file is larger than the 1 GiB limit')).toBeTruthy();
    // Checked again: a new upload.
    FakeXhr.instances = [];
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    (await upload()).respond(
      200,
      storedFile(
        7,
        'big.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    expect(
      await screen.findByText(
        'big.xlsx: an XLSX or IFC file is read whole and may be at most 128 MiB; save larger data as CSV',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('The file is larger than the 1 GiB limit')).toBeNull();

    cleanup();
    stubXhr();
    render('/import/spatial', {
      'data-imports/preview': preview(),
      'data-imports/create': json(
        {
          message:
            'The organization already has 5 imports queued or running: at most 5 import jobs may wait per organization; wait for one to finish',
        },
        429,
      ),
    });
    await checkFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(/^The organization already has 5 imports queued or running/),
    ).toBeTruthy();
  });

  it('refuses in the browser a workbook over 128 MiB, as the server would', async () => {
    render('/import/spatial', {});
    await zone();
    const big = new File(['x'], 'portfolio.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    Object.defineProperty(big, 'size', { value: 128 * 1024 * 1024 + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'portfolio.xlsx: an XLSX or IFC file is read whole and may be at most 128 MB; save larger data as CSV',
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    // A CSV of that size is streamed: taken.
    const large = csv('readings.csv');
    Object.defineProperty(large, 'size', { value: 128 * 1024 * 1024 + 1 });
    choose(large);
    expect(screen.getByText('readings.csv (128.00 MB)')).toBeTruthy();
  });

  it('asks the financial import for the tenant of rows without one, and sends it', async () => {
    const { api } = render('/import/financial', {
      'data-imports/preview': preview({ type: 'FINANCIAL' }),
    });
    await zone();
    expect(screen.getByRole('heading', { name: 'Financial import' })).toBeTruthy();
    expect(input().accept).toBe('.csv,.xlsx');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tenant of rows without one' }), {
      target: { value: '  Northwind Legal ' },
    });
    await checkFile();
    await screen.findByRole('heading', { name: 'Preview: 3 rows' });
    expect(api.bodies('data-imports/preview')).toEqual([
      { type: 'FINANCIAL', fileId: 7, options: { tenantName: 'Northwind Legal' } },
    ]);
  });

  it('offers the occupancy import a data source and a labelled field per mappable column', async () => {
    const { api } = render('/import-occupancy', {
      'data-sources': list([
        {
          id: 5,
          name: 'Lobby counters',
          dataSystem: DATA_SYSTEM,
          buildingId: 1,
          networkId: null,
          createdAt: T,
          updatedAt: T,
        } satisfies DataSource,
      ]),
      'data-imports/preview': preview({ type: 'OCCUPANCY' }),
    });
    await zone();
    expect(screen.queryByRole('combobox', { name: 'Owner of new buildings' })).toBeNull();
    for (const column of ['timestamp', 'date', 'time', 'spaceId', 'occupancy', 'dataSourceId'])
      expect(screen.getByRole('textbox', { name: column })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Data source of rows without one' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lobby counters' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'occupancy' }), {
      target: { value: 'People' },
    });
    await checkFile();
    await screen.findByRole('heading', { name: 'Preview: 3 rows' });
    expect(api.bodies('data-imports/preview')).toEqual([
      {
        type: 'OCCUPANCY',
        fileId: 7,
        options: { dataSourceId: 5, mapping: { occupancy: 'People' } },
      },
    ]);
  });

  it('is for the master admin only', async () => {
    render('/import/spatial', {}, as('viewer'));
    expect(await screen.findByText('403 Forbidden')).toBeTruthy();
    expect(screen.queryByTestId('dropzone-input')).toBeNull();
  });
});
