import { reportingModes } from '@atrium/contract';

type Reporting = (typeof reportingModes)[number];

const names: Record<Reporting, string> = {
  AGGREGATED: 'Aggregated',
  INDIVIDUAL: 'Individual',
};
const explanations: Record<Reporting, string> = {
  AGGREGATED: 'Aggregated: the buildings report as one site (and the network is found by search).',
  INDIVIDUAL: 'Individual: each building reports on its own.',
};

/** How a network reports, as people read it. */
export const reportingName = (reporting: Reporting): string => names[reporting];
export const reportingExplanation = (reporting: Reporting): string => explanations[reporting];

export const reportingChoices = reportingModes.map((value) => ({ value, label: names[value] }));
