import { MISSING, unitSystems, type Units } from '@atrium/contract';
import { formatArea } from './floor-plan/areaFormat.ts';

type AreaByUnits = Partial<Record<Units, number>>;

/** Each unit system's area as text ('240,000 sqft', '12,000 sqm'), imperial first. */
export function areaParts(area: AreaByUnits): string[] {
  return unitSystems.flatMap((unit) => {
    const value = area[unit];
    return value === undefined ? [] : [formatArea(value, unit) ?? ''];
  });
}

/**
 * Areas kept per unit system (sqft and sqm are never added together) as one text:
 * '240,000 sqft · 12,000 sqm'; '–' when there is none.
 */
export function formatAreaByUnits(area: AreaByUnits): string {
  const parts = areaParts(area);
  return parts.length === 0 ? MISSING : parts.join(' · ');
}

/** For a stat tile: the first unit system's area as the value, the others as its caption. */
export function areaTile(area: AreaByUnits): { value: string | null; caption?: string } {
  const [first, ...rest] = areaParts(area);
  return {
    value: first ?? null,
    ...(rest.length > 0 && { caption: `and ${rest.join(' and ')}` }),
  };
}
