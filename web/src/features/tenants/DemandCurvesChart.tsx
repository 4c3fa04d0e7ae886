import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import {
  areaUnit,
  flexRequirements,
  flexScenarioLabels,
  offeredFlexScenarios,
  type FlexScenario,
} from '@atrium/contract';
import type { ChartFrameProps } from '../../components/charts/ChartCard.tsx';
import { DemandCurveChart } from '../../components/charts/DemandCurveChart.tsx';
import { formatCount } from '../../components/charts/formats.ts';
import type { TenantAnalysisData } from './useTenantAnalysis.ts';

type Offered = (typeof offeredFlexScenarios)[number];

const seatsText = (seats: number | null) => (seats === null ? '–' : `${formatCount(seats)} seats`);

/**
 * Demand Curves: the share of days at or above each daily peak, with the scenarios offered as
 * tabs (specification section 4: Current and Optimized). Each scenario's seats are drawn against
 * the curve and its seats and area (at the lease's target density) said in the subtitle.
 */
export function DemandCurvesChart({
  data,
  frame,
}: {
  data: TenantAnalysisData;
  frame: Omit<ChartFrameProps, 'title'>;
}) {
  const [scenario, setScenario] = useState<Offered>('CURRENT');
  const { flex, figures, lease, building } = data;
  const answer = flex.data;
  const requirements =
    answer && figures && lease.data && building
      ? flexRequirements({
          capacity: figures.capacity,
          rentableArea: figures.rentableSF,
          targetDensity: lease.data.targetDensity,
          dailyPeaks: answer.demand.map((day) => ({ date: day.date, peak: day.occupancy })),
          hours: building.workingHours,
        })
      : null;
  const chosen = requirements?.scenarios.find((s) => s.scenario === scenario);
  const unit = building ? areaUnit(building.units) : '';
  const figuresText = chosen
    ? [
        `${flexScenarioLabels[scenario]}: ${seatsText(chosen.seats)}`,
        chosen.area === null ? null : `${formatCount(Math.round(chosen.area))} ${unit}`,
        chosen.seatsToRelease === null
          ? null
          : `${formatCount(chosen.seatsToRelease)} seats to release`,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <DemandCurveChart
      {...frame}
      title="Demand Curves"
      subtitle={[frame.subtitle, figuresText].filter(Boolean).join(' — ') || undefined}
      data={
        answer && {
          curve: answer.demandCurve,
          capacity: figures?.capacity ?? null,
          newCapacity: scenario === 'OPTIMIZED' ? (chosen?.seats ?? null) : null,
        }
      }
      error={flex.error}
      headerExtra={
        <Tabs
          value={scenario}
          onChange={(_event, value: FlexScenario) => {
            if (value === 'CURRENT' || value === 'OPTIMIZED') setScenario(value);
          }}
          aria-label="Demand scenario"
          sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 1, px: 3 } }}
        >
          {offeredFlexScenarios.map((name) => (
            <Tab key={name} value={name} label={flexScenarioLabels[name]} />
          ))}
        </Tabs>
      }
    />
  );
}
