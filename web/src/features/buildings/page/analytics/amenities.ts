// The building's shared spaces (docs/decisions.md, "The Amenities tab"): the categories that are
// not desks, corridors or general space, with their counts and seats, and their use by hour.
import {
  formatHour,
  spaceCategoryColours,
  sumKnown,
  utilization,
  type SpaceCategory,
} from '@atrium/contract';
import type { BarData } from '../../../../components/charts/barChart.ts';

/** The amenity categories, in the order the tab lists them. */
export const AMENITY_CATEGORIES = [
  'SOCIAL',
  'SUPPORT',
  'COLLABORATIVE',
  'RETAIL',
  'PARKING',
] as const satisfies readonly SpaceCategory[];
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

export type AmenitySpace = {
  id: number;
  floorId: number;
  category: SpaceCategory;
  capacity: number | null;
  rentableSF: number | null;
  externalIds: readonly { type: string }[];
};

export type AmenityRow = {
  category: AmenityCategory;
  spaces: number;
  capacity: number | null;
  area: number | null;
  /** Spaces with an occupancy sensor. */
  sensored: number;
};

const isAmenity = (category: SpaceCategory): category is AmenityCategory =>
  (AMENITY_CATEGORIES as readonly string[]).includes(category);

export const hasSensor = (space: Pick<AmenitySpace, 'externalIds'>) =>
  space.externalIds.some((id) => id.type === 'OCCUPANCY_SENSOR');

export function amenitySpaces<S extends AmenitySpace>(spaces: readonly S[]): S[] {
  return spaces.filter((space) => isAmenity(space.category));
}

/**
 * Per amenity category: spaces, seats (null when none has one), area and sensored spaces (an
 * occupancy-sensor id, or readings of its own on the day shown: `reporting`).
 */
export function amenityRows(
  spaces: readonly AmenitySpace[],
  reporting: ReadonlySet<number> = new Set(),
): AmenityRow[] {
  return AMENITY_CATEGORIES.map((category) => {
    const own = spaces.filter((space) => space.category === category);
    return {
      category,
      spaces: own.length,
      capacity: sumKnown(own.map((space) => space.capacity)),
      area: sumKnown(own.map((space) => space.rentableSF)),
      sensored: own.filter((space) => hasSensor(space) || reporting.has(space.id)).length,
    };
  });
}

/** A space's hourly peaks on a day (`/floors/occupancy`). */
export type SpaceHours = {
  spaceId: number;
  items: readonly { start: string; occupancy: number }[];
};

/**
 * Each amenity category's utilization by hour on a day: the hour's peaks of its spaces that
 * reported, added (an upper bound of their simultaneous count), over those spaces' seats.
 */
export function hourlyAmenityUse(
  spaces: readonly AmenitySpace[],
  hours: readonly SpaceHours[],
): BarData {
  const byId = new Map(spaces.map((space) => [space.id, space]));
  const starts = [...new Set(hours.flatMap((h) => h.items.map((item) => item.start)))].sort();
  const series = AMENITY_CATEGORIES.flatMap((category) => {
    const reporting = hours.filter((h) => byId.get(h.spaceId)?.category === category);
    if (reporting.length === 0) return [];
    const seats = sumKnown(reporting.map((h) => byId.get(h.spaceId)?.capacity ?? null));
    const values = starts.map((start) => {
      const people = reporting.reduce(
        (sum, h) => sum + (h.items.find((item) => item.start === start)?.occupancy ?? 0),
        0,
      );
      return utilization(people, seats);
    });
    const name = category.charAt(0) + category.slice(1).toLowerCase();
    return [{ name, values, colour: spaceCategoryColours[category] }];
  });
  return { categories: starts.map((start) => formatHour(start)), series };
}

/** A meeting room's measured use on a day: hours with anyone in it, and its highest hour. */
export type RoomUse = {
  spaceId: number;
  hoursInUse: number;
  peak: number;
  capacity: number | null;
};

export function meetingRoomUse(
  spaces: readonly AmenitySpace[],
  hours: readonly SpaceHours[],
): RoomUse[] {
  const rooms = new Map(
    spaces.filter((space) => space.category === 'COLLABORATIVE').map((space) => [space.id, space]),
  );
  return hours.flatMap((h) => {
    const room = rooms.get(h.spaceId);
    if (!room) return [];
    return [
      {
        spaceId: h.spaceId,
        hoursInUse: h.items.filter((item) => item.occupancy > 0).length,
        peak: Math.max(0, ...h.items.map((item) => item.occupancy)),
        capacity: room.capacity,
      },
    ];
  });
}
