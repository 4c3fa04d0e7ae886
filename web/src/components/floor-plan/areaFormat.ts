import { areaUnit, type Units } from '@atrium/contract';

const areaNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** An area's number, whole and grouped: '1,250'. */
export const formatAreaNumber = (value: number): string => areaNumber.format(value);

/** An area in the building's unit, e.g. '1,250 sqft'; null when there is none. */
export function formatArea(value: number | null, units: Units): string | null {
  return value === null ? null : `${areaNumber.format(value)} ${areaUnit(units)}`;
}
