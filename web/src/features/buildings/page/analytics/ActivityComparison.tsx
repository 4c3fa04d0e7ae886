import { formatPercent, isoDayOfWeek, statisticsCalls, type BuildingFull } from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { formatCount } from '../../../../components/charts/formats.ts';
import { LineChart } from '../../../../components/charts/LineChart.tsx';
import type { LineData } from '../../../../components/charts/lineChart.ts';
import { rangeSubtitle } from '../../../../components/charts/statisticsData.ts';
import type { DateRange } from '../../../../components/date-range/dateRange.ts';

type Day = {
  date: string;
  booked: number;
  checkedIn: number;
  noShows: number;
  badgeVisitors: number;
  sensorPeak: number | null;
};

/** The working days' bookings, badges and sensor peaks as lines. */
export function activityLines(items: readonly Day[], workingDays: readonly number[]): LineData {
  const days = items.filter((d) => workingDays.includes(isoDayOfWeek(d.date)));
  return {
    dates: days.map((d) => d.date),
    series: [
      { name: 'Booked', values: days.map((d) => d.booked) },
      { name: 'Checked in', values: days.map((d) => d.checkedIn) },
      { name: 'No-shows', values: days.map((d) => d.noShows) },
      { name: 'Badge visitors', values: days.map((d) => d.badgeVisitors) },
      { name: 'Sensor peak', values: days.map((d) => d.sensorPeak) },
    ],
  };
}

/** 'No-shows 8.1% of bookings; on average 182 booked, 165 badged in, sensors' peak 148'. */
export function activitySummary(items: readonly Day[], workingDays: readonly number[]): string {
  const days = items.filter((d) => workingDays.includes(isoDayOfWeek(d.date)));
  const sum = (pick: (d: Day) => number) => days.reduce((total, d) => total + pick(d), 0);
  const booked = sum((d) => d.booked);
  const sensed = days.filter((d) => d.sensorPeak !== null);
  const mean = (total: number, count: number) => (count === 0 ? null : total / count);
  const sensorMean = mean(
    sensed.reduce((total, d) => total + (d.sensorPeak ?? 0), 0),
    sensed.length,
  );
  return [
    `No-shows ${formatPercent(booked === 0 ? null : sum((d) => d.noShows) / booked)} of bookings`,
    `per working day on average ${formatCount(mean(booked, days.length))} booked, ` +
      `${formatCount(
        mean(
          sum((d) => d.badgeVisitors),
          days.length,
        ),
      )} badged in, ` +
      `sensors' peak ${formatCount(sensorMean)}`,
  ].join('; ');
}

/**
 * Bookings, badges and sensors side by side per working day (`/occupancy/activity`): where the
 * booked desks, the people who badged in and the people the sensors counted part. Only for a
 * building that has reservations or badge events.
 */
export function ActivityComparison({
  building,
  range,
}: {
  building: BuildingFull;
  range: DateRange | null;
}) {
  const activity = useStatistic(
    statisticsCalls.buildingActivity,
    range && { buildingId: building.id, ...range },
    { keepPrevious: true },
  );
  const answer = activity.data;
  if (answer && !answer.hasReservations && !answer.hasBadgeEvents) return null;
  const days = building.workingHours.days;
  return (
    <LineChart
      title="Bookings, Badges and Sensors"
      subtitle={
        answer
          ? `${rangeSubtitle(range) ?? ''} — ${activitySummary(answer.items, days)}`
          : rangeSubtitle(range)
      }
      data={answer && activityLines(answer.items, days)}
      loading={activity.isFetching && activity.isPlaceholderData}
      error={activity.error}
    />
  );
}
