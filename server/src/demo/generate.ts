// The demo portfolio, written through the same services as the API (validation, scope checks,
// audit) so that it is exactly what a person could have entered. Seeded: the same seed and the
// same day give the same portfolio. The steps share one random sequence, so their order is part
// of the portfolio: organizations and catalogues, then each building (demo-building.ts, with its
// leases in demo-leases.ts), the networks, and the occupancy (demo-occupancy.ts).
import { now } from '../clock.ts';
import { writeTags } from './tags.ts';
import { writeOrganizationNames } from './organization-names.ts';
import { writePeople } from './people.ts';
import { writeNetworkStructure } from './network-structure.ts';
import { ensurePlatformOrganization } from '../auth/bootstrap.ts';
import type { Db } from '../resources/resource-table.ts';
import type { FileStore } from '../storage/store.ts';
import { seededRandom } from './random.ts';
import { DEMO_PASSWORD, demoAccounts, demoOrganizations } from './organizations.ts';
import { pictureSaver } from './images.ts';
import { demoServices, systemAuth, type DemoServices } from './demo-services.ts';
import type { RequestAuth } from '../auth/guard.ts';
import { writeBuilding } from './demo-building.ts';
import { writeOccupancy } from './demo-occupancy.ts';
import { writeSensorIds } from './sensor-ids.ts';
import { writeLeaseCases } from './demo-lease-cases.ts';
import {
  sizes,
  type DemoSize,
  type DemoSummary,
  type PortfolioContext,
  type WrittenBuildings,
} from './portfolio-plan.ts';

export type { DemoSize, DemoSummary };
export type DemoOptions = {
  size: DemoSize;
  seed?: number;
  today?: Date;
  /** Generate occupancy readings, and the reservations and badge events that follow them (default true). */
  occupancy?: boolean;
  /** Where the buildings' pictures are stored (the storage routes' file store); null for none. */
  files: FileStore | null;
  onProgress?: (done: number, total: number, label: string) => void;
};

export async function generatePortfolio(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const seed = options.seed ?? 20261121;
  const size = sizes[options.size];
  const progress = options.onProgress ?? (() => undefined);
  const total = 3 + size.buildings;
  let step = 0;
  const tick = (label: string) => {
    progress(++step, total, label);
  };

  // The platform organization first (as the first start makes it): the generator acts as its master admin.
  const platform = { id: await ensurePlatformOrganization(db) };
  const auth = systemAuth(platform.id);
  const services = demoServices(db, auth);
  const orgIds = await writeOrganizations(services, platform.id);
  const orgId = (key: string) => {
    const id = orgIds.get(key);
    if (id === undefined) throw new Error(`No demo organization ${key}`);
    return id;
  };
  tick('Organizations and accounts');

  const usage = new Map<string, number>();
  for (const name of ['Office', 'Retail', 'Storage', 'Laboratory'])
    usage.set(name, (await services.usageTypes.create({ name })).id);
  const leaseTypeIds: number[] = [];
  for (const name of ['Gross', 'Net', 'Triple net'])
    leaseTypeIds.push((await services.leaseTypes.create({ name })).id);
  tick('Catalogues');

  const context: PortfolioContext = {
    services,
    random: seededRandom(seed),
    seed,
    today: options.today ?? now(),
    size,
    orgId,
    usage,
    leaseTypeIds,
    savePictures: options.files ? pictureSaver(db, options.files, auth) : null,
    summary: {
      organizations: orgIds.size,
      users: demoAccounts().length,
      buildings: 0,
      floors: 0,
      spaces: 0,
      leases: 0,
      buildingIds: [],
      sensoredSpaceIds: [],
      readings: 0,
      backfilledReadings: 0,
      images: 0,
      activityBuildingId: null,
      reservations: 0,
      badgeEvents: 0,
    },
  };
  const written: WrittenBuildings = {
    officeSpaces: new Map(),
    badgeSources: new Map(),
    sensorPlans: [],
    byPlace: [],
    subleasesMade: 0,
  };
  for (let b = 0; b < size.buildings; b++) {
    await writeBuilding(context, written, b);
    tick(written.byPlace.at(-1)?.name ?? 'Building');
  }
  await writeNetworks(db, auth, services, orgId('harbor'), written);
  await writeTags(services, orgId);
  // The small portfolio is the tests' fixture: its leases stay as its expectations describe.
  if (options.size !== 'small') await writeLeaseCases(db, context, written);
  // Issue 32: other names and e-mail domains, and people beyond the sign-in accounts. None of
  // this draws from the random sequence, so the portfolio's figures stay as they were.
  await writeOrganizationNames(services, orgId);
  context.summary.users += await writePeople(db, auth, services, orgId);
  tick('Networks and tags');

  const { summary } = context;
  summary.sensoredSpaceIds = written.sensorPlans.flatMap((plan) =>
    plan.spaces.map((space) => space.spaceId),
  );
  await writeSensorIds(db, summary.sensoredSpaceIds);
  if (options.occupancy === false) return summary;
  await writeOccupancy(db, auth, context, written, (label) => {
    progress(total, total, label);
  });
  return summary;
}

/** The demo's organizations (by key, with the platform's) and their accounts. */
async function writeOrganizations(
  services: DemoServices,
  platformId: number,
): Promise<Map<string, number>> {
  const industryIds = new Map<string, number>();
  for (const name of [...new Set(demoOrganizations.map((o) => o.industry))]) {
    industryIds.set(name, (await services.industries.create({ name })).id);
  }
  const orgIds = new Map<string, number>([['atrium', platformId]]);
  for (const o of demoOrganizations) {
    const created = await services.organizations.create({
      key: o.key,
      name: o.name,
      type: o.type,
      industryId: industryIds.get(o.industry) ?? null,
      rtoPeriod: o.rtoStart ? { startDate: o.rtoStart, endDate: null } : null,
    });
    orgIds.set(o.key, created.id);
  }
  for (const account of demoAccounts()) {
    const [local] = account.email.split('@');
    const organizationId = orgIds.get(account.organizationKey);
    if (organizationId === undefined)
      throw new Error(`No demo organization ${account.organizationKey}`);
    await services.users.create({
      email: account.email,
      name: `${local === 'admin' ? 'Admin' : 'Viewer'} ${account.organizationKey}`,
      role: account.role,
      organizationId,
      password: DEMO_PASSWORD,
    });
  }
  return orgIds;
}

/**
 * Harbor's networks: North America reports as one site; Europe and Asia-Pacific per building.
 * Each has a three-level structure: the region, its countries, and their cities with the buildings.
 */
async function writeNetworks(
  db: Db,
  auth: RequestAuth,
  services: DemoServices,
  ownerId: number,
  written: WrittenBuildings,
): Promise<void> {
  const regions = [
    {
      name: 'Harbor North America',
      reporting: 'AGGREGATED' as const,
      countries: ['United States', 'Canada'],
    },
    {
      name: 'Harbor Europe',
      reporting: 'INDIVIDUAL' as const,
      countries: ['United Kingdom', 'Netherlands', 'Germany', 'France'],
    },
    {
      name: 'Harbor Asia-Pacific',
      reporting: 'INDIVIDUAL' as const,
      countries: ['Singapore', 'Australia', 'Japan'],
    },
  ];
  for (const region of regions) {
    const members = written.byPlace.filter((b) => region.countries.includes(b.place.country));
    if (members.length === 0) continue;
    const network = await services.networks.create({
      name: region.name,
      defaultReporting: region.reporting,
      organizationId: ownerId,
      buildingIds: members.map((m) => m.id),
    });
    await writeNetworkStructure(db, auth, network.id, region.name.replace('Harbor ', ''), members);
  }
}
