// The demo's data imports (demo-imports.ts) on the small portfolio, queued as the first start
// queues them and run by the job runner: Harbor's annex imported through the pipeline, each by
// its master admin; the leases file with two bad rows FAILED, naming them, with nothing written;
// its failed rows fixed and re-run as the fix page does.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../src/db/schema/index.ts';
import { queueDemoJobs } from '../src/demo/first-start.ts';
import type { DemoImports } from '../src/demo/demo-imports.ts';
import { localFileStore } from '../src/storage/store.ts';
import { tokenFor } from './support/factories.ts';
import { startSmallPortfolio, type SmallPortfolio } from './support/small-portfolio.ts';

type Full = {
  id: string;
  type: string;
  status: string;
  organizationId: number;
  buildingId: number | null;
  filename: string | null;
  summary: Record<string, number> | null;
  errors: { row: number | null; column: string | null; message: string }[];
  failedRows: { row: number; values: Record<string, string> }[];
  created: Record<string, number[]>;
  user: { email: string } | null;
  job: { status: string } | null;
};

describe('the demo’s data imports', () => {
  let p: SmallPortfolio;
  let demo: DemoImports | null;
  let master: string;
  let harbor: string;
  let ms = 0;

  beforeAll(async () => {
    p = await startSmallPortfolio();
    const org = (key: string) => {
      const found = p.organizations.find((o) => o.key === key);
      if (!found) throw new Error(key);
      return found;
    };
    master = await tokenFor(org('atrium'), 'master-admin');
    harbor = await tokenFor(org('harbor'), 'org-admin');
    const started = performance.now();
    demo = await queueDemoJobs(
      p.t.database.db,
      p.t.app,
      localFileStore(join(p.t.database.dataDir, 'files')),
    );
    await p.t.app.jobs.drain();
    ms = performance.now() - started;
  }, 180_000);
  afterAll(() => p.t.close());

  const get = async (id: string | null | undefined, token = master) => {
    const response = await p.t.post('/api/data-imports/get', { id }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Full>();
  };

  it('imports Harbor’s annex: its spaces, leases and counters, each COMPLETED', async () => {
    expect(demo).not.toBeNull();
    const spatial = await get(demo?.spatial);
    expect(spatial).toMatchObject({
      type: 'SPATIAL',
      status: 'COMPLETED',
      buildingId: demo?.buildingId,
      user: { email: 'onboarding@atrium.test' },
      job: { status: 'SUCCEEDED' },
      errors: [],
    });
    // The building row names the existing building as it is: the annex adds to it.
    expect(spatial.summary).toMatchObject({
      rows: 19,
      errors: 0,
      'buildings.unchanged': 1,
      'buildings.created': 0,
      'floors.created': 2,
      'spaces.created': 16,
    });
    const floors = await p.t.database.db
      .select()
      .from(s.floors)
      .where(eq(s.floors.buildingId, demo?.buildingId ?? 0));
    expect(floors.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Annex ground floor', 'Annex level 1']),
    );

    const leases = await get(demo?.leases);
    expect(leases).toMatchObject({ type: 'FINANCIAL', status: 'COMPLETED', errors: [] });
    expect(leases.summary).toMatchObject({ 'leases.created': 3, 'buildings.unchanged': 1 });
    const written = await p.t.database.db
      .select({ externalId: s.encumbrances.externalId, buildingId: s.encumbrances.buildingId })
      .from(s.encumbrances)
      .where(inArray(s.encumbrances.id, leases.created.leases ?? []));
    expect(written.map((l) => l.externalId).sort()).toEqual([
      'ANX-L-101',
      'ANX-R-002',
      'ANX-T-006',
    ]);
    expect(new Set(written.map((l) => l.buildingId))).toEqual(new Set([demo?.buildingId]));

    const counters = await get(demo?.occupancy);
    expect(counters).toMatchObject({
      type: 'OCCUPANCY',
      status: 'COMPLETED',
      buildingId: demo?.buildingId,
      user: { email: 'admin@atrium.test' },
      errors: [],
    });
    // Four sensored rooms, 08:00–18:00, five working days.
    expect(counters.summary?.rows).toBe(4 * 11 * 5);
    const annexSpaces = await p.t.database.db
      .select({ id: s.spaceExternalIds.spaceId })
      .from(s.spaceExternalIds)
      .where(
        and(
          eq(s.spaceExternalIds.type, 'SPATIAL'),
          inArray(s.spaceExternalIds.spaceId, spatial.created.spaces ?? []),
        ),
      );
    const readings = await p.t.database.db
      .select({ spaceId: s.occupancyReadings.spaceId })
      .from(s.occupancyReadings)
      .where(
        inArray(
          s.occupancyReadings.spaceId,
          annexSpaces.map((a) => a.id),
        ),
      );
    expect(readings).toHaveLength(4 * 11 * 5);
  });

  it('fails the leases file with a bad date in row 4 and an unknown building in row 7, writing nothing', async () => {
    const failed = await get(demo?.failedLeases);
    expect(failed).toMatchObject({
      type: 'FINANCIAL',
      status: 'FAILED',
      user: { email: 'onboarding@atrium.test' },
      created: {},
    });
    expect(failed.errors.map((e) => [e.row, e.column])).toEqual([
      [4, 'startDate'],
      [7, 'buildingExternalId'],
    ]);
    expect(failed.errors[0]?.message).toMatch(/^startDate must be a date .* got "\d{4}-02-30"$/);
    expect(failed.errors[1]?.message).toMatch(
      /^buildingExternalId [A-Z]{3}-\d+ is not a building of the organization, so its spaces cannot be found/,
    );
    expect(failed.failedRows.map((r) => r.row)).toEqual([4, 7]);
    const none = await p.t.database.db
      .select({ id: s.encumbrances.id })
      .from(s.encumbrances)
      .where(inArray(s.encumbrances.externalId, ['ANX-R-003', 'ANX-R-004', 'ANX-K-001']));
    expect(none).toEqual([]);

    // The fix page's re-run: the two rows corrected, imported as a new import.
    const building = p.buildings.find((b) => b.id === demo?.buildingId);
    const corrected = failed.failedRows.map(({ row, values }) =>
      row === 4
        ? { ...values, startDate: values.startDate?.replace('-02-30', '-02-28') ?? '' }
        : { ...values, buildingExternalId: building?.externalSpatialId ?? '' },
    );
    const fix = await p.t.post('/api/data-imports/fix', { id: failed.id, rows: corrected }, master);
    expect(fix.statusCode, fix.body).toBe(200);
    await p.t.app.jobs.drain();
    const fixed = await get(fix.json<{ id: string }>().id);
    expect(fixed).toMatchObject({ status: 'COMPLETED', errors: [] });
    expect(fixed.summary).toMatchObject({ 'leases.created': 2 });
  });

  it('lists Harbor’s imports to its admin, and by who imported them', async () => {
    const list = async (where: Record<string, unknown>, token: string) => {
      const response = await p.t.post('/api/data-imports/full', { where, perPage: 50 }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Full[]; total: number }>();
    };
    const own = await list({}, harbor);
    expect(own.items.map((i) => i.status).sort()).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'FAILED',
    ]);
    const [admin] = await p.t.database.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, 'admin@atrium.test'));
    const byAdmin = await list({ userId: admin?.id }, master);
    expect(byAdmin.items.map((i) => i.type)).toEqual(['OCCUPANCY']);
    console.log(`demo imports queued and run in ${Math.round(ms)} ms`);
  });
});
