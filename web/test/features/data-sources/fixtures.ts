import type { DataSourceFull, DataSourceStatus, SensorStatus } from '@atrium/contract';

// Data sources and their status as the API answers them, for the data-source and sensor pages.

const T = '2026-03-01T09:00:00.000Z';
export const dataSource = (overrides: Partial<DataSourceFull> = {}): DataSourceFull => ({
  id: 4,
  name: 'Harbor Point people counters',
  dataSystem: 'XOVIS',
  buildingId: 1,
  networkId: null,
  building: { id: 1, name: 'Harbor Point' },
  network: null,
  excludedOrganizations: [],
  createdAt: T,
  updatedAt: T,
  ...overrides,
});
export const sensor = (overrides: Partial<SensorStatus> = {}): SensorStatus => ({
  spaceId: 11,
  space: 'Open office',
  floor: 'Level 1',
  lastReadingAt: '2026-03-05T15:00:00.000Z',
  readingsLastDay: 12,
  readingsLastWeek: 70,
  gaps: [],
  health: 'HEALTHY',
  ...overrides,
});
export const status = (overrides: Partial<DataSourceStatus> = {}): DataSourceStatus => ({
  dataSourceId: 4,
  name: 'Harbor Point people counters',
  dataSystem: 'XOVIS',
  buildingId: 1,
  building: 'Harbor Point',
  timeZone: 'America/New_York',
  lastReadingAt: '2026-03-05T15:00:00.000Z',
  readingsLastDay: 12,
  readingsLastWeek: 70,
  gaps: [],
  health: 'HEALTHY',
  sensorCount: 1,
  stoppedSensors: 0,
  sensors: [],
  ...overrides,
});
