import { vi } from 'vitest';
import type { Building, BuildingFull, Floor, Organization, SpaceCategory } from '@atrium/contract';
import { API_BASE, json, organization } from '../../support/render.tsx';

// A fake of the API for the building, floor and space pages: each test gives answers per path
// (a value, a Response, or a function of the body) and reads what was asked.

/** An answer, or a function of the request body that gives one. */
export type Routes = Record<string, unknown>;
type Handler = (body: Record<string, unknown>) => unknown;
export type ApiCall = { path: string; body: Record<string, unknown> };

const T = '2025-01-01T00:00:00.000Z';

export const harbor = organization({ id: 1, key: 'harbor', name: 'Harbor Properties' });
export const platform = organization({ id: 9, key: 'atrium', name: 'Atrium', type: 'PLATFORM' });
export const cityOps = organization({ id: 3, key: 'city-ops', name: 'City Ops', type: 'OPERATOR' });
export const crescent = organization({ id: 2, key: 'crescent', name: 'Crescent Realty' });

/** Organizations filtered as the shell and the selects ask: by key or by type. */
function organizationsAnswer(all: Organization[]) {
  return (body: Record<string, unknown>) => {
    const where = (body.where ?? {}) as { key?: string; type?: string | { in: string[] } };
    const items = all.filter((o) => {
      if (where.key !== undefined && o.key !== where.key) return false;
      if (typeof where.type === 'string' && o.type !== where.type) return false;
      if (typeof where.type === 'object' && !where.type.in.includes(o.type)) return false;
      return true;
    });
    return { items, total: items.length };
  };
}

export const list = <T>(items: T[], total = items.length) => ({ items, total });

/** Installs the fake as `fetch`; unknown paths answer 404 'Not found'. */
export function fakeApi(routes: Routes = {}) {
  const calls: ApiCall[] = [];
  const all: Routes = {
    organizations: organizationsAnswer([harbor, crescent, cityOps, platform]),
    search: { items: [] },
    networks: list([]),
    'data-sources': list([]),
    ...routes,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.slice(API_BASE.length + 1);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
      string,
      unknown
    >;
    calls.push({ path, body });
    const route = all[path];
    if (route === undefined) return json({ message: 'Not found' }, 404);
    const answer: unknown = typeof route === 'function' ? await (route as Handler)(body) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The bodies sent to one path, in order. */
    bodies: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** An answer that never comes, to see loading states. */
export const never = () => new Promise<never>(() => undefined);

export function building(overrides: Partial<BuildingFull> = {}): BuildingFull {
  const base: Building = {
    id: 1,
    name: 'Harbor Point',
    isActive: true,
    street1: '245 Park Avenue',
    street2: null,
    city: 'New York',
    region: 'NY',
    postalCode: null,
    country: 'United States',
    description: null,
    yearBuilt: 2018,
    yearRenovated: null,
    class: 'A',
    floorCount: 4,
    totalSF: 43524,
    rentableSF: 40300,
    avgRentableSFPerFloor: 10075,
    units: 'IMPERIAL',
    currency: 'USD',
    coordinates: [40.75, -73.97],
    images: [],
    externalSpatialId: null,
    primaryOccupancyDataSourceId: null,
    ownerOrganizationId: 1,
    timeZone: 'America/New_York',
    workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
    createdAt: T,
    updatedAt: T,
  };
  return {
    ...base,
    ownerOrganization: { id: 1, name: 'Harbor Properties' },
    networks: [],
    floors: [],
    ...overrides,
  };
}

export function network(id: number, name: string) {
  return {
    id,
    name,
    description: null,
    defaultReporting: 'INDIVIDUAL' as const,
    organizationId: 1,
    createdAt: T,
    updatedAt: T,
  };
}

export type FloorFull = Floor & {
  building: { id: number; name: string };
  operatorOrganization: { id: number; name: string } | null;
  spaceCount: number;
};

export function floor(overrides: Partial<FloorFull> = {}): FloorFull {
  return {
    id: 1,
    buildingId: 1,
    name: 'Ground floor',
    position: 0,
    rentableSF: 10075,
    images: [],
    operatorOrganizationId: null,
    createdAt: T,
    updatedAt: T,
    building: { id: 1, name: 'Harbor Point' },
    operatorOrganization: null,
    spaceCount: 0,
    ...overrides,
  };
}

export function space(
  overrides: Partial<{
    id: number;
    name: string;
    category: SpaceCategory;
    type: string | null;
    parentId: number | null;
    rentableSF: number | null;
    usableSF: number | null;
    capacity: number | null;
    externalIds: { type: 'OCCUPANCY_SENSOR' | 'SPATIAL' | 'BOOKING' | 'BADGE'; value: string }[];
    assets: { id: number; name: string; position: string }[];
  }> = {},
) {
  return {
    id: 11,
    floorId: 1,
    parentId: null,
    name: '1N01 Open office',
    category: 'WORK' as SpaceCategory,
    type: 'Open office',
    rentableSF: 1838,
    usableSF: 1691,
    capacity: 18,
    createdAt: T,
    updatedAt: T,
    floor: { id: 1, name: 'Ground floor' },
    externalIds: [],
    assets: [],
    ...overrides,
  };
}
