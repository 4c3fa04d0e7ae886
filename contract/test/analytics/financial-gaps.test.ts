import { describe, expect, it } from 'vitest';
import { isFinanciallyComplete, latestLeaseEnd, missingFinancialFields } from '../../src/index.ts';

describe('missingFinancialFields', () => {
  const complete = {
    rentRate: 40,
    rentableSF: 1000,
    startDate: '2024-01-01',
    endDate: '2029-12-31',
  };
  it('names the missing fields in order, none for a complete lease', () => {
    expect(missingFinancialFields(complete)).toEqual([]);
    expect(missingFinancialFields({ ...complete, endDate: null, rentRate: null })).toEqual([
      'rentRate',
      'endDate',
    ]);
  });
  it('agrees with isFinanciallyComplete', () => {
    for (const field of ['rentRate', 'rentableSF', 'startDate', 'endDate'] as const) {
      const lease = { ...complete, [field]: null };
      expect(missingFinancialFields(lease)).toEqual([field]);
      expect(isFinanciallyComplete(lease)).toBe(false);
    }
  });
  it('counts 0 as given', () => {
    expect(missingFinancialFields({ ...complete, rentRate: 0 })).toEqual([]);
  });
});

describe('latestLeaseEnd', () => {
  it('is the latest end date', () => {
    expect(latestLeaseEnd(['2026-01-31', '2029-06-30', '2027-12-31'])).toBe('2029-06-30');
  });
  it('is null when a lease is open-ended or there are none', () => {
    expect(latestLeaseEnd(['2026-01-31', null])).toBeNull();
    expect(latestLeaseEnd([])).toBeNull();
  });
});
