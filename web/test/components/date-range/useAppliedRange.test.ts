import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { DataSpan } from '../../../src/components/date-range/dateRange.ts';
import { useAppliedRange } from '../../../src/components/date-range/useAppliedRange.ts';

const span: DataSpan = { first: '2024-03-04', last: '2026-06-30' };
const chosen = { startDate: '2025-01-01', endDate: '2025-12-31' };

function renderApplied(initial: { span: DataSpan | null; scope?: number }) {
  return renderHook(({ span: s, scope }) => useAppliedRange(s, scope), { initialProps: initial });
}

describe('useAppliedRange', () => {
  it('is the default range until a range is applied', () => {
    const { result } = renderApplied({ span });
    expect(result.current.range).toEqual({ startDate: '2025-06-30', endDate: '2026-06-30' });
    expect(result.current.defaultRange).toEqual(result.current.range);
    act(() => {
      result.current.apply(chosen);
    });
    expect(result.current.range).toEqual(chosen);
    expect(result.current.defaultRange).toEqual({
      startDate: '2025-06-30',
      endDate: '2026-06-30',
    });
  });

  it('keeps the applied range while the span has the same dates in a new object', () => {
    const { result, rerender } = renderApplied({ span });
    act(() => {
      result.current.apply(chosen);
    });
    rerender({ span: { ...span } });
    expect(result.current.range).toEqual(chosen);
  });

  it('goes back to the default when the span or the scope changes', () => {
    const { result, rerender } = renderApplied({ span, scope: 7 });
    act(() => {
      result.current.apply(chosen);
    });
    rerender({ span: { ...span, last: '2026-07-31' }, scope: 7 });
    expect(result.current.range).toEqual({ startDate: '2025-07-31', endDate: '2026-07-31' });

    act(() => {
      result.current.apply(chosen);
    });
    // Another tenant whose data happens to span the same days.
    rerender({ span: { ...span, last: '2026-07-31' }, scope: 8 });
    expect(result.current.range).toEqual({ startDate: '2025-07-31', endDate: '2026-07-31' });
  });

  it('has no range without data, and ignores an apply then', () => {
    const { result } = renderApplied({ span: null });
    act(() => {
      result.current.apply(chosen);
    });
    expect(result.current.range).toBeNull();
    expect(result.current.defaultRange).toBeNull();
  });
});
