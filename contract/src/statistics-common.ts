// Pieces every statistics request and answer shares.
import { z } from 'zod';
import { ZIdSchema } from './query.ts';

/** One id or a list of them (a building, a network…). */
export const ZIdsSchema = z.union([ZIdSchema, z.array(ZIdSchema).min(1).max(500)]);

/** The range an answer covers (null without data). */
export const rangeFields = { startDate: z.string().nullable(), endDate: z.string().nullable() };

/** A request's dates, when both are given, in order. */
export const orderedDates = (r: {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}): boolean => !r.startDate || !r.endDate || r.startDate <= r.endDate;
export const orderedMessage = {
  message: 'The start date must not be after the end date',
  path: ['startDate'],
};

/** A group's occupancy over a range: seats, peak and its date, average, and both utilizations. */
export const occupancyFigureFields = {
  capacity: z.int().nullable(),
  peakOccupancy: z.number().nullable(),
  peakOccupancyDate: z.string().nullable(),
  averageOccupancy: z.number().nullable(),
  peakUtilization: z.number().nullable(),
  averageUtilization: z.number().nullable(),
};
