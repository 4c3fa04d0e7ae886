// Floor plans that look like floor plans: a corridor along the floor, rooms on both sides,
// rectangles that tile the whole floor without overlapping (coordinates in metres).
import type { SpaceCategory } from '@atrium/contract';
import type { Random } from './random.ts';

export type PlannedSpace = {
  name: string;
  category: SpaceCategory;
  type: string;
  /** Square metres. */
  area: number;
  capacity: number | null;
  polygon: [number, number][];
};

export type FloorKind = 'ground' | 'office' | 'parking';

const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const round = (n: number) => Math.round(n * 100) / 100;

type RoomKind = {
  category: SpaceCategory;
  type: string;
  width: [number, number];
  perSeat: number | null;
};

const officeRooms: RoomKind[] = [
  { category: 'WORK', type: 'Open office', width: [12, 20], perSeat: 9 },
  { category: 'WORK', type: 'Focus room', width: [3, 4], perSeat: 6 },
  { category: 'COLLABORATIVE', type: 'Meeting room', width: [4, 7], perSeat: 2.5 },
  { category: 'SOCIAL', type: 'Kitchen', width: [5, 8], perSeat: 4 },
  { category: 'SUPPORT', type: 'Restrooms', width: [4, 5], perSeat: null },
  { category: 'GENERAL', type: 'Storage', width: [3, 4], perSeat: null },
];
const groundRooms: RoomKind[] = [
  { category: 'RETAIL', type: 'Shop', width: [8, 14], perSeat: null },
  { category: 'SOCIAL', type: 'Lobby cafe', width: [8, 12], perSeat: 5 },
  { category: 'SUPPORT', type: 'Mail room', width: [3, 5], perSeat: null },
  { category: 'COLLABORATIVE', type: 'Event space', width: [8, 12], perSeat: 2 },
];
const parkingRooms: RoomKind[] = [
  { category: 'PARKING', type: 'Parking bay', width: [10, 16], perSeat: null },
];

/** Fills one side of the corridor (from x=0 to `length`) with rooms. */
function fillStrip(
  random: Random,
  kinds: RoomKind[],
  length: number,
  y0: number,
  y1: number,
  label: string,
): PlannedSpace[] {
  const rooms: PlannedSpace[] = [];
  let x = 0;
  let index = 1;
  while (x < length - 0.01) {
    const kind = index === 1 ? (kinds[0] ?? random.pick(kinds)) : random.pick(kinds);
    const wanted = random.between(kind.width[0], kind.width[1]);
    // The last room takes what is left, so the strip is covered exactly.
    const width = length - x - wanted < 3 ? length - x : wanted;
    const x1 = round(x + width);
    const area = round((x1 - x) * (y1 - y0));
    rooms.push({
      name: `${label}${String(index).padStart(2, '0')} ${kind.type}`,
      category: kind.category,
      type: kind.type,
      area,
      capacity: kind.perSeat ? Math.max(1, Math.floor(area / kind.perSeat)) : null,
      polygon: rect(round(x), y0, x1, y1),
    });
    x = x1;
    index++;
  }
  return rooms;
}

/** A floor `length` × `depth` metres: north rooms, a 3 m corridor, south rooms. */
export function planFloor(
  random: Random,
  kind: FloorKind,
  length: number,
  depth: number,
  level: number,
): PlannedSpace[] {
  const corridor = 3;
  const north = round((depth - corridor) / 2);
  const kinds = kind === 'parking' ? parkingRooms : kind === 'ground' ? groundRooms : officeRooms;
  return [
    ...fillStrip(random, kinds, length, 0, north, `${level}N`),
    {
      name: `${level} Corridor`,
      category: 'CIRCULATION',
      type: kind === 'parking' ? 'Drive aisle' : 'Corridor',
      area: round(length * corridor),
      capacity: null,
      polygon: rect(0, north, length, round(north + corridor)),
    },
    ...fillStrip(random, kinds, length, round(north + corridor), depth, `${level}S`),
  ];
}

/** Polygon area by the shoelace formula, to check that a plan tiles its floor. */
export function polygonArea(polygon: [number, number][]): number {
  let sum = 0;
  polygon.forEach(([x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % polygon.length] ?? [x, y];
    sum += x * ny - nx * y;
  });
  return Math.abs(sum) / 2;
}
