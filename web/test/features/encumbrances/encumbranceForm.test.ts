import { describe, expect, it } from 'vitest';
import {
  emptyFormValues,
  formValuesOf,
  messagesByField,
  validateEncumbranceForm,
  type EncumbranceFormContext,
  type EncumbranceFormValues,
} from '../../../src/features/encumbrances/encumbranceForm.ts';
import {
  deductionOutcome,
  savedFiguresOf,
} from '../../../src/features/encumbrances/leaseDeduction.ts';
import { parseTenantEditTarget } from '../../../src/features/encumbrances/tenantEditTarget.ts';
import { lease, sublet } from './leaseFixtures.ts';

const create: EncumbranceFormContext = {
  target: { mode: 'create', buildingId: 7, parentId: null },
  parent: null,
};
const valid = (overrides: Partial<EncumbranceFormValues> = {}): EncumbranceFormValues => ({
  ...emptyFormValues([101]),
  organizationId: 11,
  startDate: '2026-01-01',
  ...overrides,
});
const issuesOf = (values: EncumbranceFormValues, context = create) => {
  const result = validateEncumbranceForm(values, context);
  return result.ok ? new Map() : messagesByField(result.issues);
};

describe('the lease form model', () => {
  it("turns the inputs into the contract's data: '' is null, numbers are numbers", () => {
    const result = validateEncumbranceForm(
      valid({ rentRate: ' 12.5 ', capacity: '0', usageTypeId: '2', endDate: '' }),
      create,
    );
    expect(result).toEqual({
      ok: true,
      submission: {
        mode: 'create',
        data: expect.objectContaining({
          buildingId: 7,
          parentId: null,
          rentRate: 12.5,
          capacity: 0,
          rentableSF: null,
          usageTypeId: 2,
          leaseTypeId: null,
          endDate: null,
          spaceIds: [101],
        }) as unknown,
      },
    });
  });

  it('reads an existing lease back into the inputs', () => {
    const values = formValuesOf(lease({ rentRate: null, spaces: [{ id: 9 }, { id: 3 }] }));
    expect(values).toMatchObject({ rentRate: '', capacity: '100', usageTypeId: '1' });
    expect(values.spaceIds).toEqual([3, 9]);
  });

  it('says what is wrong in plain words', () => {
    const issues = issuesOf(
      valid({
        organizationId: null,
        startDate: '',
        rentRate: 'abc',
        capacity: '-1',
        targetDensity: '0',
      }),
    );
    expect(issues.get('organizationId')).toBe('Required');
    expect(issues.get('startDate')).toBe('Required');
    expect(issues.get('rentRate')).toBe('Enter a number');
    expect(issues.get('capacity')).toBe('Must be at least 0');
    expect(issues.get('targetDensity')).toBe('Must be more than 0');
  });

  it('checks the end date against the start even while other fields are wrong', () => {
    const issues = issuesOf(valid({ organizationId: null, endDate: '2025-12-31' }));
    expect(issues.get('endDate')).toBe('The end date must not be before the start date');
  });

  it('validates an update without building or parent', () => {
    const result = validateEncumbranceForm(valid(), {
      target: { mode: 'update', id: 50 },
      parent: null,
    });
    expect(result.ok && result.submission).toMatchObject({ mode: 'update', id: 50 });
    expect(result.ok && 'buildingId' in result.submission.data).toBe(false);
  });
});

describe('the address of the lease page', () => {
  it('reads the lease, the parent of a new sublease and the space', () => {
    const search = new URLSearchParams('parentId=50&spaceId=201');
    expect(parseTenantEditTarget({ id: '7' }, search)).toEqual({
      buildingId: 7,
      encumbranceId: null,
      parentId: 50,
      spaceId: 201,
    });
    // An existing lease names its own parent.
    expect(parseTenantEditTarget({ id: '7', entityId: '60' }, search)?.parentId).toBeNull();
    expect(parseTenantEditTarget({ id: '7' }, new URLSearchParams('parentId=x'))?.parentId).toBe(
      null,
    );
    expect(parseTenantEditTarget({ id: 'abc' }, search)).toBeNull();
  });
});

describe('sublease deduction as the form shows it', () => {
  const today = '2026-03-15';
  const figures = { capacity: 100, rentableSF: 1000, spaceIds: [1, 2], status: 'ACTIVE' };
  const own = { ...figures, startDate: '2024-01-01', endDate: null };

  it('takes active subleases out, and nothing while none is active', () => {
    const child = savedFiguresOf(sublet({ capacity: 30, rentableSF: 400, spaces: [{ id: 2 }] }));
    expect(deductionOutcome({ lease: own, id: 1, children: [child], parent: null, today })).toEqual(
      { kind: 'deducted', activeSubleases: 1, capacity: 70, rentableSF: 600, spaceCount: 1 },
    );
    const ended = { ...child, endDate: '2026-03-14' };
    expect(deductionOutcome({ lease: own, id: 1, children: [ended], parent: null, today })).toEqual(
      { kind: 'none' },
    );
  });

  it('gives both messages for a sublease without capacity of a parent without capacity', () => {
    const parent = { ...own, id: 1, capacity: null, children: [] };
    const outcome = deductionOutcome({
      lease: { ...own, capacity: null },
      id: null,
      children: [],
      parent,
      today,
    });
    expect(outcome).toEqual({
      kind: 'invalid',
      messages: ['Capacity is missing in the parent lease', 'Capacity is missing in the sublease'],
    });
  });
});
