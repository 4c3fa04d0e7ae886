import { describe, expect, it } from 'vitest';
import { capacityByCategory } from '../../src/index.ts';

describe('capacityByCategory', () => {
  it('adds the known capacities per category and in total', () => {
    expect(
      capacityByCategory([
        { category: 'WORK', capacity: 40 },
        { category: 'WORK', capacity: 12 },
        { category: 'SOCIAL', capacity: 20 },
        { category: 'SOCIAL', capacity: null },
        { category: 'PARKING', capacity: null },
      ]),
    ).toEqual({
      totalCapacity: 72,
      capacityByCategory: {
        WORK: 52,
        COLLABORATIVE: 0,
        CIRCULATION: 0,
        SOCIAL: 20,
        GENERAL: 0,
        SUPPORT: 0,
        RETAIL: 0,
        PARKING: null, // spaces, but none with a capacity: unknown, not 0
      },
    });
  });

  it('gives 0 seats for a floor without spaces and null when no space has a capacity', () => {
    expect(capacityByCategory([]).totalCapacity).toBe(0);
    expect(capacityByCategory([{ category: 'WORK', capacity: null }]).totalCapacity).toBeNull();
  });
});
