/**
 * The `buildingId` of a statistics body over some buildings: one id for one building, else the
 * list, so that every view of one building's tenants asks the very same body (one request).
 */
export function buildingIdsBody(
  buildings: readonly { id: number }[],
): { buildingId: number | number[] } | null {
  const [first, ...rest] = buildings.map((b) => b.id);
  if (first === undefined) return null;
  return { buildingId: rest.length === 0 ? first : [first, ...rest] };
}
