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

  it('refuses seconds above 59 instead of rolling them over into the next minute', () => {
    expect(localToInstant('2026-01-13T09:15:75', 'America/New_York')).toBeNull();
    expect(localToInstant('2026-01-13T09:15:60', 'UTC')).toBeNull();
    expect(localToInstant('2026-01-13T09:15:59', 'UTC')?.toISOString()).toBe(
      '2026-01-13T09:15:59.000Z',
    );
  });

  it.each([
    ['2026-01-12T09:15:00.250', '2026-01-12T14:15:00.250Z'],
    ['2026-01-12T09:15:00.5', '2026-01-12T14:15:00.500Z'],
    // Cut to the millisecond, as Date reads '…00.2509Z'.
    ['2026-01-12T09:15:00.2509', '2026-01-12T14:15:00.250Z'],
  ])('keeps the fraction of a second of %s, as with a zone', (local, instant) => {
    expect(localToInstant(local, 'America/New_York')?.toISOString()).toBe(instant);
  });

  it('takes the years 1000–9999, up to their first and last half hour', () => {
    // Half a day from either end the zone's year has three or five digits.
    expect(localToInstant('1000-01-01T00:30', 'UTC')?.toISOString()).toBe(
      '1000-01-01T00:30:00.000Z',
    );
    expect(localToInstant('9999-12-31T23:30', 'UTC')?.toISOString()).toBe(
      '9999-12-31T23:30:00.000Z',
    );
    expect(localToInstant('9999-12-31T23:30', 'Asia/Tokyo')?.toISOString()).toBe(
      '9999-12-31T14:30:00.000Z',
    );
    // Date.UTC would read the year 99 as 1999.
    expect(localToInstant('0999-03-02T09:15', 'UTC')).toBeNull();
    expect(localToInstant('0099-03-02T09:15', 'UTC')).toBeNull();
  });
});
