import { describe, expect, it } from 'vitest';
import {
  CAPACITY_MISSING_IN_PARENT,
  CAPACITY_MISSING_IN_SUBLEASE,
  deductSubleases,
  type LeaseForDeduction,
} from '../../src/index.ts';

const child = (over: Partial<LeaseForDeduction['children'][number]>) => ({
  capacity: 10,
  rentableSF: 1000,
  spaceIds: [],
  status: 'ACTIVE',
  startDate: '2026-01-01',
  endDate: null,
  ...over,
});

const lease: LeaseForDeduction = {
  capacity: 100,
  rentableSF: 10_000,
  spaceIds: [1, 2, 3, 4],
  status: 'ACTIVE',
  children: [
    child({ capacity: 20, rentableSF: 2000, spaceIds: [2] }),
    child({ capacity: 10, rentableSF: null, spaceIds: [3], endDate: '2026-06-30' }),
    child({ capacity: 30, spaceIds: [4], status: 'EXPIRED' }),
    child({ capacity: 5, spaceIds: [1], startDate: '2027-01-01' }),
  ],
};

describe('deductSubleases', () => {
  it('takes the active subleases out of capacity, area and spaces', () => {
    expect(deductSubleases(lease, '2026-03-01')).toEqual({
      ok: true,
      capacity: 70,
      rentableSF: 8000,
      spaceIds: [1, 4],
    });
  });

  it('deducts only subleases in force on the date', () => {
    expect(deductSubleases(lease, '2026-07-01')).toEqual({
      ok: true,
      capacity: 80,
      rentableSF: 8000,
      spaceIds: [1, 3, 4],
    });
    expect(deductSubleases(lease, '2025-12-31')).toEqual({
      ok: true,
      capacity: 100,
      rentableSF: 10_000,
      spaceIds: [1, 2, 3, 4],
    });
  });

  it('refuses an active sublease without capacity', () => {
    const invalid = { ...lease, children: [...lease.children, child({ capacity: null })] };
    expect(deductSubleases(invalid, '2026-03-01')).toEqual({
      ok: false,
      message: 'Capacity is missing in the sublease',
    });
    expect(CAPACITY_MISSING_IN_SUBLEASE).toBe('Capacity is missing in the sublease');
    // The same sublease once ended does not count.
    expect(deductSubleases(invalid, '2025-06-01').ok).toBe(true);
    const inactive = { ...lease, children: [child({ capacity: null, status: 'TERMINATED' })] };
    expect(deductSubleases(inactive, '2026-03-01').ok).toBe(true);
  });

  it('refuses a parent lease without capacity', () => {
    expect(deductSubleases({ ...lease, parent: { capacity: null } }, '2026-03-01')).toEqual({
      ok: false,
      message: 'Capacity is missing in the parent lease',
    });
    expect(CAPACITY_MISSING_IN_PARENT).toBe('Capacity is missing in the parent lease');
    expect(deductSubleases({ ...lease, parent: { capacity: 300 } }, '2026-03-01').ok).toBe(true);
    expect(deductSubleases({ ...lease, parent: null }, '2026-03-01').ok).toBe(true);
  });

  it('reports the sublease first when both are missing', () => {
    const both = { ...lease, parent: { capacity: null }, children: [child({ capacity: null })] };
    expect(deductSubleases(both, '2026-03-01')).toEqual({
      ok: false,
      message: CAPACITY_MISSING_IN_SUBLEASE,
    });
  });

  it('keeps a missing lease capacity missing and never goes below zero', () => {
    expect(deductSubleases({ ...lease, capacity: null }, '2026-03-01')).toMatchObject({
      ok: true,
      capacity: null,
    });
    const small = { ...lease, capacity: 15, rentableSF: 500 };
    expect(deductSubleases(small, '2026-03-01')).toMatchObject({ capacity: 0, rentableSF: 0 });
  });
});
