// The occupancy import through the pipeline, streamed (issue 33): checked in one pass, written in
// batches in one transaction. With a small IMPORT_BATCH_ROWS a few thousand readings take many
// batches: the job's progress is persisted while it runs, a bad row in the last batch writes
// nothing, and a failure met while writing the last batch takes back the batches before it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const BATCH = 500;

/** Readings every 15 minutes from 2026-05-04 (UTC) on, alternating between the spaces. */
function readings(source: number, spaces: (number | '')[], n: number): string[] {
  const start = Date.UTC(2026, 4, 4);
  return Array.from({ length: n }, (_, i) => {
    const at = new Date(start + Math.floor(i / spaces.length) * 15 * 60_000).toISOString();
    return `${source},${spaces[i % spaces.length] ?? ''},${at},${i % 17}`;
  });
}
const file = (lines: string[]) => ['dataSourceId,spaceId,timestamp,occupancy', ...lines].join('\n');

describe.each(databaseKinds)('the streamed occupancy import on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { IMPORT_BATCH_ROWS: String(BATCH) } });
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const upload = async (csv: string) => {
    const boundary = `----atrium${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="readings.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: Buffer.concat([
        Buffer.from(head),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        authorization: `Bearer ${master}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const create = async (fileId: number) => {
    const response = await t.post(
      '/api/data-imports/create',
      { type: 'OCCUPANCY', fileId, options: {} },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DataImport>();
  };
  const get = async (id: string) =>
    (await t.post('/api/data-imports/get', { id }, master)).json<DataImportFull>();
  /** Everything an occupancy import writes. */
  const stored = async () =>
    (
      await t.database.pool.query<Record<string, number>>(
        `select (select count(*)::int from occupancy_reading_days) as days,
          (select count(*)::int from occupancy_readings) as readings,
          (select count(*)::int from occupancy_group_daily) as daily,
          (select count(*)::int from occupancy_group_hour_days) as hours,
          (select count(*)::int from occupancy_space_hour_days) as space_hours`,
      )
    ).rows[0];

  it('persists a progress between 0 and 100 while the batches go, and writes every reading', async () => {
    const { hpOpen, hpCafe } = p.spaces;
    const lines = readings(p.dataSources.harborSensors.id, [hpOpen.id, hpCafe.id], 40 * BATCH);
    const fileId = await upload(file(lines));
    const before = await stored();
    const created = await create(fileId);
    const jobId = created.jobId;
    if (jobId === null) throw new Error('The import has no job');

    // The job runs while the test reads its row, as the data-imports screen does.
    const job = { finished: false };
    const running = t.app.jobs.drain().finally(() => {
      job.finished = true;
    });
    const persisted: number[] = [];
    while (!job.finished) {
      const { rows } = await t.database.pool.query<{ progress: number }>(
        'select progress from jobs where id = $1',
        [jobId],
      );
      persisted.push(rows[0]?.progress ?? -1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await running;
    expect(
      persisted.some((v) => v > 0 && v < 100),
      `progress read: ${persisted.join(',')}`,
    ).toBe(true);
    const done = await get(created.id);
    expect(done.status, JSON.stringify(done.errors)).toBe('COMPLETED');
    expect(done.progress).toBe(100);
    expect(done.summary).toMatchObject({ rows: lines.length, errors: 0 });
    expect(done.summary?.['readings.created']).toBe(lines.length);
    const after = await stored();
    expect((after?.readings ?? 0) - (before?.readings ?? 0)).toBe(lines.length);

    // The rollups are those of the same readings sent in one request.
    const daily = async () =>
      (
        await t.database.pool.query<Record<string, unknown>>(
          `select group_kind, group_id, to_char(date, 'YYYY-MM-DD') as date, peak, samples, working_average
          from occupancy_group_daily where data_source_id = $1 order by 1, 2, 3`,
          [p.dataSources.harborSensors.id],
        )
      ).rows;
    const batched = await daily();
    expect(batched.length).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/occupancy/readings',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: file(lines),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await daily()).toEqual(batched);
    expect(await stored()).toEqual(after);
  });

  it('writes nothing when the last batch has a bad row, naming its row and column', async () => {
    const { hpOpen } = p.spaces;
    const lines = readings(p.dataSources.harborSensors.id, [hpOpen.id], 6 * BATCH);
    lines.push(`${p.dataSources.harborSensors.id},${hpOpen.id},2026-09-01T12:00:00Z,-3`);
    const before = await stored();
    const created = await create(await upload(file(lines)));
    await t.app.jobs.drain();
    const done = await get(created.id);
    expect(done.status).toBe('FAILED');
    expect(done.errors).toEqual([
      {
        row: lines.length + 1,
        column: 'occupancy',
        message: 'occupancy must be a non-negative whole number, got "-3"',
      },
    ]);
    expect(done.failedRows.map((r) => r.row)).toEqual([lines.length + 1]);
    expect(await stored()).toEqual(before);
  });

  it('takes back the batches written when the last one fails, and lists readings given twice', async () => {
    // A data source moved to another building by hand keeps its readings in the old one; an
    // import that meets them (here in its last batch, after five written) fails with nothing
    // written (docs/decisions.md).
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into data_sources (name, building_id) values ('Moved counter', $1) returning id`,
      [p.buildings.dockside.id],
    );
    const moved = rows[0]?.id ?? 0;
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/occupancy/readings',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: file([`${moved},,2026-10-01T12:00:00Z,4`]),
    });
    expect(old.statusCode, old.body).toBe(200);
    await t.database.pool.query('update data_sources set building_id = $1 where id = $2', [
      p.buildings.harborPoint.id,
      moved,
    ]);
    const lines = readings(moved, [''], 5 * BATCH);
    lines.push(`${moved},,2026-10-01T13:00:00Z,5`);
    const before = await stored();
    const created = await create(await upload(file(lines)));
    await t.app.jobs.drain();
    const done = await get(created.id);
    expect(done.status).toBe('FAILED');
    expect(done.errors[0]?.message).toMatch(/has readings of another building/);
    expect(await stored()).toEqual(before);

    // Out of time order, a reading given twice is found (a second read of that series).
    const twice = readings(
      p.dataSources.harborSensors.id,
      [p.spaces.hpFlex.id],
      3 * BATCH,
    ).reverse();
    twice.push(twice[10] ?? '');
    const repeated = await create(await upload(file(twice)));
    await t.app.jobs.drain();
    expect((await get(repeated.id)).errors).toEqual([
      {
        row: twice.length + 1,
        column: 'timestamp',
        message: 'the same data source, space and timestamp as row 12',
      },
    ]);
    expect(await stored()).toEqual(before);
  });
});
