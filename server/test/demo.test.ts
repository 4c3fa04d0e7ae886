// The demo portfolio: deterministic, valid for the analytics, and every floor tiled exactly.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { spaceCategories } from '@atrium/contract';
import { openTestDatabase, type TestDatabase } from './support/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { generatePortfolio, type DemoSummary } from '../src/demo/generate.ts';
import { planFloor, polygonArea } from '../src/demo/floor-plan.ts';
import { seededRandom } from '../src/demo/random.ts';
import { localFileStore, type FileStore } from '../src/storage/store.ts';
import { encodePng, type Raster } from '../src/demo/png.ts';
import { inflateSync } from 'node:zlib';

const today = new Date('2026-11-21T12:00:00Z');

/** CRC-32 as the PNG specification gives it (bit by bit), apart from the encoder's zlib. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG's chunks, each checked against its CRC; throws on a bad signature or CRC. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(at + 8 + length)) throw new Error('bad CRC');
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Decodes the encoder's kind of PNG (8-bit RGB, every row filtered None or Up). */
function decodePng(png: Buffer): Raster {
  const chunks = pngChunks(png);
  const header = chunks[0];
  if (header?.type !== 'IHDR') throw new Error('IHDR must come first');
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  expect([...header.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  expect(chunks.at(-1)?.type).toBe('IEND');
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const above = filter === 2 && y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      if (filter !== 0 && filter !== 2) throw new Error(`unexpected filter ${String(filter)}`);
      pixels[y * stride + x] = (value + above) & 0xff;
    }
  }
  return { width, height, pixels };
}

type Generated = { database: TestDatabase; summary: DemoSummary; ms: number; files: FileStore };

async function generated(): Promise<Generated> {
  const database = await openTestDatabase('pglite');
  await migrateDatabase(database);
  const files = localFileStore(join(database.dataDir, 'files'));
  const started = performance.now();
  const summary = await generatePortfolio(database.db, { size: 'small', seed: 7, today, files });
  return { database, summary, ms: performance.now() - started, files };
}

/** The stored bytes of every file, in id order. */
async function storedFiles({ database, files }: Generated): Promise<Buffer[]> {
  const { rows } = await database.pool.query<{ storage_key: string }>(
    'select storage_key from files order by id',
  );
  const contents: Buffer[] = [];
  for (const row of rows) {
    const stored = await files.get(row.storage_key);
    if (!stored) throw new Error(`no bytes for ${row.storage_key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    contents.push(Buffer.concat(chunks));
  }
  return contents;
}

const fingerprint = async (database: TestDatabase) => {
  const { rows } = await database.pool.query<Record<string, string>>(
    `select (select count(*) from spaces) as n,
            (select round(sum(rentable_sf)) from spaces) as area,
            (select round(sum(rent_rate * rentable_sf)) from encumbrances) as rent,
            (select string_agg(name, ',' order by id) from buildings) as names,
            (select string_agg(concat_ws(':', filename, size), ',' order by id) from files) as files,
            (select string_agg(array_to_string(images, ' '), ',' order by id) from buildings) as images,
            (select md5(string_agg(concat_ws('|', data_source_id, external_id, space_id, organization_id,
                extract(epoch from start_at), extract(epoch from end_at), attendees, status), ','
                order by data_source_id, external_id)) from reservations) as reservations,
            (select md5(string_agg(concat_ws('|', data_source_id, badge_key, extract(epoch from at),
                direction, reader, organization_id), ',' order by data_source_id, badge_key, at))
                from badge_events) as badge_events,
            (select md5(string_agg(concat_ws('|', space_id, extract(epoch from at), occupancy), ','
                order by space_id, at)) from occupancy_readings where backfilled) as backfilled`,
  );
  return rows[0];
};
const digest = (contents: Buffer[]) =>
  createHash('sha256').update(Buffer.concat(contents)).digest('hex');

describe('demo portfolio (small)', () => {
  let first: Awaited<ReturnType<typeof generated>>;
  let second: Awaited<ReturnType<typeof generated>>;
  // Two generations of the demo, one after the other (so that each one's time is its own).
  beforeAll(async () => {
    first = await generated();
    second = await generated();
  }, 240_000);
  afterAll(async () => {
    await first.database.close();
    await second.database.close();
  });

  it('is deterministic: the same seed gives the same counts and figures', async () => {
    expect(second.summary).toEqual(first.summary);
    expect(await fingerprint(second.database)).toEqual(await fingerprint(first.database));
    expect(digest(await storedFiles(second))).toBe(digest(await storedFiles(first)));
    expect(first.summary.reservations).toBeGreaterThan(0);
    expect(first.summary.badgeEvents).toBeGreaterThan(0);
  });

  it('has the demo organizations, accounts and every space category', async () => {
    expect(first.summary.organizations).toBe(8);
    // 15 sign-in accounts and 4 more people (people.ts), one of them deactivated.
    expect(first.summary.users).toBe(20);
    const { rows } = await first.database.pool.query<{ category: string }>(
      'select distinct category from spaces',
    );
    expect(rows.map((r) => r.category).sort()).toEqual([...spaceCategories].sort());
  });

  it('keeps the invariants the analytics rely on', async () => {
    const db = first.database.db;
    const check = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ n: number }>(query)).rows[0]?.n;
    // Every lease's spaces exist and are in its building.
    expect(
      await check(
        sql`select count(*)::int as n from encumbrance_spaces es join spaces s on s.id = es.space_id join floors f on f.id = s.floor_id join encumbrances e on e.id = es.encumbrance_id where f.building_id <> e.building_id`,
      ),
    ).toBe(0);
    // Subleases fit within their parents.
    expect(
      await check(
        sql`select count(*)::int as n from encumbrances c join encumbrances p on p.id = c.parent_id where c.rentable_sf > p.rentable_sf or c.start_date < p.start_date or c.end_date > p.end_date`,
      ),
    ).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from encumbrances where parent_id is not null and capacity is null and status = 'ACTIVE'`,
      ),
    ).toBe(1);
    // Every sensored space has readings, and the rollups were derived from them.
    const withoutReadings = first.summary.sensoredSpaceIds.length
      ? await check(
          sql`select count(*)::int as n from unnest(${`{${first.summary.sensoredSpaceIds.join(',')}}`}::int[]) s(id) where not exists (select 1 from occupancy_readings r where r.space_id = s.id)`,
        )
      : -1;
    expect(withoutReadings).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from occupancy_group_daily where group_kind = 'building'`,
      ),
    ).toBeGreaterThan(0);
    // Active, expired and future leases all occur.
    const statuses = await db.execute<{ status: string }>(
      sql`select distinct status from encumbrances`,
    );
    expect(statuses.rows.map((r) => r.status)).toContain('ACTIVE');
  });

  it('tiles every floor without overlap: the polygons add up to the floor', () => {
    const random = seededRandom(3);
    for (const kind of ['ground', 'office', 'parking'] as const) {
      const plan = planFloor(random, kind, 50, 24, 1);
      const total = plan.reduce((sum, space) => sum + polygonArea(space.polygon), 0);
      expect(total).toBeCloseTo(50 * 24, 1);
      for (const a of plan) {
        for (const b of plan) {
          if (a === b) continue;
          const [ax0, ay0] = a.polygon[0] ?? [0, 0];
          const [ax1, ay1] = a.polygon[2] ?? [0, 0];
          const [bx0, by0] = b.polygon[0] ?? [0, 0];
          const [bx1, by1] = b.polygon[2] ?? [0, 0];
          const overlap =
            Math.max(0, Math.min(ax1, bx1) - Math.max(ax0, bx0)) *
            Math.max(0, Math.min(ay1, by1) - Math.max(ay0, by0));
          expect(overlap).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('draws a picture or two of every building, stored as files and listed as its images', async () => {
    const { rows } = await first.database.pool.query<{ id: number; images: number[] }>(
      'select id, images from buildings order by id',
    );
    expect(rows.map((b) => b.images.length)).toEqual([2, 1, 2]);
    const files = await first.database.pool.query<{
      id: number;
      mimetype: string;
      filename: string;
    }>('select id, mimetype, filename from files order by id');
    expect(files.rows.map((f) => f.id)).toEqual(rows.flatMap((b) => b.images));
    expect(new Set(files.rows.map((f) => f.mimetype))).toEqual(new Set(['image/png']));
    expect(files.rows[0]?.filename).toBe('harbor-point-facade.png');
    const contents = await storedFiles(first);
    for (const png of contents) {
      const picture = decodePng(png);
      expect([picture.width, picture.height]).toEqual([640, 400]);
    }
    expect(new Set(contents.map((c) => c.toString('base64'))).size).toBe(contents.length);
  });

  it('encodes PNG that decodes to the same pixels', () => {
    const pixels = Uint8Array.from({ length: 4 * 3 * 3 }, (_, i) => (i * 37) % 256);
    expect(decodePng(encodePng({ width: 4, height: 3, pixels })).pixels).toEqual(pixels);
    expect(() => encodePng({ width: 4, height: 3, pixels: new Uint8Array(5) })).toThrow(
      '4×3 RGB needs 36 bytes, got 5',
    );
  });

  it('has reservations and badge events in the building with the most sensored tenants', async () => {
    const db = first.database.db;
    const { activityBuildingId: building } = first.summary;
    const sensored = `{${first.summary.sensoredSpaceIds.join(',')}}`;
    const tenants = await db.execute<{ building_id: number; tenants: number }>(
      sql`select e.building_id, count(distinct e.organization_id)::int as tenants from encumbrances e
          join encumbrance_spaces es on es.encumbrance_id = e.id
          where es.space_id = any(${sensored}::int[]) and e.status = 'ACTIVE' and e.parent_id is null
          group by 1 order by 2 desc, 1`,
    );
    const most = Math.max(...tenants.rows.map((r) => r.tenants));
    expect(tenants.rows.find((r) => r.building_id === building)?.tenants).toBe(most);
    const check = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ n: number }>(query)).rows[0]?.n;
    // Everything in that building, from its own data sources.
    expect(
      await check(
        sql`select count(*)::int as n from (select building_id, data_source_id from reservations union all select building_id, data_source_id from badge_events) a
            join data_sources d on d.id = a.data_source_id where a.building_id <> ${building} or d.building_id <> ${building}`,
      ),
    ).toBe(0);
    // A desk or room of the booking tenant's own lease.
    expect(
      await check(
        sql`select count(*)::int as n from reservations r where not exists (select 1 from encumbrance_spaces es
            join encumbrances e on e.id = es.encumbrance_id where es.space_id = r.space_id and e.organization_id = r.organization_id)`,
      ),
    ).toBe(0);
    // Per person and day: IN first, OUT last, never twice the same in a row.
    expect(
      await check(
        sql`select count(*)::int as n from (select direction,
              lag(direction) over w as previous, row_number() over w as i, count(*) over (partition by badge_key, (at at time zone b.time_zone)::date) as total
            from badge_events e join buildings b on b.id = e.building_id
            window w as (partition by badge_key, (at at time zone b.time_zone)::date order by at)) d
            where d.direction = d.previous or (d.i = 1 and d.direction <> 'IN') or (d.i = d.total and d.direction <> 'OUT')`,
      ),
    ).toBe(0);
    // Settled in the past, only booked or cancelled ahead; fewer bookings the further ahead.
    const statuses = await db.execute<{ ahead: boolean; status: string; n: number }>(
      sql`select start_at >= ${today.toISOString()}::timestamptz - interval '12 hours' as ahead, status, count(*)::int as n
          from reservations group by 1, 2 order by 1, 2`,
    );
    expect(statuses.rows.filter((r) => r.ahead).map((r) => r.status)).toEqual([
      'BOOKED',
      'CANCELLED',
    ]);
    // In the enum's order.
    expect(statuses.rows.filter((r) => !r.ahead).map((r) => r.status)).toEqual([
      'CHECKED_IN',
      'CANCELLED',
      'NO_SHOW',
    ]);
    const byLead = await db.execute<{ week: number; n: number }>(
      sql`select floor(extract(epoch from start_at - ${today.toISOString()}::timestamptz) / 604800)::int as week, count(*)::int as n
          from reservations where start_at > ${today.toISOString()}::timestamptz group by 1 order by 1`,
    );
    expect(byLead.rows.map((r) => r.week)).toEqual([0, 1]);
    expect(byLead.rows[0]?.n).toBeGreaterThan((byLead.rows[1]?.n ?? 0) * 2);
  });

  it('follows the building’s counts: people badged per day rise and fall with its daily peak', async () => {
    const building = first.summary.activityBuildingId;
    const { rows } = await first.database.pool.query<{ peak: number; people: number; dow: number }>(
      `select d.peak, count(distinct e.badge_key)::int as people, extract(isodow from d.date)::int as dow
       from occupancy_group_daily d
       join buildings b on b.id = d.group_id
       left join badge_events e on e.building_id = b.id and (e.at at time zone b.time_zone)::date = d.date
       where d.group_kind = 'building' and d.group_id = $1 group by d.date, d.peak order by d.date`,
      [building],
    );
    expect(rows.length).toBeGreaterThan(30);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const peaks = rows.map((r) => r.peak);
    const people = rows.map((r) => r.people);
    const [mp, mq] = [mean(peaks), mean(people)];
    const covariance = mean(rows.map((r) => (r.peak - mp) * (r.people - mq)));
    const spread = (values: number[], m: number) =>
      Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
    expect(covariance / (spread(peaks, mp) * spread(people, mq))).toBeGreaterThan(0.9);
    const weekday = mean(rows.filter((r) => r.dow <= 5).map((r) => r.people));
    const weekend = mean(rows.filter((r) => r.dow >= 6).map((r) => r.people));
    expect(weekday).toBeGreaterThan(weekend * 5);
  });

  it('backfilled part of the sensor outage: marked readings, flagged days', async () => {
    const { rows } = await first.database.pool.query<{
      date: string;
      readings: number;
      backfilled: number;
      has_backfill: boolean | null;
    }>(
      `with source as (select distinct data_source_id as id, building_id from occupancy_readings where backfilled),
       days as (select (r.at at time zone b.time_zone)::date as date, count(*)::int as readings,
                  count(*) filter (where r.backfilled)::int as backfilled
                from occupancy_readings r join source s on s.id = r.data_source_id
                join buildings b on b.id = r.building_id group by 1)
       select to_char(g.date, 'YYYY-MM-DD') as date, coalesce(days.readings, 0) as readings,
              coalesce(days.backfilled, 0) as backfilled, d.has_backfill
       from generate_series('2026-09-26'::date, '2026-11-20'::date, interval '1 day') g(date)
       left join days on days.date = g.date
       left join occupancy_group_daily d on d.group_kind = 'building' and d.date = g.date
         and d.group_id = (select building_id from source)`,
    );
    const gap = rows.filter((r) => r.readings === 0).map((r) => r.date);
    const backfilled = rows.filter((r) => r.backfilled > 0);
    expect(gap).toHaveLength(6);
    expect(backfilled.map((r) => r.date)).toHaveLength(4);
    // The backfilled days follow the gap at once, and hold nothing else.
    expect(backfilled[0]?.date).toBe(addDay(gap.at(-1) ?? '', 1));
    expect(backfilled.every((r) => r.readings === r.backfilled && r.has_backfill === true)).toBe(
      true,
    );
    expect(rows.filter((r) => r.has_backfill === true)).toHaveLength(4);
    expect(backfilled.reduce((sum, r) => sum + r.backfilled, 0)).toBe(
      first.summary.backfilledReadings,
    );
  });

  it('takes seconds, not minutes (informational; the benchmark measures)', () => {
    console.log(
      `small portfolio generated in ${Math.round(first.ms)} ms: ${JSON.stringify({ ...first.summary, buildingIds: undefined, sensoredSpaceIds: first.summary.sensoredSpaceIds.length })}`,
    );
    expect(first.summary.spaces).toBeGreaterThan(50);
  });
});

const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
