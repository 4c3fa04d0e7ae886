import { Stack } from '@mui/material';
import { abbreviateMoney, areaUnit, formatPercent, type Units } from '@atrium/contract';
import { TileGrid } from '../../components/AnalyticsGrid.tsx';
import { EfficiencyTierChip } from '../../components/EfficiencyTierChip.tsx';
import { formatDay, formatFlooredPercent } from '../../components/charts/formats.ts';
import { StatTile } from '../../components/StatTile.tsx';
import { formatArea } from '../../components/floor-plan/areaFormat.ts';
import type { TenantFigures } from './tenantFigures.ts';

/** The specification's text for a utilization without enough occupancy data (section 8). */
export const INSUFFICIENT_DATA = '(insufficient data)';

export type TenantSummaryTilesProps = {
  figures: TenantFigures | null;
  /** Non-office tenants have no occupancy analytics. */
  isOffice: boolean;
  units: Units;
  currency: string;
  optimizedRevenue: number | null;
  /** Operators read 'TCO' where landlords read 'Revenue' (section 1). */
  moneyLabel: 'Revenue' | 'TCO';
  loading: boolean;
};

/**
 * A utilization's text: '–' with the capacity's message when there are no seats to divide by,
 * '(insufficient data)' when the seats are known but the occupancy is not.
 */
function utilizationValue(
  value: number | null,
  figures: TenantFigures,
  format: (fraction: number) => string,
): { value: string | null; caption?: string } {
  if (value !== null) return { value: format(value) };
  if (figures.capacity === null) return { value: null, caption: figures.capacityMessage ?? '' };
  return { value: INSUFFICIENT_DATA };
}

/** Capacity, occupancy, utilization, efficiency with its tier, and the rent (or TCO). */
export function TenantSummaryTiles(props: TenantSummaryTilesProps) {
  const { figures, isOffice, units, currency, optimizedRevenue, moneyLabel, loading } = props;
  const f = figures;
  const busy = loading || f === null;
  const peakUtilization = f && utilizationValue(f.peakUtilization, f, formatPercent);
  const averageUtilization = f && utilizationValue(f.averageUtilization, f, formatFlooredPercent);
  return (
    <TileGrid label="Summary metrics">
      <StatTile
        label="Capacity"
        loading={busy}
        value={f?.capacity ?? f?.capacityMessage}
        unit={f?.capacity === null ? undefined : 'seats'}
        caption={f?.rentableSF == null ? undefined : formatArea(f.rentableSF, units)}
      />
      {isOffice && (
        <>
          <StatTile
            label="Peak occupancy"
            loading={busy}
            value={f?.peakOccupancy}
            unit="people"
            caption={f?.peakOccupancyDate ? `on ${formatDay(f.peakOccupancyDate)}` : undefined}
          />
          <StatTile
            label="Average occupancy"
            loading={busy}
            value={f?.averageOccupancy}
            unit="people"
            caption="Working days' peaks"
          />
          <StatTile
            label="Peak utilization"
            loading={busy}
            value={peakUtilization?.value}
            caption={peakUtilization?.caption}
          />
          <StatTile
            label="Average utilization"
            loading={busy}
            value={averageUtilization?.value}
            caption={averageUtilization?.caption}
          />
          <StatTile
            label="Efficiency"
            loading={busy}
            value={f?.efficiency == null ? null : formatPercent(f.efficiency)}
            caption={
              <Stack
                component="span"
                direction="row"
                // The tier's name wraps in a narrow tile instead of being cut.
                sx={{
                  mt: 1,
                  '& .MuiChip-root': { maxWidth: '100%', height: 'auto', py: 0.5 },
                  '& .MuiChip-label': { whiteSpace: 'normal' },
                }}
              >
                {f?.tier ? <EfficiencyTierChip tier={f.tier} /> : 'Projected area ÷ rentable area'}
              </Stack>
            }
          />
        </>
      )}
      <StatTile
        label={moneyLabel}
        loading={busy}
        value={f?.revenue == null ? null : abbreviateMoney(f.revenue)}
        unit={currency}
        caption={
          optimizedRevenue === null
            ? `Rent rate × rentable area (${areaUnit(units)})`
            : `Optimized ${abbreviateMoney(optimizedRevenue)} ${currency}`
        }
      />
    </TileGrid>
  );
}
