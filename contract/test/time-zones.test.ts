// Every name the time-zone database knows, links included (issue 35, item 13): Node's list of
// zones has one name per zone, here the older one (Asia/Calcutta), which refused Asia/Kolkata.
import { describe, expect, it } from 'vitest';
import { isTimeZone, ZTimeZoneSchema } from '../src/entities/common.ts';

describe('time zone names', () => {
  it('accepts current names, their older links and the UTC aliases', () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Asia/Kathmandu',
      'Asia/Ho_Chi_Minh',
      'Europe/Kyiv',
      'America/Nuuk',
      'Asia/Yangon',
      'Etc/UTC',
      'UTC',
      'Etc/GMT+5',
      'America/Argentina/Buenos_Aires',
      'America/Port-au-Prince',
      'Europe/Amsterdam',
    ])
      expect(ZTimeZoneSchema.safeParse(zone).success, zone).toBe(true);
  });

  it('refuses offsets and names the database does not know', () => {
    for (const zone of [
      '+05:30',
      '-03:00',
      'Foo/Bar',
      'Europe/Atlantis',
      '',
      'Asia/Kolkata ',
      '../etc',
    ])
      expect(isTimeZone(zone), zone).toBe(false);
    expect(ZTimeZoneSchema.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe(
      'Expected an IANA time zone, e.g. Europe/Amsterdam',
    );
  });
});
