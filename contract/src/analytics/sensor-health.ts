/*
 * The health of a data source or one of its sensors, from when it last reported, judged on the
 * building's working days (as data coverage is): a sensor of an office closed at weekends is not
 * late on a Monday morning. docs/metrics.md, "Sensor health".
 */
import { addDays, isWorkday, type WorkingHours } from './time.ts';

export const sensorHealthStates = ['STOPPED', 'LATE', 'NO_DATA', 'HEALTHY'] as const;
export type SensorHealth = (typeof sensorHealthStates)[number];

/** Working days without a reading after which a sensor is LATE, and STOPPED. */
export const LATE_AFTER_WORKING_DAYS = 1;
export const STOPPED_AFTER_WORKING_DAYS = 3;

/** Working days strictly between the last day with a reading and today (both local dates). */
export function missedWorkingDays(lastDate: string, today: string, hours: WorkingHours): number {
  let missed = 0;
  // A year is enough to call it stopped; no need to count further.
  for (let date = addDays(lastDate, 1); date < today && missed < 400; date = addDays(date, 1))
    if (isWorkday(date, hours)) missed += 1;
  return missed;
}

/**
 * NO_DATA: never reported. HEALTHY: reported today or on the last working day before today.
 * LATE: one or two working days missed. STOPPED: three or more.
 */
export function sensorHealth(
  lastDate: string | null,
  today: string,
  hours: WorkingHours,
): SensorHealth {
  if (lastDate === null) return 'NO_DATA';
  const missed = missedWorkingDays(lastDate, today, hours);
  if (missed >= STOPPED_AFTER_WORKING_DAYS) return 'STOPPED';
  if (missed >= LATE_AFTER_WORKING_DAYS) return 'LATE';
  return 'HEALTHY';
}

/** Stopped first, then late, never reported, and healthy last (the order the screens list them). */
export const healthRank = (health: SensorHealth): number => sensorHealthStates.indexOf(health);
