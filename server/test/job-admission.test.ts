// Requested jobs are admitted with bounds (issue 35, item 4): the same target is one job, and an
// organization may have only a few queued or running; past that, 429 with when to try again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';
import { MAX_ACTIVE_FLEX_JOBS } from '../src/analytics/occupancy-flex.ts';
import { JOB_RETRY_AFTER_S } from '../src/jobs/queue.ts';

const RUN = '/api/occupancy/run-flex-requirements';

describe.each(databaseKinds)('flex requirement runs on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let harbor: string;
  let skyline: string;
  let harborBuildings: number[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    // Nothing runs: every job stays queued, as behind a long one.
    await t.app.jobs.stop();
    harbor = await tokenFor(p.orgs.harbor, 'viewer');
    skyline = await tokenFor(p.orgs.skyline, 'viewer');
    const more = [];
    for (const name of ['Pier 1', 'Pier 2', 'Pier 3'])
      more.push(
        await one(
          t.database.db
            .insert(s.buildings)
            .values({ name, ownerOrganizationId: p.orgs.harbor.id, timeZone: 'America/New_York' })
            .returning(),
        ),
      );
    harborBuildings = [
      p.buildings.harborPoint.id,
      p.buildings.dockside.id,
      ...more.map((b) => b.id),
    ];
  });
  afterAll(() => t.close());

  const queuedJobs = () =>
    t.database.db.select().from(s.jobs).where(eq(s.jobs.status, 'QUEUED')).orderBy(s.jobs.id);

  it('makes forty requests for one building one job, which takes the last request', async () => {
    const building = p.buildings.harborPoint.id;
    const days = Array.from(
      { length: 40 },
      (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      days.map((startDate) => t.post(RUN, { buildingId: building, startDate }, harbor)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(days.map(() => 200));
    const ids = new Set(answers.map((a) => a.json<{ jobId: number }>().jobId));
    expect(ids.size).toBe(1);
    const queued = await queuedJobs();
    expect(queued).toHaveLength(1);
    const last = await t.post(RUN, { buildingId: building, startDate: '2026-02-03' }, harbor);
    expect(last.json<{ jobId: number }>().jobId).toBe(queued[0]?.id);
    expect((await queuedJobs())[0]?.payload).toMatchObject({ startDate: '2026-02-03' });
  });

  it("answers 429 with when to retry past the organization's limit, and only for it", async () => {
    const answers = [];
    for (const buildingId of harborBuildings.slice(1))
      answers.push(await t.post(RUN, { buildingId }, harbor));
    // One job waits already (the test above): MAX_ACTIVE_FLEX_JOBS - 1 more are taken.
    const taken = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(taken).toHaveLength(MAX_ACTIVE_FLEX_JOBS - 1);
    expect(refused).toHaveLength(harborBuildings.length - MAX_ACTIVE_FLEX_JOBS);
    expect(refused[0]?.headers['retry-after']).toBe(String(JOB_RETRY_AFTER_S));
    expect(refused[0]?.json<{ message: string }>().message).toMatch(
      new RegExp(`try again in ${String(JOB_RETRY_AFTER_S)} seconds`),
    );
    // A request for a target already queued is still answered with its job.
    expect((await t.post(RUN, { buildingId: harborBuildings[1] }, harbor)).statusCode).toBe(200);
    // Another organization has its own limit.
    const other = await t.post(RUN, { buildingId: p.buildings.skylineTower.id }, skyline);
    expect(other.statusCode).toBe(200);
    expect(await queuedJobs()).toHaveLength(MAX_ACTIVE_FLEX_JOBS + 1);
  });
});
