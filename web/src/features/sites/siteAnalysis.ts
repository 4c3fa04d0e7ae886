// The site analysis (docs/decisions.md, "Site analysis"): utilization per floor by month, the
// hour × weekday profile of the site's occupancy and its busiest hours, and the operator's cost
// per seat. Pure functions over the API's answers.
import {
  addDays,
  dayOfWeek,
  formatHour,
  revenue,
  type StatisticsResponse,
  type statisticsCalls,
} from '@atrium/contract';
import type { BarData } from '../../components/charts/barChart.ts';
import type { HeatmapCell } from '../../components/charts/heatmapChart.ts';

type MonthlyOccupancy = StatisticsResponse<typeof statisticsCalls.monthlyOccupancy>;
type OccupancyHours = StatisticsResponse<typeof statisticsCalls.occupancyHours>;

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const monthKey = (m: { year: number; month: number }) =>
  `${m.year}-${String(m.month).padStart(2, '0')}`;
const monthLabel = (key: string) =>
  `${monthNames[Number(key.slice(5, 7)) - 1] ?? key} ${key.slice(0, 4)}`;

/** Each floor's average utilization per completed month: a series per floor, months in order. */
export function utilizationByFloor(
  floors: readonly { name: string }[],
  answers: readonly MonthlyOccupancy[],
): BarData {
  const keys = [...new Set(answers.flatMap((a) => a.items.map(monthKey)))].sort();
  return {
    categories: keys.map(monthLabel),
    series: floors.map((floor, index) => {
      const byMonth = new Map(
        (answers[index]?.items ?? []).map((item) => [monthKey(item), item.utilization]),
      );
      return { name: floor.name, values: keys.map((key) => byMonth.get(key) ?? null) };
    }),
  };
}

/** The last `days` days of a range ending on `endDate`: the hourly calls' window. */
export const lastDays = (endDate: string, days: number) => ({
  startDate: addDays(endDate, -(days - 1)),
  endDate,
});

/**
 * The site's people at each local hour of each day: its floors' hourly averages added (the
 * floors report at the same instants, so their averages add up to the site's), the highest of
 * a floor's data sources when it has several.
 */
function siteHours(answers: readonly OccupancyHours[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const answer of answers) {
    const floor = new Map<string, number>();
    for (const item of answer.items) {
      floor.set(item.local, Math.max(floor.get(item.local) ?? 0, item.average));
    }
    for (const [local, value] of floor) sums.set(local, (sums.get(local) ?? 0) + value);
  }
  return sums;
}

/** The average people at each hour of each weekday over the window (days with data only). */
export function hourlyProfile(answers: readonly OccupancyHours[]): HeatmapCell[] {
  const totals = new Map<string, { sum: number; days: number }>();
  for (const [local, value] of siteHours(answers)) {
    const dow = dayOfWeek(local.slice(0, 10));
    const hour = Number(local.slice(11, 13));
    const key = `${dow}:${hour}`;
    const total = totals.get(key) ?? { sum: 0, days: 0 };
    totals.set(key, { sum: total.sum + value, days: total.days + 1 });
  }
  return [...totals].map(([key, { sum, days }]) => {
    const [dow = 0, hour = 0] = key.split(':').map(Number);
    return { dow, hour, value: sum / days };
  });
}

/** The hours of the day that have data, in order. */
export const profileHours = (cells: readonly HeatmapCell[]): number[] =>
  [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);

/** Peak hours: the average people at each hour over Monday to Friday, and the busiest hour. */
export function peakHours(cells: readonly HeatmapCell[]): {
  data: BarData;
  busiest: { hour: string; people: number } | null;
} {
  const hours = profileHours(cells);
  const workday = cells.filter((cell) => cell.dow >= 1 && cell.dow <= 5);
  const values = hours.map((hour) => {
    const at = workday.filter((cell) => cell.hour === hour && cell.value !== null);
    return at.length ? at.reduce((sum, cell) => sum + (cell.value ?? 0), 0) / at.length : null;
  });
  let busiest: { hour: string; people: number } | null = null;
  values.forEach((value, index) => {
    if (value !== null && (busiest === null || value > busiest.people)) {
      busiest = { hour: formatHour(hours[index] ?? 0), people: value };
    }
  });
  return {
    data: {
      categories: hours.map((hour) => formatHour(hour)),
      series: [{ name: 'Average people', values }],
    },
    busiest,
  };
}

export type SiteCost = {
  /** The operator's yearly rent for the site (its leases' rent rate × rentable area): 'TCO'. */
  tco: number | null;
  perSeat: number | null;
  perUsedSeat: number | null;
  leases: number;
};

/**
 * The operator's cost: TCO = Σ rent rate × rentable area of its active leases in the building;
 * per seat ÷ the site's seats; per used seat ÷ the people there on an average workday.
 */
export function siteCost(
  leases: readonly { rentRate: number | null; rentableSF: number | null }[],
  capacity: number,
  averageOccupancy: number | null,
): SiteCost {
  const rents = leases.map((lease) => revenue(lease.rentRate, lease.rentableSF));
  const known = rents.filter((rent): rent is number => rent !== null);
  const tco = known.length ? known.reduce((sum, rent) => sum + rent, 0) : null;
  return {
    tco,
    perSeat: tco !== null && capacity > 0 ? tco / capacity : null,
    perUsedSeat: tco !== null && averageOccupancy ? tco / averageOccupancy : null,
    leases: leases.length,
  };
}
