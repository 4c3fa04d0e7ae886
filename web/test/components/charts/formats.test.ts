// @vitest-environment node
// Pure functions: no DOM needed.
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatFlooredPercent,
  formatTick,
  formatValue,
} from '../../../src/components/charts/formats.ts';

describe('chart formats', () => {
  it('floors average utilization to a whole percent, 0.29 staying 29 %', () => {
    expect(formatFlooredPercent(0.579)).toBe('57%');
    expect(formatFlooredPercent(0.29)).toBe('29%');
    expect(formatFlooredPercent(0.999)).toBe('99%');
    expect(formatFlooredPercent(null)).toBe('–');
  });

  it("uses the contract's percent (one decimal) and money (K, M) formats", () => {
    expect(formatValue(0.1234, 'percent')).toBe('12.3%');
    expect(formatValue(1500, 'money')).toBe('1.5K');
    expect(formatValue(2_000_000, 'money')).toBe('2M');
    expect(formatValue(null, 'money')).toBe('–');
    expect(formatValue(Number.NaN, 'count')).toBe('–');
  });

  it('floors the average occupancy by day of week', () => {
    expect(formatValue(41.99, 'flooredCount')).toBe('41');
    expect(formatValue(1234.5, 'flooredCount')).toBe('1,234');
    expect(formatTick(40, 'flooredCount')).toBe('40');
  });

  it('groups counts and keeps one decimal of an average', () => {
    expect(formatCount(41.64)).toBe('41.6');
    expect(formatCount(1234)).toBe('1,234');
  });

  it('writes percent ticks in whole numbers', () => {
    expect(formatTick(0.2, 'percent')).toBe('20%');
    expect(formatTick(0.675, 'flooredPercent')).toBe('68%');
    expect(formatTick(250_000, 'money')).toBe('250K');
  });

  it('writes a local date with the month as a word', () => {
    expect(formatDay('2026-03-04')).toBe('4 Mar 2026');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
  });
});
