import type { z } from 'zod';
import type { StatisticsResponse, statisticsCalls, ZSpaceFullSchema } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { floor } from '../buildings/fakeApi.ts';

type SpaceFull = z.infer<typeof ZSpaceFullSchema>;
export type SiteStats = StatisticsResponse<typeof statisticsCalls.siteStatistics>;

/** City Ops (id 3, OPERATOR) in the shared fake's organizations. */
export const OPERATOR_ID = 3;
export const asOperator = () =>
  fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'city-ops' }) }).auth;
export const asMasterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;

const counts = (occupancy: number) => ({
  '7': { occupancy, hasBackfill: false, isPrimary: true },
});

/** The site statistics of building 1 as the API answers them: two weeks of March 2026. */
export function siteStats(overrides: Partial<SiteStats> = {}): SiteStats {
  return {
    floorCount: 2,
    roomCount: 34,
    rentableArea: 26350,
    capacity: 240,
    peakUtilization: 0.5625,
    peakOccupancyDate: '2026-03-04',
    peakOccupancy: 135,
    avgUtilization: 0.3791,
    avgUtilizationMoM: -0.036,
    occupancies: [
      { date: '2026-03-02', counts: counts(90) },
      { date: '2026-03-03', counts: counts(120) },
      { date: '2026-03-04', counts: counts(135) },
    ],
    dowDemand: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
      dow,
      avg: dow === 0 || dow === 6 ? null : 40.8 + dow,
      values: dow === 0 || dow === 6 ? [] : [30 + dow, 50 + dow, 40 + dow],
    })),
    startDate: '2026-03-02',
    endDate: '2026-03-16',
    ...overrides,
  };
}

/** A site without any reading. */
export const emptySiteStats = () =>
  siteStats({
    peakUtilization: null,
    peakOccupancyDate: null,
    peakOccupancy: null,
    avgUtilization: null,
    avgUtilizationMoM: null,
    occupancies: [],
    dowDemand: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, avg: null, values: [] })),
    startDate: null,
    endDate: null,
  });

export const operatedFloor = (id: number, name: string, position: number) =>
  floor({ id, name, position, operatorOrganizationId: OPERATOR_ID });

const at = '2025-01-01T00:00:00.000Z';
const rect = (x: number) =>
  JSON.stringify([
    [x, 0],
    [x + 10, 0],
    [x + 10, 8],
    [x, 8],
  ]);

/** A space of floor `floorId`, with an occupancy sensor unless said otherwise. */
export function sensoredSpace(
  id: number,
  name: string,
  overrides: Partial<SpaceFull> & { sensor?: boolean; floorId?: number } = {},
): SpaceFull {
  const { sensor = true, floorId = 11, ...rest } = overrides;
  return {
    id,
    floorId,
    parentId: null,
    name,
    category: 'WORK',
    type: 'Open office',
    rentableSF: 1200,
    usableSF: 1100,
    capacity: 20,
    createdAt: at,
    updatedAt: at,
    floor: { id: floorId, name: 'Level 4' },
    externalIds: sensor ? [{ type: 'OCCUPANCY_SENSOR', value: `pc-${id}` }] : [],
    assets: [{ id: id * 100, name: 'outline', position: rect(id * 10) }],
    ...rest,
  };
}

/** `/floors/occupancy` for floor 11: space 1 peaks at 11:00 with 12 people. */
export const floorOccupancy = {
  items: [
    {
      spaceId: 1,
      items: [
        { start: '09:00', occupancy: 4 },
        { start: '10:00', occupancy: 9 },
        { start: '11:00', occupancy: 12 },
        { start: '12:00', occupancy: 6 },
      ],
    },
    {
      spaceId: 2,
      items: [
        { start: '09:00', occupancy: 2 },
        { start: '10:00', occupancy: 5 },
        { start: '11:00', occupancy: 3 },
        { start: '12:00', occupancy: 1 },
      ],
    },
  ],
};

/**
 * Loads the site screens' modules before a test renders them: the routes import them lazily,
 * and on a busy machine the first import can take longer than a query waits.
 */
export async function preloadSitePages(): Promise<void> {
  await Promise.all([
    import('../../../src/features/sites/SiteListPage.tsx'),
    import('../../../src/features/sites/SitePage.tsx'),
    import('../../../src/features/sites/SiteOverviewPage.tsx'),
    import('../../../src/features/sites/SiteDetailsPage.tsx'),
    import('../../../src/features/sites/SiteAnalysisPage.tsx'),
  ]);
}
