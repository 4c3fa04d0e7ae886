// Ingesting people counts: validation by line, all-or-nothing, idempotent rollups, and group
// peaks from simultaneous sums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const csv = (rows: (string | number)[][]) =>
  ['dataSourceId,spaceId,timestamp,occupancy', ...rows.map((r) => r.join(','))].join('\n');

describe.each(databaseKinds)('occupancy ingestion on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const postCsv = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/occupancy/readings',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: body,
    });
  const dailyRollup = async (groupKind: string, groupId: number) =>
    (
      await t.database.pool.query<{
        date: string;
        peak: number;
        working_average: number | null;
        samples: number;
      }>(
        `select to_char(date, 'YYYY-MM-DD') as date, peak, working_average, samples from occupancy_group_daily where group_kind = $1 and group_id = $2 order by date`,
        [groupKind, groupId],
      )
    ).rows;
  const readingCount = async () =>
    Number(
      (await t.database.pool.query<{ n: string }>('select count(*) as n from occupancy_readings'))
        .rows[0]?.n,
    );

  it('accepts CSV and derives group peaks from simultaneous sums', async () => {
    const source = p.dataSources.harborSensors.id;
    const { hpOpen, hpCafe } = p.spaces;
    // Open office peaks at 10:00 (30), the cafe at 12:00 (18): the building's peak is 30 + 5 = 35 at 10:00,
    // not 30 + 18 = 48 (the sum of the peaks). Monday 2 March 2026, New York (UTC−5).
    const body = csv([
      [source, hpOpen.id, '2026-03-02T15:00:00Z', 30],
      [source, hpCafe.id, '2026-03-02T15:00:00Z', 5],
      [source, hpOpen.id, '2026-03-02T17:00:00Z', 12],
      [source, hpCafe.id, '2026-03-02T17:00:00Z', 18],
    ]);
    const response = await postCsv(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 4,
      from: '2026-03-02T15:00:00.000Z',
      to: '2026-03-02T17:00:00.000Z',
    });
    const building = await dailyRollup('building', p.buildings.harborPoint.id);
    expect(building).toEqual([{ date: '2026-03-02', peak: 35, working_average: 32.5, samples: 2 }]);
    expect((await dailyRollup('floor', p.floors.hp1.id))[0]?.peak).toBe(35);
    // Northwind's lease holds only the open office.
    expect((await dailyRollup('tenant', p.leases.northwindLease.id))[0]?.peak).toBe(30);

    // The same readings again change nothing.
    expect((await postCsv(body)).statusCode).toBe(200);
    expect(await readingCount()).toBe(4);
    expect(await dailyRollup('building', p.buildings.harborPoint.id)).toEqual(building);
  });

  it('takes a JSON array; a timestamp without a zone is in the building’s time zone', async () => {
    const response = await t.post(
      '/api/occupancy/readings',
      [
        {
          dataSourceId: p.dataSources.harborSensors.id,
          spaceId: p.spaces.hpOpen.id,
          timestamp: '2026-03-03T09:00',
          occupancy: 7,
        },
      ],
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1, from: '2026-03-03T14:00:00.000Z' });
  });

  it('refuses the whole batch and lists every bad line', async () => {
    const before = await readingCount();
    const source = p.dataSources.harborSensors.id;
    const response = await postCsv(
      csv([
        [source, p.spaces.hpOpen.id, '2026-03-04T15:00:00Z', 10],
        [source, p.spaces.hpOpen.id, '2026-03-04T15:15:00Z', -1],
        [999999, '', '2026-03-04T15:00:00Z', 1],
        [source, p.spaces.stDesk.id, '2026-03-04T15:00:00Z', 1],
        [source, p.spaces.hpOpen.id, 'yesterday', 1],
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ name: string; message: string; errors: { message: string }[] }>();
    expect(body.name).toBe('ImportFailed');
    expect(body.message).toBe('4 rows are invalid; nothing was imported');
    expect(body.errors.map((e) => e.message)).toEqual([
      'Line 3: occupancy must be a non-negative whole number, got "-1"',
      'Line 4: data source 999999 does not exist',
      `Line 5: space ${p.spaces.stDesk.id} is not in the building of data source ${source}`,
      expect.stringMatching(/^Line 6: timestamp must be ISO 8601/) as unknown as string,
    ]);
    expect(await readingCount()).toBe(before);
  });

  it('names a wrong header', async () => {
    const response = await postCsv('source,space,time,count\n1,,2026-01-01T00:00:00Z,1');
    expect(response.json()).toMatchObject({
      name: 'ImportFailed',
      errors: [
        {
          message:
            'Line 1: The header must be "dataSourceId,spaceId,timestamp,occupancy", found "source,space,time,count"',
        },
      ],
    });
  });
});
