import { MISSING, unitSystems, type Units } from '@atrium/contract';
import { formatArea } from './floor-plan/areaFormat.ts';

/**
 * Areas kept per unit system (sqft and sqm are never added together) as one text:
 * '240,000 sqft · 12,000 sqm'; '–' when there is none.
 */
export function formatAreaByUnits(area: Partial<Record<Units, number>>): string {
  const parts = unitSystems.flatMap((unit) => {
    const value = area[unit];
    return value === undefined ? [] : [formatArea(value, unit) ?? ''];
  });
  return parts.length === 0 ? MISSING : parts.join(' · ');
}
