import {
  ZPolygonSchema,
  ZSpaceCreateSchema,
  ZSpaceUpdateSchema,
  type SpaceCategory,
} from '@atrium/contract';
import { contractResolver, type ReportIssue } from '../../components/form/contractResolver.ts';
import { numberOrNull, numberText, textOrNull } from '../../components/form/formValues.ts';
import type { SpaceFull } from './spaceFull.ts';

/** What the space dialog's inputs hold; the outline is JSON text `[[x, y], …]`. */
export type SpaceFormValues = {
  name: string;
  category: SpaceCategory;
  type: string;
  rentableSF: string;
  usableSF: string;
  capacity: string;
  parentId: string;
  polygon: string;
};

export const POLYGON_EXAMPLE = '[[0, 0], [10, 0], [10, 8], [0, 8]]';

/** The outline as stored (the first asset's position), written `[[x, y], …]` when it is a polygon. */
function polygonText(space: SpaceFull): string {
  const position = space.assets[0]?.position ?? '';
  try {
    const points = ZPolygonSchema.parse(JSON.parse(position));
    return `[${points.map(([x, y]) => `[${x}, ${y}]`).join(', ')}]`;
  } catch {
    return position;
  }
}

export function spaceFormValues(space: SpaceFull): SpaceFormValues {
  return {
    name: space.name,
    category: space.category,
    type: space.type ?? '',
    rentableSF: numberText(space.rentableSF),
    usableSF: numberText(space.usableSF),
    capacity: numberText(space.capacity),
    parentId: numberText(space.parentId),
    polygon: polygonText(space),
  };
}

export function newSpaceFormValues(): SpaceFormValues {
  return {
    name: '',
    category: 'WORK',
    type: '',
    rentableSF: '',
    usableSF: '',
    capacity: '',
    parentId: '',
    polygon: '',
  };
}

/** The outline's JSON, or null when empty; text that is no JSON is reported on the field. */
function parsePolygon(text: string, report: ReportIssue<SpaceFormValues>): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    report('polygon', `Expected JSON points, e.g. ${POLYGON_EXAMPLE}`);
    // The other fields are still checked.
    return null;
  }
}

function spaceDataOf(values: SpaceFormValues, report: ReportIssue<SpaceFormValues>) {
  return {
    name: values.name,
    category: values.category,
    type: textOrNull(values.type),
    rentableSF: numberOrNull(values.rentableSF),
    usableSF: numberOrNull(values.usableSF),
    capacity: numberOrNull(values.capacity),
    parentId: numberOrNull(values.parentId),
    polygon: parsePolygon(values.polygon, report),
  };
}

export const spaceCreateResolver = (floorId: number) =>
  contractResolver(ZSpaceCreateSchema, (values: SpaceFormValues, report) => ({
    floorId,
    ...spaceDataOf(values, report),
  }));

/** An outline left as it was is not sent, so a stored one in another shape is kept. */
export const spaceUpdateResolver = (savedPolygon: string) =>
  contractResolver(ZSpaceUpdateSchema, (values: SpaceFormValues, report) => {
    const { polygon, ...data } = spaceDataOf(values, report);
    return values.polygon === savedPolygon ? data : { ...data, polygon };
  });
