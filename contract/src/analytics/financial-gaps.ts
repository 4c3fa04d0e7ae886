/*
 * What keeps a lease from being financially complete (coverage.ts isFinanciallyComplete), and
 * the lease term an organization's financial coverage in a building is judged against.
 */

/** The fields a financially complete lease has, in the order they are reported. */
export const FINANCIAL_FIELDS = ['rentRate', 'rentableSF', 'startDate', 'endDate'] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

/** The financial fields the lease lacks; empty exactly when it is financially complete. */
export function missingFinancialFields(
  lease: Record<FinancialField, number | string | null>,
): FinancialField[] {
  return FINANCIAL_FIELDS.filter((field) => lease[field] === null);
}

/**
 * The end of the leases' combined term (coverage.ts LeaseTerm.leaseEndDate): the latest end
 * date, or null when one is open-ended or there are none (nothing has ended).
 */
export function latestLeaseEnd(endDates: readonly (string | null)[]): string | null {
  const ends = endDates.filter((end): end is string => end !== null);
  if (ends.length === 0 || ends.length < endDates.length) return null;
  return ends.reduce((latest, end) => (end > latest ? end : latest));
}
