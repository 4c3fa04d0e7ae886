import type { DateRange } from '../../components/date-range/dateRange.ts';
import type { AnalysisMode } from './tenantFigures.ts';

/** The print report of a lease of a building, over a range, in an analysis mode. */
export function tenantReportPath(
  tenant: { tenantId: number; buildingId: number },
  range: DateRange | null,
  mode: AnalysisMode = 'original',
): string {
  const search = new URLSearchParams({
    ...(range ?? {}),
    ...(mode === 'subleases' && { mode }),
  }).toString();
  return `/buildings/${tenant.buildingId}/tenants/${tenant.tenantId}/report${search ? `?${search}` : ''}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report's range and mode from its address; anything invalid falls back to the default. */
export function parseReportSearch(search: URLSearchParams): {
  range: DateRange | null;
  mode: AnalysisMode;
} {
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  const valid = DATE.test(startDate) && DATE.test(endDate) && startDate <= endDate;
  return {
    range: valid ? { startDate, endDate } : null,
    mode: search.get('mode') === 'subleases' ? 'subleases' : 'original',
  };
}
