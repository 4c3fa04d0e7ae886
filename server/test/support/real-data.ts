// A building for a public dataset's counts, owned by Harbor, and the counts' import as the CSV a
// gateway sends, by the master admin: the setup the real-data tests share.
import type { TestApp } from './app.ts';
import { one, tokenFor, type Portfolio } from './factories.ts';
import * as s from '../../src/db/schema/index.ts';
import { CSV_HEADER } from '../../src/occupancy/parse.ts';

type BuildingValues = Pick<
  typeof s.buildings.$inferInsert,
  'name' | 'city' | 'timeZone' | 'latitude' | 'longitude'
>;
type SourceValues = Pick<typeof s.dataSources.$inferInsert, 'name' | 'dataSystem'>;

/** The building (of Harbor) and its data source. */
export async function insertRealBuilding(
  t: TestApp,
  p: Portfolio,
  building: BuildingValues,
  source: SourceValues,
): Promise<{ buildingId: number; dataSourceId: number }> {
  const db = t.database.db;
  const { id: buildingId } = await one(
    db
      .insert(s.buildings)
      .values({ ...building, ownerOrganizationId: p.orgs.harbor.id })
      .returning(),
  );
  const { id: dataSourceId } = await one(
    db
      .insert(s.dataSources)
      .values({ ...source, buildingId })
      .returning(),
  );
  return { buildingId, dataSourceId };
}

/** `POST /api/occupancy/readings` of these CSV lines (after the header), as the master admin. */
export async function importReadings(t: TestApp, p: Portfolio, lines: readonly string[]) {
  const master = await tokenFor(p.orgs.platform, 'master-admin');
  return t.post('/api/occupancy/readings', [CSV_HEADER.join(','), ...lines].join('\n'), master, {
    'content-type': 'text/csv',
  });
}
