// `/network-levels/save` (issue 32, item 2): a network's structure saved at once, by admins of
// the network's organization; its rules (a parent before its children, the network's own levels
// and buildings) and what a viewer and another organization get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Level = { id: number; name: string; parentId: number | null; position: number };
type NetworkFull = {
  id: number;
  levels: Level[];
  buildings: { id: number; name: string; networkLevelId: number | null }[];
};

describe.each(databaseKinds)('network structure on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let harborAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  const save = (body: object, token = harborAdmin) =>
    t.post('/api/network-levels/save', body, token);
  const tree = () => ({
    networkId: p.networks.harborNetwork.id,
    levels: [
      { id: p.networkLevels.harborRegion.id, ref: 'region', parent: null, name: 'North America' },
      { ref: 'us', parent: 'region', name: 'United States' },
      { ref: 'ny', parent: 'us', name: 'New York' },
      { ref: 'boston', parent: 'us', name: 'Boston' },
    ],
    buildings: [
      { buildingId: p.buildings.harborPoint.id, level: 'ny' },
      { buildingId: p.buildings.dockside.id, level: 'boston' },
    ],
  });

  it('saves a three-level tree with its buildings, keeping the ids of kept levels', async () => {
    const response = await save(tree());
    expect(response.statusCode, response.body).toBe(200);
    const network = response.json<NetworkFull>();
    const byName = new Map(network.levels.map((level) => [level.name, level]));
    const region = byName.get('North America');
    const us = byName.get('United States');
    expect(region).toMatchObject({ id: p.networkLevels.harborRegion.id, parentId: null });
    expect(us).toMatchObject({ parentId: region?.id, position: 0 });
    expect(byName.get('New York')).toMatchObject({ parentId: us?.id, position: 0 });
    expect(byName.get('Boston')).toMatchObject({ parentId: us?.id, position: 1 });
    expect(network.buildings).toEqual(
      expect.arrayContaining([
        {
          id: p.buildings.harborPoint.id,
          name: 'Harbor Point',
          networkLevelId: byName.get('New York')?.id,
        },
        { id: p.buildings.dockside.id, name: 'Dockside', networkLevelId: byName.get('Boston')?.id },
      ]),
    );

    // A viewer reads the same structure through the network.
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    const read = await t.post(
      '/api/networks/full',
      { where: { id: p.networks.harborNetwork.id } },
      viewer,
    );
    expect(read.json<{ items: NetworkFull[] }>().items[0]?.levels).toHaveLength(4);
  });

  it('moves, renames and removes levels; a building under a removed level hangs under none', async () => {
    const first = (await save(tree())).json<NetworkFull>();
    const id = (name: string) => first.levels.find((level) => level.name === name)?.id;
    const response = await save({
      networkId: p.networks.harborNetwork.id,
      levels: [
        { id: id('North America'), ref: 'a', parent: null, name: 'Americas' },
        { id: id('Boston'), ref: 'b', parent: 'a', name: 'Boston' },
      ],
      buildings: [{ buildingId: p.buildings.dockside.id, level: 'b' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const network = response.json<NetworkFull>();
    expect(network.levels).toEqual([
      expect.objectContaining({ id: id('North America'), name: 'Americas', parentId: null }),
      expect.objectContaining({ id: id('Boston'), parentId: id('North America') }),
    ]);
    const placed = new Map(network.buildings.map((b) => [b.id, b.networkLevelId]));
    expect(placed.get(p.buildings.dockside.id)).toBe(id('Boston'));
    expect(placed.get(p.buildings.harborPoint.id)).toBeNull();
  });

  it('refuses a parent named after its child, another network’s level or building, and twice-named refs', async () => {
    const base = tree();
    const cases: [object, (string | number)[]][] = [
      [{ ...base, levels: [base.levels[1], base.levels[0]] }, ['levels', 0, 'parent']],
      [
        {
          ...base,
          levels: [{ id: p.networkLevels.skylineRegion.id, ref: 'x', parent: null, name: 'X' }],
          buildings: [],
        },
        ['levels', 0, 'id'],
      ],
      [
        { ...base, buildings: [{ buildingId: p.buildings.skylineTower.id, level: 'ny' }] },
        ['buildings', 0, 'buildingId'],
      ],
      [
        { ...base, buildings: [{ buildingId: p.buildings.dockside.id, level: 'nowhere' }] },
        ['buildings', 0, 'level'],
      ],
      [
        { ...base, levels: [...base.levels, { ref: 'ny', parent: null, name: 'Again' }] },
        ['levels', 4, 'ref'],
      ],
    ];
    for (const [body, path] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ issues: { path: unknown[] }[] }>().issues[0]?.path).toEqual(path);
    }
    const malformed = await save({ networkId: p.networks.harborNetwork.id, levels: [{}] });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 to a viewer and Not found for another organization’s network', async () => {
    expect((await t.post('/api/network-levels/save', tree())).statusCode).toBe(401);
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    expect((await save(tree(), viewer)).statusCode).toBe(403);
    const skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
    const foreign = await save(tree(), skylineAdmin);
    expect(foreign.statusCode).toBe(404);
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    expect((await save(tree(), master)).statusCode).toBe(200);
  });

  it('is recorded in the audit log', async () => {
    await save(tree());
    const log = await t.post(
      '/api/audit',
      { where: { resource: 'network-levels' }, perPage: 1 },
      harborAdmin,
    );
    expect(log.json<{ items: object[] }>().items[0]).toMatchObject({
      action: 'update',
      entityId: String(p.networks.harborNetwork.id),
      actorEmail: 'org-admin@harbor.test',
    });
  });
});
