import { spaceCategories, type SpaceCategory } from '../entities/spaces.ts';
import { sumKnown } from './stats.ts';

export type CapacityByCategory = Record<SpaceCategory, number | null>;

/**
 * Floor capacity by category (specification section 3): per category the Σ of its spaces' known
 * capacities. A category without spaces holds 0 seats; one whose spaces all lack a capacity is
 * null (unknown, not 0). The total follows the same rule over all the spaces.
 */
export function capacityByCategory(
  spaces: readonly { category: SpaceCategory; capacity: number | null }[],
): { totalCapacity: number | null; capacityByCategory: CapacityByCategory } {
  const sum = (list: readonly { capacity: number | null }[]): number | null => {
    if (list.length === 0) return 0;
    return sumKnown(list.map((s) => s.capacity));
  };
  const byCategory = Object.fromEntries(
    spaceCategories.map((category) => [
      category,
      sum(spaces.filter((s) => s.category === category)),
    ]),
  ) as CapacityByCategory;
  return { totalCapacity: sum(spaces), capacityByCategory: byCategory };
}
