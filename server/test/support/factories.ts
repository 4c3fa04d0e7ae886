// A small, valid tenant graph for route tests (STYLE.md habit 7): two owners, an operator and
// two occupiers, with buildings, floors, spaces, leases, networks, tags and data sources.
import type { Role } from '@atrium/contract';
import type { Db } from '../../src/resources/resource-table.ts';
import * as s from '../../src/db/schema/index.ts';
import { signToken } from './tokens.ts';

type OrgRow = typeof s.organizations.$inferSelect;

/** The one row an insert … returning() gave. */
export async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function seedPortfolio(db: Db) {
  const org = (key: string, name: string, type: OrgRow['type'], industryId: number | null = null) =>
    one(db.insert(s.organizations).values({ key, name, type, realm: key, industryId }).returning());
  const technology = await one(db.insert(s.industries).values({ name: 'Technology' }).returning());
  const finance = await one(db.insert(s.industries).values({ name: 'Finance' }).returning());
  const office = await one(db.insert(s.usageTypes).values({ name: 'Office' }).returning());
  const retail = await one(db.insert(s.usageTypes).values({ name: 'Retail' }).returning());
  const gross = await one(db.insert(s.leaseTypes).values({ name: 'Gross' }).returning());
  const net = await one(db.insert(s.leaseTypes).values({ name: 'Net' }).returning());

  const platform = await org('atrium', 'Atrium', 'PLATFORM');
  const harbor = await org('harbor', 'Harbor Properties', 'OWNER');
  const skyline = await org('skyline', 'Skyline Estates', 'OWNER');
  const metro = await org('metrospaces', 'MetroSpaces', 'OPERATOR');
  const northwind = await org('northwind', 'Northwind Traders', 'OCCUPIER', technology.id);
  const contoso = await org('contoso', 'Contoso', 'OCCUPIER', finance.id);

  const building = (name: string, ownerOrganizationId: number, city: string, timeZone: string) =>
    one(
      db
        .insert(s.buildings)
        .values({ name, ownerOrganizationId, city, timeZone, latitude: 40.7, longitude: -74 })
        .returning(),
    );
  const harborPoint = await building('Harbor Point', harbor.id, 'New York', 'America/New_York');
  const dockside = await building('Dockside', harbor.id, 'Boston', 'America/New_York');
  const skylineTower = await building('Skyline Tower', skyline.id, 'Amsterdam', 'Europe/Amsterdam');

  const floor = (
    buildingId: number,
    name: string,
    position: number,
    operatorOrganizationId: number | null = null,
  ) =>
    one(
      db
        .insert(s.floors)
        .values({ buildingId, name, position, operatorOrganizationId })
        .returning(),
    );
  const hp1 = await floor(harborPoint.id, 'Level 1', 1);
  const hp2 = await floor(harborPoint.id, 'Level 2', 2, metro.id);
  const st1 = await floor(skylineTower.id, 'Ground', 0);

  const space = (
    floorId: number,
    name: string,
    category: typeof s.spaces.$inferInsert.category,
    capacity: number,
  ) =>
    one(
      db
        .insert(s.spaces)
        .values({ floorId, name, category, capacity, rentableSF: capacity * 150 })
        .returning(),
    );
  const hpOpen = await space(hp1.id, 'Open office', 'WORK', 40);
  const hpCafe = await space(hp1.id, 'Cafe', 'SOCIAL', 20);
  const hpFlex = await space(hp2.id, 'Flex floor', 'WORK', 60);
  const stDesk = await space(st1.id, 'Desk area', 'WORK', 30);

  const lease = async (
    buildingId: number,
    organizationId: number,
    spaceIds: number[],
    capacity: number,
  ) => {
    const row = await one(
      db
        .insert(s.encumbrances)
        .values({
          buildingId,
          organizationId,
          startDate: '2024-01-01',
          endDate: '2030-12-31',
          capacity,
          rentableSF: capacity * 150,
          rentRate: 55,
          targetDensity: 150,
          usageTypeId: office.id,
          leaseTypeId: gross.id,
        })
        .returning(),
    );
    await db
      .insert(s.encumbranceSpaces)
      .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
    return row;
  };
  const northwindLease = await lease(harborPoint.id, northwind.id, [hpOpen.id], 40);
  const metroLease = await lease(harborPoint.id, metro.id, [hpFlex.id], 60);
  const contosoLease = await lease(skylineTower.id, contoso.id, [stDesk.id], 30);

  const harborNetwork = await one(
    db
      .insert(s.networks)
      .values({
        name: 'Harbor East Coast',
        organizationId: harbor.id,
        defaultReporting: 'AGGREGATED',
      })
      .returning(),
  );
  const skylineNetwork = await one(
    db
      .insert(s.networks)
      .values({ name: 'Skyline Europe', organizationId: skyline.id })
      .returning(),
  );
  await db.insert(s.networkBuildings).values([
    { networkId: harborNetwork.id, buildingId: harborPoint.id },
    { networkId: harborNetwork.id, buildingId: dockside.id },
    { networkId: skylineNetwork.id, buildingId: skylineTower.id },
  ]);
  const harborRegion = await one(
    db
      .insert(s.networkLevels)
      .values({ networkId: harborNetwork.id, name: 'Northeast' })
      .returning(),
  );
  const skylineRegion = await one(
    db
      .insert(s.networkLevels)
      .values({ networkId: skylineNetwork.id, name: 'Benelux' })
      .returning(),
  );
  const harborTag = await one(
    db
      .insert(s.tags)
      .values({ name: 'Flagship', availableFor: 'BUILDING', organizationId: harbor.id })
      .returning(),
  );
  const skylineTag = await one(
    db
      .insert(s.tags)
      .values({ name: 'Green', availableFor: 'BUILDING', organizationId: skyline.id })
      .returning(),
  );
  const harborSensors = await one(
    db
      .insert(s.dataSources)
      .values({ name: 'Harbor Point sensors', buildingId: harborPoint.id, dataSystem: 'XOVIS' })
      .returning(),
  );
  const skylineSensors = await one(
    db
      .insert(s.dataSources)
      .values({ name: 'Skyline sensors', buildingId: skylineTower.id })
      .returning(),
  );

  const user = (organizationId: number, email: string, role: typeof s.users.$inferInsert.role) =>
    one(
      db
        .insert(s.users)
        .values({ organizationId, email, name: email.split('@')[0] ?? email, role })
        .returning(),
    );
  const harborViewer = await user(harbor.id, 'viewer@harbor.test', 'viewer');
  const skylineAdmin = await user(skyline.id, 'admin@skyline.test', 'org-admin');

  return {
    users: { harborViewer, skylineAdmin },
    industries: { technology, finance },
    usageTypes: { office, retail },
    leaseTypes: { gross, net },
    orgs: { platform, harbor, skyline, metro, northwind, contoso },
    buildings: { harborPoint, dockside, skylineTower },
    floors: { hp1, hp2, st1 },
    spaces: { hpOpen, hpCafe, hpFlex, stDesk },
    leases: { northwindLease, metroLease, contosoLease },
    networks: { harborNetwork, skylineNetwork },
    networkLevels: { harborRegion, skylineRegion },
    tags: { harborTag, skylineTag },
    dataSources: { harborSensors, skylineSensors },
  };
}
export type Portfolio = Awaited<ReturnType<typeof seedPortfolio>>;

/** One more lease (with `parentId`, a sublease) in the seeded portfolio: Office, Gross, 150 a seat. */
export function insertLease(
  db: Db,
  p: Portfolio,
  values: Omit<typeof s.encumbrances.$inferInsert, 'usageTypeId' | 'leaseTypeId' | 'targetDensity'>,
) {
  return one(
    db
      .insert(s.encumbrances)
      .values({
        targetDensity: 150,
        usageTypeId: p.usageTypes.office.id,
        leaseTypeId: p.leaseTypes.gross.id,
        ...values,
      })
      .returning(),
  );
}

/** A token of a user of the organization with the role. */
export function tokenFor(organization: Pick<OrgRow, 'key' | 'realm'>, role: Role): Promise<string> {
  return signToken({
    email: `${role}@${organization.key}.test`,
    roles: [role],
    realm: organization.realm,
    orgKey: organization.key,
  });
}
