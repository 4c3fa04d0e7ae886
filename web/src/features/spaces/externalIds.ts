import type { externalIdTypes } from '@atrium/contract';

export type ExternalIdType = (typeof externalIdTypes)[number];

export const externalIdTypeNames: Record<ExternalIdType, string> = {
  OCCUPANCY_SENSOR: 'Occupancy sensor',
  SPATIAL: 'Spatial',
  BOOKING: 'Booking',
  BADGE: 'Badge',
};
