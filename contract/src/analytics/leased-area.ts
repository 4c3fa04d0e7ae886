/*
 * Real-estate occupancy: the share of a building's rentable area that is leased. Areas are
 * totalled per unit system only (sqft and sqm are never added).
 */
import type { Units } from '../entities/buildings.ts';

/** Rentable area not leased, floored at 0; null without the building's rentable area. */
export function vacantArea(rentableSF: number | null, leasedSF: number): number | null {
  if (rentableSF === null) return null;
  return Math.max(0, rentableSF - leasedSF);
}

/** Leased area ÷ rentable area (a fraction; above 1 when leases claim more than the building has). */
export function leasedShare(leasedSF: number, rentableSF: number | null): number | null {
  if (rentableSF === null || !(rentableSF > 0)) return null;
  return leasedSF / rentableSF;
}

/** Σ of areas per unit system, leaving out missing areas; a unit system with none is absent. */
export function areaByUnits(
  items: readonly { units: Units; area: number | null }[],
): Partial<Record<Units, number>> {
  const totals: Partial<Record<Units, number>> = {};
  for (const { units, area } of items) {
    if (area !== null) totals[units] = (totals[units] ?? 0) + area;
  }
  return totals;
}

export type BuildingArea = { units: Units; rentableSF: number | null; leasedSF: number };

export type LeasedAreaTotal = {
  units: Units;
  buildings: number;
  /** Σ rentable area of the buildings that have one; null when none has. */
  rentableSF: number | null;
  /** Σ leased area of every building. */
  leasedSF: number;
  /** Σ of the buildings' vacant areas; null when none is known or the leases are seen in part. */
  vacantSF: number | null;
  /** Leased area of the buildings with a rentable area ÷ their rentable area. */
  leasedShare: number | null;
};

/**
 * Portfolio totals per unit system. `partial`: the caller sees only some of the leases (an
 * occupier its own), so the vacant area cannot be known.
 */
export function leasedAreaTotals(
  buildings: readonly BuildingArea[],
  partial = false,
): LeasedAreaTotal[] {
  const byUnits = new Map<Units, BuildingArea[]>();
  for (const b of buildings) byUnits.set(b.units, [...(byUnits.get(b.units) ?? []), b]);
  return [...byUnits].map(([units, group]) => {
    const measured = group.filter((b) => b.rentableSF !== null);
    const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
    const rentable = measured.length ? sum(measured.map((b) => b.rentableSF ?? 0)) : null;
    const vacant = measured.map((b) => vacantArea(b.rentableSF, b.leasedSF) ?? 0);
    return {
      units,
      buildings: group.length,
      rentableSF: rentable,
      leasedSF: sum(group.map((b) => b.leasedSF)),
      vacantSF: partial || !measured.length ? null : sum(vacant),
      leasedShare: leasedShare(sum(measured.map((b) => b.leasedSF)), rentable),
    };
  });
}
