import type { z } from 'zod';
import type { Floor, SpaceCategory, ZSpaceFullSchema } from '@atrium/contract';
import { json } from '../../support/render.tsx';
import type { RouteHandler } from '../files/apiStub.ts';

type SpaceFull = z.infer<typeof ZSpaceFullSchema>;
const at = '2025-01-01T00:00:00.000Z';

export function floor(overrides: Partial<Floor> = {}): Floor {
  return {
    id: 11,
    buildingId: 3,
    name: 'Level 1',
    position: 1,
    rentableSF: null,
    images: [],
    operatorOrganizationId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const rect = (x: number, y: number, w: number, h: number) =>
  JSON.stringify([
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]);

/** A space of floor 11, a 10 × 8 rectangle at `x` unless `position` says otherwise. */
export function space(
  id: number,
  name: string,
  category: SpaceCategory,
  overrides: Partial<SpaceFull> & { x?: number; position?: string | null } = {},
): SpaceFull {
  const { x = id * 10, position = rect(x, 0, 10, 8), ...rest } = overrides;
  return {
    id,
    floorId: 11,
    parentId: null,
    name,
    category,
    type: 'Open office',
    rentableSF: 1200,
    usableSF: 1100,
    capacity: 12,
    createdAt: at,
    updatedAt: at,
    floor: { id: 11, name: 'Level 1' },
    externalIds: [],
    assets: position === null ? [] : [{ id: id * 100, name: 'outline', position }],
    ...rest,
  };
}

/** `POST floors` and `POST spaces/full` answering these floors and spaces. */
export function floorPlanRoutes(
  floors: Floor[],
  spaces: SpaceFull[],
): Record<string, RouteHandler> {
  return {
    'POST floors': () => json({ items: floors, total: floors.length }),
    'POST spaces/full': (body) => {
      const { where } = body as { where: { floorId: number } };
      const items = spaces.filter((item) => item.floorId === where.floorId);
      return json({ items, total: items.length });
    },
  };
}
