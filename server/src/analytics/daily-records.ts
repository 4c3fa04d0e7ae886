// The daily occupancy record (specification section 3): per date, each data source's count.
import { compareIso } from '@atrium/contract';
import type { DayRow } from './repository.ts';

type SourceCount = { occupancy: number; hasBackfill: boolean; isPrimary: boolean };

/** Per date (in order), each data source's peak: its buildings' peaks added. */
export function dailyRecords(perBuilding: { rows: DayRow[] }[], primaries: Set<number>) {
  const byDate = new Map<string, Record<string, SourceCount>>();
  let inOrder = true;
  let last = '';
  for (const { rows } of perBuilding) {
    for (const r of rows) {
      let counts = byDate.get(r.date);
      if (!counts) {
        counts = {};
        byDate.set(r.date, counts);
        inOrder &&= r.date > last;
        last = r.date;
      }
      const count = counts[r.dataSourceId];
      if (count) {
        count.occupancy += r.peak;
        count.hasBackfill ||= r.hasBackfill;
      } else
        counts[r.dataSourceId] = {
          occupancy: r.peak,
          hasBackfill: r.hasBackfill,
          isPrimary: primaries.has(r.dataSourceId),
        };
    }
  }
  const items = Array.from(byDate, ([date, counts]) => ({ date, counts }));
  // The rollups come in date order; several buildings' rows need sorting.
  return inOrder ? items : items.sort((a, b) => compareIso(a.date, b.date));
}
