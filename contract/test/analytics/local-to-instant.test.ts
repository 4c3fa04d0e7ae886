import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../src/analytics/time.ts';

describe('localToInstant', () => {
  it.each([
    ['2026-03-02T09:00', 'America/New_York', '2026-03-02T14:00:00.000Z'],
    ['2026-07-01T09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
    ['2026-03-08T06:00', 'America/New_York', '2026-03-08T10:00:00.000Z'], // after the spring change
    ['2026-03-08T01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'], // before it
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'], // skipped: moves forward
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'], // repeated: the first
    ['2026-11-01T06:00', 'America/New_York', '2026-11-01T11:00:00.000Z'],
    ['2026-10-25T06:00', 'Europe/Amsterdam', '2026-10-25T05:00:00.000Z'],
    ['2026-06-01T09:00', 'Asia/Kolkata', '2026-06-01T03:30:00.000Z'],
    ['2026-06-01T09:00', 'UTC', '2026-06-01T09:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(localToInstant(local, zone)?.toISOString()).toBe(instant);
  });

  it('refuses impossible dates', () => {
    expect(localToInstant('2026-02-30T09:00', 'UTC')).toBeNull();
    expect(localToInstant('2026-02-01T25:00', 'UTC')).toBeNull();
    expect(localToInstant('yesterday', 'UTC')).toBeNull();
  });
});
