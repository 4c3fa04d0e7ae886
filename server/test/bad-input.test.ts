// Inputs an outside probe found answered with 500 (issue 35, items 3, 5 and 6): ids past the
// database's 32-bit columns, filters too large to run, bodies nested too deep, NUL in text.
// Each is a 4xx that names the place of the problem or the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { MAX_WHERE_CONDITIONS, MAX_WHERE_VALUES } from '../src/db/where.ts';
import { MAX_JSON_DEPTH } from '../src/http/json-body.ts';

const TOO_BIG = MAX_ID + 1;
type Issue = { path: (string | number)[]; message: string };

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let viewer: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    viewer = await tokenFor(p.orgs.harbor, 'viewer');
  });
  afterAll(() => t.close());

  const postJson = (url: string, text: string, token = master) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: text,
    });
  const issuesOf = (body: string) => (JSON.parse(body) as { issues: Issue[] }).issues;

  it('refuses ids past 2^31 - 1 everywhere with a 4xx, naming the field', async () => {
    const bodies = [
      { buildingId: TOO_BIG },
      { buildingId: [p.buildings.harborPoint.id, TOO_BIG] },
      { organizationId: TOO_BIG },
      { floorId: TOO_BIG },
      { buildingId: p.buildings.harborPoint.id, tenantId: TOO_BIG },
      { id: TOO_BIG },
      { id: TOO_BIG, data: { name: 'x' } },
      { ids: [TOO_BIG] },
      { data: { buildingId: TOO_BIG, name: 'x', position: 1 } },
      { buildingId: p.buildings.harborPoint.id, floorIds: [TOO_BIG] },
    ];
    const failures: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'POST')) {
      for (const body of bodies) {
        const response = await t.post(route.url, body, master);
        if (response.statusCode >= 500) failures.push(`${route.url} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);

    const statistic = await t.post('/api/occupancy/statistic', { buildingId: TOO_BIG }, master);
    expect(statistic.statusCode).toBe(400);
    expect(issuesOf(statistic.body)[0]?.path).toEqual(['body', 'buildingId']);
    const organization = await t.post(
      '/api/organizations/statistics',
      { organizationId: TOO_BIG },
      master,
    );
    expect(organization.statusCode).toBe(400);
    expect(issuesOf(organization.body)[0]?.path).toEqual(['body', 'organizationId']);
  });

  it('reports an id past 2^31 - 1 in an import line instead of failing', async () => {
    const imports = [
      {
        url: '/api/occupancy/readings',
        csv: `dataSourceId,spaceId,timestamp,occupancy\n${String(TOO_BIG)},,2025-01-06T10:00:00Z,3`,
      },
      {
        url: '/api/reservations/import',
        csv: `dataSourceId,spaceId,externalId,start,end,attendees,status\n${String(p.dataSources.harborSensors.id)},${String(TOO_BIG)},r1,2025-01-06T10:00:00Z,2025-01-06T11:00:00Z,1,BOOKED`,
      },
      {
        url: '/api/badge-events/import',
        csv: `dataSourceId,badgeKey,timestamp,direction,reader\n${String(TOO_BIG)},k1,2025-01-06T10:00:00Z,IN,`,
      },
    ];
    for (const { url, csv } of imports) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect(response.statusCode, url).toBe(400);
      const body = JSON.parse(response.body) as { name: string; errors: { message: string }[] };
      expect(body.name).toBe('ImportFailed');
      expect(body.errors[0]?.message).toMatch(
        new RegExp(`^Line 2: \\w+ must be at most ${String(MAX_ID)}`),
      );
    }
  });

  it('refuses an "in" list longer than the filter language allows, naming the place', async () => {
    const ids = Array.from({ length: MAX_WHERE_VALUES + 1 }, (_, i) => i + 1);
    const response = await t.post('/api/buildings', { where: { id: { in: ids } } }, viewer);
    expect(response.statusCode).toBe(400);
    const [issue] = issuesOf(response.body);
    expect(issue?.path).toEqual(['where', 'id', 'in', MAX_WHERE_VALUES]);
    expect(issue?.message).toContain(String(MAX_WHERE_VALUES));
    const exactly = await t.post('/api/buildings', { where: { id: { in: ids.slice(1) } } }, viewer);
    expect(exactly.statusCode).toBe(200);
  });

  it('refuses an AND of 5,000 items and an OR of too many conditions', async () => {
    const and = await t.post(
      '/api/spaces',
      { where: { AND: Array.from({ length: 5000 }, () => ({ id: 1 })) } },
      viewer,
    );
    expect(and.statusCode).toBe(400);
    expect(issuesOf(and.body)[0]?.message).toContain(String(MAX_WHERE_CONDITIONS));
    const or = Array.from({ length: MAX_WHERE_CONDITIONS }, (_, i) => ({
      name: { contains: `x${String(i)}` },
    }));
    const response = await t.post('/api/buildings', { where: { OR: or } }, viewer);
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.body)[0]?.path.slice(0, 2)).toEqual(['where', 'OR']);
  });

  it("answers 413 naming the limit for a read's body over 64 KiB (a 1 MB filter)", async () => {
    const or = Array.from({ length: 20_000 }, () => ({ name: { contains: 'harbor' } }));
    const response = await t.post('/api/buildings', { where: { OR: or } }, viewer);
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      message: expect.stringContaining('larger than 64 KiB') as unknown,
    });
  });

  it('refuses bodies nested deeper than the limit on every route, naming the path', async () => {
    const depth = 20_000;
    const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deepArray = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const texts = [
      `{"where":${deepObject}}`,
      `{"where":{"id":{"in":${deepArray}}}}`,
      `{"where":{"OR":${deepArray}}}`,
      `{"data":{"name":${deepArray}}}`,
    ];
    const failures: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'POST')) {
      for (const text of texts) {
        const response = await postJson(route.url, text);
        if (response.statusCode >= 500) failures.push(`${route.url} ${text.slice(0, 30)}`);
      }
    }
    expect(failures).toEqual([]);
    // Within a read's 64 KiB, so that the depth, not the size, is what is refused.
    const deepWhere = `{"where":${'{"a":'.repeat(1000)}1${'}'.repeat(1001)}`;
    const response = await postJson('/api/buildings', deepWhere);
    expect(response.statusCode).toBe(400);
    const [issue] = issuesOf(response.body);
    expect(issue?.path).toEqual(['body', 'where', ...Array<string>(MAX_JSON_DEPTH - 1).fill('a')]);
    expect(issue?.message).toBe(`Nested deeper than ${String(MAX_JSON_DEPTH)} levels`);
  });

  it('refuses NUL in any text, naming the field', async () => {
    const search = await t.post('/api/search', { text: 'a\u0000b' }, viewer);
    expect(search.statusCode).toBe(400);
    expect(issuesOf(search.body)[0]).toEqual({
      path: ['body', 'text'],
      message: 'Text must not contain NUL characters',
    });
    const create = await t.post(
      '/api/tags/create',
      { data: { name: 'x\u0000', availableFor: 'BUILDING' } },
      master,
    );
    expect(create.statusCode).toBe(400);
    expect(issuesOf(create.body)[0]?.path).toEqual(['body', 'data', 'name']);
    // An escaped backslash before "u0000" is text, not NUL.
    const literal = await t.post('/api/search', { text: 'a\\u0000b' }, viewer);
    expect(literal.statusCode).toBe(200);
  });
});
