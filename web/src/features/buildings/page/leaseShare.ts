// The leased and vacant shares of a building (the summary card's chips): the rentable area of
// its active leases against its own rentable area.

export type LeaseShare = { leased: number; vacant: number };

/** Null when the building has no rentable area to compare with. */
export function leaseShare(
  buildingRentableSF: number | null,
  activeLeases: readonly { rentableSF: number | null }[],
): LeaseShare | null {
  if (buildingRentableSF === null || buildingRentableSF <= 0) return null;
  const leasedArea = activeLeases.reduce((sum, lease) => sum + (lease.rentableSF ?? 0), 0);
  // Leases recorded larger than the building still leave it fully leased, not more.
  const leased = Math.min(leasedArea / buildingRentableSF, 1);
  return { leased, vacant: 1 - leased };
}

/** A share as a percentage with one decimal (specification section 9): 0.725 → '72.5%'. */
export const formatShare = (share: number): string => `${(share * 100).toFixed(1)}%`;
