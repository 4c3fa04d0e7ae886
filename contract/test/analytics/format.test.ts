import { describe, expect, it } from 'vitest';
import {
  abbreviateMoney,
  formatHour,
  formatPercent,
  fromPercentField,
  leaseMonthsRemaining,
  toPercentField,
} from '../../src/index.ts';

describe('abbreviateMoney', () => {
  it('abbreviates K from 1,000 and M from 1,000,000', () => {
    expect(abbreviateMoney(0)).toBe('0');
    expect(abbreviateMoney(999)).toBe('999');
    expect(abbreviateMoney(12.34)).toBe('12.3');
    expect(abbreviateMoney(1000)).toBe('1K');
    expect(abbreviateMoney(1500)).toBe('1.5K');
    expect(abbreviateMoney(12_345)).toBe('12.3K');
    expect(abbreviateMoney(999_999)).toBe('1M');
    expect(abbreviateMoney(1_000_000)).toBe('1M');
    expect(abbreviateMoney(2_340_000)).toBe('2.3M');
    expect(abbreviateMoney(-1500)).toBe('-1.5K');
    expect(abbreviateMoney(Number.NaN)).toBe('–');
  });
});

describe('formatPercent', () => {
  it('shows a fraction as a percentage with one decimal, a dash when missing', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(-0.05)).toBe('-5.0%');
    expect(formatPercent(-0.00001)).toBe('0.0%');
    expect(formatPercent(null)).toBe('–');
  });
});

describe('leaseMonthsRemaining', () => {
  const today = '2026-01-15';

  it('counts whole months to the end date', () => {
    expect(leaseMonthsRemaining('2026-03-14', 'ACTIVE', today)).toBe(1);
    expect(leaseMonthsRemaining('2026-03-15', 'ACTIVE', today)).toBe(2);
    expect(leaseMonthsRemaining('2027-01-15', 'ACTIVE', today)).toBe(12);
    expect(leaseMonthsRemaining('2026-02-10', 'ACTIVE', today)).toBe(0);
    expect(leaseMonthsRemaining(today, 'ACTIVE', today)).toBe(0);
    expect(leaseMonthsRemaining('2026-02-28', 'ACTIVE', '2026-01-31')).toBe(1);
  });

  it('says EXPIRED when an ACTIVE lease has passed its end', () => {
    expect(leaseMonthsRemaining('2026-01-14', 'ACTIVE', today)).toBe('EXPIRED');
    expect(leaseMonthsRemaining('2026-01-14', 'EXPIRED', today)).toBe(0);
    expect(leaseMonthsRemaining(null, 'ACTIVE', today)).toBeNull();
  });
});

describe('percent fields', () => {
  it('show the stored fraction as a percentage with two decimals', () => {
    expect(toPercentField(0.125)).toBe('12.50');
    expect(toPercentField(0.07)).toBe('7.00');
    expect(toPercentField(1)).toBe('100.00');
    expect(toPercentField(null)).toBe('');
  });

  it('store the typed percentage as a fraction, empty as null', () => {
    expect(fromPercentField('12.5')).toBe(0.125);
    expect(fromPercentField(' 12.5% ')).toBe(0.125);
    expect(fromPercentField('57.7')).toBe(0.577);
    expect(fromPercentField('0')).toBe(0);
    expect(fromPercentField('')).toBeNull();
    expect(fromPercentField('   ')).toBeNull();
    expect(fromPercentField('abc')).toBeNull();
    expect(fromPercentField(toPercentField(0.1234))).toBe(0.1234);
  });
});

describe('formatHour', () => {
  it('gives hours and local HH:MM times in 12-hour form', () => {
    expect(formatHour(7)).toBe('7 AM');
    expect(formatHour(0)).toBe('12 AM');
    expect(formatHour(11)).toBe('11 AM');
    expect(formatHour(12)).toBe('12 PM');
    expect(formatHour(13)).toBe('1 PM');
    expect(formatHour(23)).toBe('11 PM');
    expect(formatHour('07:00')).toBe('7 AM');
    expect(formatHour('09:30')).toBe('9:30 AM');
    expect(formatHour('00:15')).toBe('12:15 AM');
    expect(formatHour('18:00')).toBe('6 PM');
  });

  it('returns what is not an hour as it came', () => {
    expect(formatHour(24)).toBe('24');
    expect(formatHour(7.5)).toBe('7.5');
    expect(formatHour('–')).toBe('–');
    expect(formatHour('25:00')).toBe('25:00');
    expect(formatHour('07:75')).toBe('07:75');
  });
});
