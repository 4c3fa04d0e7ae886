import { taggables } from '@atrium/contract';

type Taggable = (typeof taggables)[number];

const names: Record<Taggable, string> = {
  BUILDING: 'Buildings',
  NETWORK: 'Networks',
  ORGANIZATION: 'Organizations',
  ENCUMBRANCE: 'Leases',
  PROJECT: 'Projects',
  REPORT: 'Reports',
};

/** What a tag can be put on, as a person reads it ('ENCUMBRANCE' is a lease). */
export const taggableName = (taggable: Taggable): string => names[taggable];

export const taggableChoices = taggables.map((value) => ({ value, label: names[value] }));
