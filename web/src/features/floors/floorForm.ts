import { ZFloorCreateSchema, ZFloorUpdateSchema, type Floor } from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull, numberText } from '../../components/form/formValues.ts';

/** What the floor inputs hold. */
export type FloorFormValues = {
  name: string;
  position: string;
  rentableSF: string;
  images: number[];
};

export function floorFormValues(floor: Floor): FloorFormValues {
  return {
    name: floor.name,
    position: numberText(floor.position),
    rentableSF: numberText(floor.rentableSF),
    images: floor.images,
  };
}

/** A new floor one level above the highest (or at 0 in a building without floors). */
export function newFloorFormValues(positions: readonly number[]): FloorFormValues {
  const next = positions.length === 0 ? 0 : Math.max(...positions) + 1;
  return { name: '', position: String(next), rentableSF: '', images: [] };
}

const floorDataOf = (values: FloorFormValues) => ({
  name: values.name,
  position: numberOrNull(values.position),
  rentableSF: numberOrNull(values.rentableSF),
  images: values.images,
});

export const floorCreateResolver = (buildingId: number) =>
  contractResolver(ZFloorCreateSchema, (values: FloorFormValues) => ({
    buildingId,
    ...floorDataOf(values),
  }));

/** The floor page's form: name, position, rentable area and images. */
export const floorUpdateResolver = contractResolver(ZFloorUpdateSchema, floorDataOf);

/** The rename dialog changes the name only. */
export const floorRenameResolver = contractResolver(
  ZFloorUpdateSchema,
  (values: FloorFormValues) => ({
    name: values.name,
  }),
);
