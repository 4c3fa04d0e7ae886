import { useCallback, useMemo, useState } from 'react';
import { defaultRangeOfSpan, type DataSpan, type DateRange } from './dateRange.ts';

export type AppliedRange = {
  /** The range statistics are asked for: the default until the user applies another. */
  range: DateRange | null;
  defaultRange: DateRange | null;
  apply: (range: DateRange) => void;
};

/**
 * Holds the applied date range of one screen. A range applied to one tenant's data means
 * nothing for another's, so it falls back to the default when the span changes or when
 * `scope` (say the tenant's id, for two tenants whose data spans the same days) does.
 */
export function useAppliedRange(span: DataSpan | null, scope?: string | number): AppliedRange {
  const spanKey = span ? `${String(scope)}|${span.first}|${span.last}` : null;
  const [chosen, setChosen] = useState<{ spanKey: string; range: DateRange } | null>(null);
  // Worked out from the span's values, not its object: a parent may build `{ first, last }` on
  // every render.
  const first = span?.first;
  const last = span?.last;
  const dates = span?.dates;
  const defaultRange = useMemo(
    () => (first && last ? defaultRangeOfSpan({ first, last, dates }) : null),
    [first, last, dates],
  );
  const apply = useCallback(
    (range: DateRange) => {
      if (spanKey !== null) setChosen({ spanKey, range });
    },
    [spanKey],
  );
  const range = chosen && chosen.spanKey === spanKey ? chosen.range : defaultRange;
  return { range, defaultRange, apply };
}
