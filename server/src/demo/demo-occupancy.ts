// The demo's occupancy: each sensored building's readings through the ingestion path, the
// outage's partial backfill, and the reservations and badge events of one building that follow
// its counts.
import type { Db } from '../resources/resource-table.ts';
import type { RequestAuth } from '../auth/guard.ts';
import {
  syntheticReadings,
  type Cadence,
  type SyntheticBuilding,
  type SyntheticRow,
} from '../occupancy/synthetic.ts';
import { ingestReadings } from '../occupancy/ingest.ts';
import { deleteReadings } from '../occupancy/delete-readings.ts';
import { ALL } from '../auth/scope.ts';
import { createProfile } from '../resources/profiles/index.ts';
import { sql } from 'drizzle-orm';
import type { RawRow } from '../occupancy/parse.ts';
import { importActivity, peakObserver } from './activity.ts';
import { isoDate, type PortfolioContext, type WrittenBuildings } from './portfolio-plan.ts';

type Progress = (label: string) => void;

export async function writeOccupancy(
  db: Db,
  auth: RequestAuth,
  context: PortfolioContext,
  written: WrittenBuildings,
  progress: Progress,
): Promise<void> {
  const { size, today, seed, summary } = context;
  const { sensorPlans, officeSpaces } = written;
  // Reservations and badge events in the building with the most sensored office tenants (of
  // several, the one with the fewest seats: a quicker first start), following its counts as
  // they are ingested.
  const tenantCount = (plan: SyntheticBuilding) =>
    new Set(officeSpaces.get(plan.buildingId)?.map((s) => s.tenant)).size;
  const seats = (plan: SyntheticBuilding) => plan.spaces.reduce((sum, s) => sum + s.capacity, 0);
  const activityPlan = sensorPlans.reduce<SyntheticBuilding | null>(
    (best, plan) =>
      best &&
      (tenantCount(best) > tenantCount(plan) ||
        (tenantCount(best) === tenantCount(plan) && seats(best) <= seats(plan)))
        ? best
        : plan,
    null,
  );
  const observer = activityPlan
    ? peakObserver(officeSpaces.get(activityPlan.buildingId) ?? [], activityPlan.timeZone)
    : null;

  const range = {
    from: isoDate(new Date(today.getTime() - size.days * 86_400_000)),
    to: isoDate(new Date(today.getTime() - 86_400_000)),
  };
  for (const [index, plan] of sensorPlans.entries()) {
    summary.readings += await ingestSynthetic(db, plan, range, size.cadence, seed + index, {
      observe: plan === activityPlan ? observer?.observe : undefined,
    });
    progress(`Occupancy ${index + 1}/${sensorPlans.length}`);
  }

  // The outage was later backfilled in part: its last four days were sent again, marked.
  const outagePlan = sensorPlans.find((plan) => plan.outage);
  if (outagePlan?.outage) {
    const to = outagePlan.outage.to;
    const backfill = { from: isoDate(new Date(Date.parse(to) - 3 * 86_400_000)), to };
    const backfilled = await ingestSynthetic(
      db,
      { ...outagePlan, outage: null },
      backfill,
      size.cadence,
      seed + sensorPlans.length,
      { backfilled: true },
    );
    summary.readings += backfilled;
    summary.backfilledReadings = backfilled;
  }

  // Two sensors of the last sensored building stopped reporting twelve days ago: their readings
  // since are deleted as an admin would delete a wrong import's (Sensor Status lists them first).
  // Not in the small test portfolio, whose tests expect every sensor to report to the end.
  const quietPlan = sensorPlans.at(-1);
  if (quietPlan && quietPlan !== outagePlan && size.buildings > 3) {
    for (const space of quietPlan.spaces.slice(0, 2)) {
      const { deleted } = await deleteReadings(db, ALL, {
        dataSourceId: quietPlan.dataSourceId,
        spaceId: space.spaceId,
        from: new Date(today.getTime() - 12 * 86_400_000).toISOString(),
        to: today.toISOString(),
        dryRun: false,
      });
      summary.readings -= deleted;
    }
    progress('A sensor that stopped reporting');
  }

  if (!activityPlan || !observer) return;
  const building = activityPlan.buildingId;
  const name = written.byPlace.find((b) => b.id === building)?.name ?? 'Building';
  const { services } = context;
  // The bookings of other tenants are not Initech's to see.
  const bookings = await services.dataSources.create({
    name: `${name} desk and room booking`,
    buildingId: building,
    dataSystem: 'RESERVATIONS',
    excludedOrganizationIds: size.buildings > 3 ? [context.orgId('initech')] : [],
  });
  const badges =
    written.badgeSources.get(building) ??
    (
      await services.dataSources.create({
        name: `${name} badge readers`,
        buildingId: building,
        dataSystem: 'BADGE',
      })
    ).id;
  const activity = await importActivity(db, auth, {
    timeZone: activityPlan.timeZone,
    reservationSourceId: bookings.id,
    badgeSourceId: badges,
    spaces: officeSpaces.get(building) ?? [],
    organizationIdOf: context.orgId,
    from: range.from,
    to: range.to,
    aheadDays: 14,
    peaks: observer.peaks,
    roomReadings: observer.roomReadings,
    seed: seed + 101,
  });
  if (size.buildings > 3) await writeProfiles(db, auth, building);
  summary.activityBuildingId = building;
  summary.reservations = activity.reservations;
  summary.badgeEvents = activity.badgeEvents;
  progress('Reservations and badge events');
}

/** Readings go through the ingestion path, one building at a time in batches of about 20,000. */
async function ingestSynthetic(
  db: Db,
  plan: SyntheticBuilding,
  range: { from: string; to: string },
  cadence: Cadence,
  seed: number,
  extra: { observe?: ((day: SyntheticRow[]) => void) | undefined; backfilled?: boolean } = {},
): Promise<number> {
  let pending: RawRow[] = [];
  let accepted = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    accepted += (await ingestReadings(db, pending, 'Line')).accepted;
    pending = [];
  };
  for (const day of syntheticReadings(plan, range, cadence, seed)) {
    extra.observe?.(day);
    for (const r of day)
      pending.push({
        line: pending.length + 1,
        dataSourceId: r.dataSourceId,
        spaceId: r.spaceId,
        timestamp: r.at.toISOString(),
        occupancy: r.occupancy,
        ...(extra.backfilled ? { backfilled: true } : {}),
      });
    if (pending.length >= 20_000) await flush();
  }
  await flush();
  return accepted;
}

const departments = ['Finance', 'Engineering', 'Sales', 'Operations', null] as const;

/**
 * Profiles of the people whose badges were seen in the building: pseudonymous (no names), each
 * found by its badge key, some with a department (the Profiles screens have people to show).
 */
async function writeProfiles(db: Db, auth: RequestAuth, buildingId: number): Promise<void> {
  const { rows } = await db.execute<{ organization_id: number; badge_key: string }>(sql`
    select distinct on (badge_key) organization_id, badge_key from badge_events
    where building_id = ${buildingId} and organization_id is not null
    order by badge_key limit 40`);
  for (const [index, row] of rows.entries())
    await createProfile(db, auth, {
      organizationId: row.organization_id,
      name: null,
      department: departments[index % departments.length] ?? null,
      identifiers: [{ type: 'BADGE_ID', value: row.badge_key }],
    });
}
