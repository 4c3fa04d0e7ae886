// What the demo generator makes at each size, and the state it carries from step to step.
import type { Random } from './random.ts';
import type { Place } from './places.ts';
import type { DemoServices } from './demo-services.ts';
import type { ActivitySpace } from './activity.ts';
import type { FloorKind } from './floor-plan.ts';
import { fullCadence, type Cadence, type SyntheticBuilding } from '../occupancy/synthetic.ts';

export type DemoSize = 'small' | 'demo' | 'large';
export type DemoSummary = {
  organizations: number;
  users: number;
  buildings: number;
  floors: number;
  spaces: number;
  leases: number;
  buildingIds: number[];
  sensoredSpaceIds: number[];
  readings: number;
  /** Of the readings, those sent later for part of the outage (`backfilled`). */
  backfilledReadings: number;
  images: number;
  /** The building with reservations and badge events, and how many of each. */
  activityBuildingId: number | null;
  reservations: number;
  badgeEvents: number;
};

export type SizePlan = {
  buildings: number;
  officeFloors: [number, number];
  floorLength: [number, number];
  /** Days of occupancy readings up to yesterday, how often, and every how many buildings have sensors. */
  days: number;
  cadence: Cadence;
  sensorEvery: number;
};
export const sizes: Record<DemoSize, SizePlan> = {
  small: {
    buildings: 3,
    officeFloors: [2, 2],
    floorLength: [36, 44],
    days: 56,
    cadence: fullCadence(60),
    sensorEvery: 1,
  },
  demo: {
    buildings: 14,
    officeFloors: [3, 5],
    floorLength: [44, 64],
    days: 365,
    // A year of hourly counts in half the buildings keeps the first start under a minute.
    cadence: { intervalMinutes: 60, hours: [7, 19], weekendHours: [10, 13, 16] },
    sensorEvery: 2,
  },
  large: {
    buildings: 100,
    officeFloors: [6, 8],
    floorLength: [90, 110],
    days: 365,
    cadence: fullCadence(15),
    sensorEvery: 1,
  },
};

/** A space as written, with the figures the leases and the sensors use. */
export type DemoSpace = {
  id: number;
  capacity: number | null;
  area: number;
  category: string;
  type: string;
};
/** A floor as written, with its spaces. */
export type DemoFloor = { floorId: number; kind: FloorKind; spaces: DemoSpace[] };

/** Everything the steps share: the services, the seeded sequence, the catalogues' ids. */
export type PortfolioContext = {
  services: DemoServices;
  random: Random;
  seed: number;
  today: Date;
  size: SizePlan;
  orgId: (key: string) => number;
  usage: Map<string, number>;
  leaseTypeIds: number[];
  savePictures: ((pictures: { filename: string; bytes: Buffer }[]) => Promise<number[]>) | null;
  summary: DemoSummary;
};

/** What the buildings leave for the networks, the readings and the activity. */
export type WrittenBuildings = {
  /** Per building: its sensored office spaces and their tenants, for reservations and badges. */
  officeSpaces: Map<number, ActivitySpace[]>;
  badgeSources: Map<number, number>;
  sensorPlans: SyntheticBuilding[];
  byPlace: { id: number; name: string; place: Place }[];
  subleasesMade: number;
};

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}
