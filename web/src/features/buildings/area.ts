import { areaUnit, type Units } from '@atrium/contract';

const areaFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** An area with the building's unit (IMPERIAL shows sqft, anything else sqm), or '—'. */
export function formatArea(value: number | null, units: Units): string {
  return value === null ? '—' : `${areaFormat.format(value)} ${areaUnit(units)}`;
}

/** A field label with the building's area unit, e.g. 'Rentable area (sqft)'. */
export function areaLabel(label: string, units: Units): string {
  return `${label} (${areaUnit(units)})`;
}
