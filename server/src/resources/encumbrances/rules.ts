// Lease rules beyond the schema: spaces belong to the lease's building, and a sublease fits
// within its parent lease (dates, area and spaces).
import { eq, inArray } from 'drizzle-orm';
import type { Encumbrance, Issue } from '@atrium/contract';
import { encumbrances, encumbranceSpaces, floors, spaces } from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import type { Db } from '../resource-table.ts';
import type { WriteData } from '../service.ts';
import type { encumbrancesResource } from '@atrium/contract';

type Data = WriteData<typeof encumbrancesResource>;

export async function validateEncumbrance(
  db: Db,
  data: Data,
  current: Encumbrance | null,
): Promise<void> {
  const issues: Issue[] = [];
  const buildingId = data.buildingId ?? current?.buildingId;
  const parentId = current ? current.parentId : (data.parentId ?? null);
  const startDate = data.startDate ?? current?.startDate;
  const endDate = data.endDate !== undefined ? data.endDate : (current?.endDate ?? null);
  const rentableSF =
    data.rentableSF !== undefined ? data.rentableSF : (current?.rentableSF ?? null);
  if (startDate && endDate && endDate < startDate) {
    issues.push({
      path: ['data', 'endDate'],
      message: 'The end date must not be before the start date',
    });
  }

  if (data.spaceIds?.length && buildingId !== undefined) {
    const found = await db
      .select({ id: spaces.id, buildingId: floors.buildingId })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .where(inArray(spaces.id, data.spaceIds));
    const elsewhere = new Set(found.filter((s) => s.buildingId !== buildingId).map((s) => s.id));
    data.spaceIds.forEach((id, index) => {
      if (elsewhere.has(id))
        issues.push({
          path: ['data', 'spaceIds', index],
          message: `Space ${id} is not in this building`,
        });
    });
  }

  if (parentId !== null) {
    const [parent] = await db.select().from(encumbrances).where(eq(encumbrances.id, parentId));
    if (parent) {
      if (current === null && parent.buildingId !== buildingId) {
        issues.push({
          path: ['data', 'parentId'],
          message: 'A sublease must be in the same building as its parent lease',
        });
      }
      if (parent.parentId !== null) {
        issues.push({ path: ['data', 'parentId'], message: 'A sublease cannot itself be sublet' });
      }
      if (startDate && startDate < parent.startDate) {
        issues.push({
          path: ['data', 'startDate'],
          message: `A sublease cannot start before its parent lease (${parent.startDate})`,
        });
      }
      if (parent.endDate && (endDate === null || endDate > parent.endDate)) {
        issues.push({
          path: ['data', 'endDate'],
          message: `A sublease cannot end after its parent lease (${parent.endDate})`,
        });
      }
      if (parent.rentableSF !== null && rentableSF !== null && rentableSF > parent.rentableSF) {
        issues.push({
          path: ['data', 'rentableSF'],
          message: `A sublease cannot be larger than its parent lease (${parent.rentableSF})`,
        });
      }
      if (data.spaceIds?.length) {
        const parentSpaces = await db
          .select({ id: encumbranceSpaces.spaceId })
          .from(encumbranceSpaces)
          .where(eq(encumbranceSpaces.encumbranceId, parent.id));
        const allowed = new Set(parentSpaces.map((s) => s.id));
        data.spaceIds.forEach((id, index) => {
          if (!allowed.has(id))
            issues.push({
              path: ['data', 'spaceIds', index],
              message: `Space ${id} is not part of the parent lease`,
            });
        });
      }
    }
  }
  if (issues.length) throw new BadRequestError(issues);
}
