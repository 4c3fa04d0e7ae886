// What the dashboards work out from the API's answers, pure so the tests compare them with it.
import {
  abbreviateMoney,
  coverageStates,
  daysBetween,
  efficiencyTierLabels,
  efficiencyTiers,
  OCCUPANCY_STALE_AFTER_DAYS,
  type EfficiencyTier,
  type OrganizationType,
  type Units,
} from '@atrium/contract';
import type { BarData } from '../../components/charts/barChart.ts';
import type { DonutData } from '../../components/charts/donutChart.ts';

/** Coverage states' colours: states, so green, amber, red and grey (design brief). */
export const coverageColours = {
  COVERED: '#00C853',
  PARTIALLY_COVERED: '#FFB300',
  EXPIRED: '#E53935',
  NOT_COVERED: '#9E9E9E',
} as const;
export const coverageLabels = {
  COVERED: 'Covered',
  PARTIALLY_COVERED: 'Partially covered',
  EXPIRED: 'Expired',
  NOT_COVERED: 'Not covered',
} as const;

type Coverage = Record<'spatial' | 'financial' | 'occupancy', (typeof coverageStates)[number]>;

/** Buildings per coverage state for each kind of data: a stacked bar per kind. */
export function coverageBars(coverages: readonly Coverage[]): BarData {
  const kinds = ['spatial', 'financial', 'occupancy'] as const;
  return {
    categories: ['Spatial', 'Financial', 'Occupancy'],
    series: coverageStates.map((state) => ({
      name: coverageLabels[state],
      colour: coverageColours[state],
      values: kinds.map((kind) => coverages.filter((c) => c[kind] === state).length),
    })),
  };
}

/** Efficiency tiers' colours: states again (growth green … churn red). */
const tierColours: Record<EfficiencyTier, string> = {
  EXPANSION: '#00C853',
  STABLE: '#00AAEF',
  DOWNSIZE: '#FFB300',
  CHURN: '#E53935',
};

/** Leases per efficiency tier, as donut slices (tiers without leases are left out). */
export function tierSlices(
  leases: readonly { efficiencyTier: EfficiencyTier | null }[],
): DonutData {
  return {
    slices: efficiencyTiers.map((tier) => ({
      label: efficiencyTierLabels[tier],
      value: leases.filter((lease) => lease.efficiencyTier === tier).length,
      colour: tierColours[tier],
    })),
  };
}

/** An area per unit system as text: the larger system first, '1.2M sqft · 40K sqm'. */
export function areaText(area: Partial<Record<Units, number>>): string | null {
  const parts = (Object.entries(area) as [Units, number][])
    .sort(([, a], [, b]) => b - a)
    .map(([units, value]) => `${abbreviateMoney(value)} ${units === 'IMPERIAL' ? 'sqft' : 'sqm'}`);
  return parts.length ? parts.join(' · ') : null;
}

/** Organizations per type, in the specification's order. */
export function organizationsByType(organizations: readonly { type: OrganizationType }[]): BarData {
  const types = ['OWNER', 'OCCUPIER', 'OPERATOR'] as const;
  const names = { OWNER: 'Owners', OCCUPIER: 'Occupiers', OPERATOR: 'Operators' };
  return {
    categories: types.map((type) => names[type]),
    series: [
      {
        name: 'Organizations',
        values: types.map((type) => organizations.filter((o) => o.type === type).length),
      },
    ],
  };
}

/**
 * Data sources that stopped reporting: a last reading more than 30 days before today
 * (OCCUPANCY_STALE_AFTER_DAYS), oldest first; never-reporting ones are listed apart.
 */
export function stoppedSources<
  S extends { id: number; lastReadingDate: string | null; isPrimary: boolean },
>(sources: readonly S[], today: string): { stopped: S[]; never: S[] } {
  const unique = [...new Map(sources.map((source) => [source.id, source])).values()];
  return {
    stopped: unique
      .filter(
        (s) =>
          s.lastReadingDate !== null &&
          daysBetween(s.lastReadingDate, today) > OCCUPANCY_STALE_AFTER_DAYS,
      )
      .sort((a, b) => (a.lastReadingDate ?? '').localeCompare(b.lastReadingDate ?? '')),
    never: unique.filter((s) => s.lastReadingDate === null),
  };
}

/**
 * Floors ranked by average utilization: the busiest and the emptiest (those with a figure); a
 * floor is in one list only, so a few floors are split between the two.
 */
export function rankFloors<F extends { averageUtilization: number | null }>(
  floors: readonly F[],
  count = 3,
): { busiest: F[]; emptiest: F[] } {
  const sorted = floors
    .filter((floor) => floor.averageUtilization !== null)
    .sort((a, b) => (b.averageUtilization ?? 0) - (a.averageUtilization ?? 0));
  const top = Math.min(count, Math.ceil(sorted.length / 2));
  const bottom = Math.min(count, sorted.length - top);
  return {
    busiest: sorted.slice(0, top),
    emptiest: sorted.slice(sorted.length - bottom).reverse(),
  };
}
