export type SubleaseForDeduction = {
  capacity: number | null;
  rentableSF: number | null;
  spaceIds: readonly number[];
  status: string;
  startDate: string;
  endDate: string | null;
};

export type LeaseForDeduction = {
  capacity: number | null;
  rentableSF: number | null;
  spaceIds: readonly number[];
  status: string;
  children: readonly SubleaseForDeduction[];
  parent?: { capacity: number | null } | null;
};

export const CAPACITY_MISSING_IN_SUBLEASE = 'Capacity is missing in the sublease';
export const CAPACITY_MISSING_IN_PARENT = 'Capacity is missing in the parent lease';

export type DeductionResult =
  | { ok: true; capacity: number | null; rentableSF: number | null; spaceIds: readonly number[] }
  | { ok: false; message: string };

/** A sublease counts on a date when its status is ACTIVE and the date is within its term. */
export function isActiveSublease(child: SubleaseForDeduction, onDate: string): boolean {
  return (
    child.status === 'ACTIVE' &&
    child.startDate <= onDate &&
    (child.endDate === null || child.endDate >= onDate)
  );
}

/**
 * What remains of a lease once its active subleases are taken out ('Subleases' analysis mode):
 * capacity and area minus the subleases' (floored at 0; a missing sublease area counts as 0;
 * null stays null), spaces minus the subleased ones. Invalid — with the spec's message — when
 * an active sublease has no capacity (checked first) or the lease has a parent without one.
 */
export function deductSubleases(lease: LeaseForDeduction, onDate: string): DeductionResult {
  const active = lease.children.filter((child) => isActiveSublease(child, onDate));
  if (active.some((child) => child.capacity === null)) {
    return { ok: false, message: CAPACITY_MISSING_IN_SUBLEASE };
  }
  if (lease.parent && lease.parent.capacity === null) {
    return { ok: false, message: CAPACITY_MISSING_IN_PARENT };
  }
  const subtract = (own: number | null, pick: (c: SubleaseForDeduction) => number | null) =>
    own === null
      ? null
      : Math.max(
          0,
          active.reduce((left, c) => left - (pick(c) ?? 0), own),
        );
  const subleased = new Set(active.flatMap((child) => child.spaceIds));
  return {
    ok: true,
    capacity: subtract(lease.capacity, (c) => c.capacity),
    rentableSF: subtract(lease.rentableSF, (c) => c.rentableSF),
    spaceIds: subleased.size ? lease.spaceIds.filter((id) => !subleased.has(id)) : lease.spaceIds,
  };
}
