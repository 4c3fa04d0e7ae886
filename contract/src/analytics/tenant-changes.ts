/** Specification section 9: the tenant table shows the top 4 tenants by month-over-month change. */
export const TOP_TENANTS_BY_CHANGE = 4;

/**
 * The tenants whose average occupancy changed most from one month to the next, either way:
 * ordered by the absolute change, largest first (ties keep their order); tenants without a
 * change (no figure for one of the months) are left out.
 */
export function topTenantsByChange<T extends { change: number | null }>(
  tenants: readonly T[],
  count: number = TOP_TENANTS_BY_CHANGE,
): T[] {
  return tenants
    .filter((tenant): tenant is T & { change: number } => tenant.change !== null)
    .map((tenant, index) => ({ tenant, index }))
    .sort((a, b) => Math.abs(b.tenant.change) - Math.abs(a.tenant.change) || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map(({ tenant }) => tenant);
}
