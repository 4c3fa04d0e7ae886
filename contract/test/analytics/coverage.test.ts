import { describe, expect, it } from 'vitest';
import {
  combineCoverage,
  coverageStates,
  financialCoverage,
  isFinanciallyComplete,
  occupancyCoverage,
  spatialCoverage,
} from '../../src/index.ts';

const today = '2026-03-01';
const current = { leaseEndDate: null, today };
const ended = { leaseEndDate: '2026-02-28', today };

describe('spatialCoverage', () => {
  it('compares mapped with leased spaces', () => {
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 10, ...current })).toBe('COVERED');
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 4, ...current })).toBe(
      'PARTIALLY_COVERED',
    );
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 0, ...current })).toBe('NOT_COVERED');
    expect(spatialCoverage({ leasedSpaces: 0, mappedSpaces: 0, ...current })).toBe('NOT_COVERED');
  });

  it('is EXPIRED once the lease ended before today, but not on its last day', () => {
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 10, ...ended })).toBe('EXPIRED');
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 0, ...ended })).toBe('NOT_COVERED');
    const lastDay = { leaseEndDate: today, today };
    expect(spatialCoverage({ leasedSpaces: 10, mappedSpaces: 10, ...lastDay })).toBe('COVERED');
  });
});

describe('financialCoverage', () => {
  it('needs rent rate, area and both dates on a lease', () => {
    const lease = {
      rentRate: 40,
      rentableSF: 1000,
      startDate: '2025-01-01',
      endDate: '2030-01-01',
    };
    expect(isFinanciallyComplete(lease)).toBe(true);
    expect(isFinanciallyComplete({ ...lease, rentRate: null })).toBe(false);
    expect(isFinanciallyComplete({ ...lease, rentableSF: null })).toBe(false);
    expect(isFinanciallyComplete({ ...lease, endDate: null })).toBe(false);
  });

  it('compares complete with all leases', () => {
    expect(financialCoverage({ leases: 2, completeLeases: 2, ...current })).toBe('COVERED');
    expect(financialCoverage({ leases: 2, completeLeases: 1, ...current })).toBe(
      'PARTIALLY_COVERED',
    );
    expect(financialCoverage({ leases: 2, completeLeases: 0, ...current })).toBe('NOT_COVERED');
    expect(financialCoverage({ leases: 0, completeLeases: 0, ...current })).toBe('NOT_COVERED');
    expect(financialCoverage({ leases: 2, completeLeases: 1, ...ended })).toBe('EXPIRED');
  });
});

describe('occupancyCoverage', () => {
  const all = { leasedSpaces: 10, sensoredSpaces: 10 };

  it('needs sensored spaces and data', () => {
    expect(occupancyCoverage({ ...all, lastDataDate: '2026-02-20', ...current })).toBe('COVERED');
    expect(
      occupancyCoverage({ ...all, sensoredSpaces: 5, lastDataDate: '2026-02-20', ...current }),
    ).toBe('PARTIALLY_COVERED');
    expect(occupancyCoverage({ ...all, lastDataDate: null, ...current })).toBe('NOT_COVERED');
    expect(
      occupancyCoverage({ ...all, sensoredSpaces: 0, lastDataDate: '2026-02-20', ...current }),
    ).toBe('NOT_COVERED');
  });

  it('expires when the data is older than 30 days or the lease ended', () => {
    expect(occupancyCoverage({ ...all, lastDataDate: '2026-01-30', ...current })).toBe('COVERED');
    expect(occupancyCoverage({ ...all, lastDataDate: '2026-01-29', ...current })).toBe('EXPIRED');
    expect(occupancyCoverage({ ...all, lastDataDate: '2026-02-27', ...ended })).toBe('EXPIRED');
  });
});

describe('combineCoverage', () => {
  it('summarises several buildings', () => {
    expect(coverageStates).toEqual(['COVERED', 'PARTIALLY_COVERED', 'EXPIRED', 'NOT_COVERED']);
    expect(combineCoverage([])).toBe('NOT_COVERED');
    expect(combineCoverage(['COVERED', 'COVERED'])).toBe('COVERED');
    expect(combineCoverage(['NOT_COVERED', 'NOT_COVERED'])).toBe('NOT_COVERED');
    expect(combineCoverage(['EXPIRED', 'NOT_COVERED'])).toBe('EXPIRED');
    expect(combineCoverage(['COVERED', 'NOT_COVERED'])).toBe('PARTIALLY_COVERED');
    expect(combineCoverage(['EXPIRED', 'COVERED'])).toBe('PARTIALLY_COVERED');
  });
});
