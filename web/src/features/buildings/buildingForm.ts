import {
  ZBuildingCreateSchema,
  ZBuildingUpdateSchema,
  type Building,
  type Units,
} from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull, numberText, textOrNull } from '../../components/form/formValues.ts';

/** What the building form's inputs hold: text for text and number inputs, ids as text. */
export type BuildingFormValues = {
  name: string;
  isActive: boolean;
  street1: string;
  street2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  description: string;
  yearBuilt: string;
  yearRenovated: string;
  class: string;
  floorCount: string;
  totalSF: string;
  rentableSF: string;
  avgRentableSFPerFloor: string;
  units: Units;
  currency: string;
  /** Latitude and longitude. */
  coordinates: [string, string];
  images: number[];
  externalSpatialId: string;
  primaryOccupancyDataSourceId: string;
  ownerOrganizationId: string;
  timeZone: string;
  workingHours: { start: string; end: string; days: number[] };
};

type BuildingFields = Omit<Building, 'id' | 'createdAt' | 'updatedAt'>;

function formValuesOf(building: BuildingFields): BuildingFormValues {
  const [latitude, longitude] = building.coordinates ?? [null, null];
  return {
    name: building.name,
    isActive: building.isActive,
    street1: building.street1 ?? '',
    street2: building.street2 ?? '',
    city: building.city ?? '',
    region: building.region ?? '',
    postalCode: building.postalCode ?? '',
    country: building.country ?? '',
    description: building.description ?? '',
    yearBuilt: numberText(building.yearBuilt),
    yearRenovated: numberText(building.yearRenovated),
    class: building.class ?? '',
    floorCount: numberText(building.floorCount),
    totalSF: numberText(building.totalSF),
    rentableSF: numberText(building.rentableSF),
    avgRentableSFPerFloor: numberText(building.avgRentableSFPerFloor),
    units: building.units,
    currency: building.currency,
    coordinates: [numberText(latitude), numberText(longitude)],
    images: building.images,
    externalSpatialId: building.externalSpatialId ?? '',
    primaryOccupancyDataSourceId: numberText(building.primaryOccupancyDataSourceId),
    ownerOrganizationId: numberText(building.ownerOrganizationId),
    timeZone: building.timeZone,
    workingHours: { ...building.workingHours, days: [...building.workingHours.days] },
  };
}

/** The form of an existing building. */
export const buildingFormValues = (building: Building): BuildingFormValues =>
  formValuesOf(building);

/** An empty form with the contract's create defaults (active, IMPERIAL, USD, UTC). */
export function newBuildingFormValues(): BuildingFormValues {
  const defaults = ZBuildingCreateSchema.parse({ name: 'New', ownerOrganizationId: 1 });
  return { ...formValuesOf(defaults), name: '', ownerOrganizationId: '' };
}

/** The request's `data` from the form; the contract schema then checks it. */
export function buildingDataOf(values: BuildingFormValues) {
  const [latitude, longitude] = values.coordinates;
  const noCoordinates = latitude.trim() === '' && longitude.trim() === '';
  return {
    name: values.name,
    isActive: values.isActive,
    street1: textOrNull(values.street1),
    street2: textOrNull(values.street2),
    city: textOrNull(values.city),
    region: textOrNull(values.region),
    postalCode: textOrNull(values.postalCode),
    country: textOrNull(values.country),
    description: textOrNull(values.description),
    yearBuilt: numberOrNull(values.yearBuilt),
    yearRenovated: numberOrNull(values.yearRenovated),
    class: textOrNull(values.class),
    floorCount: numberOrNull(values.floorCount),
    totalSF: numberOrNull(values.totalSF),
    rentableSF: numberOrNull(values.rentableSF),
    avgRentableSFPerFloor: numberOrNull(values.avgRentableSFPerFloor),
    units: values.units,
    currency: values.currency.trim().toUpperCase(),
    // Both or neither: one of the two alone is 'Required' on the other.
    coordinates: noCoordinates ? null : [numberOrNull(latitude), numberOrNull(longitude)],
    images: values.images,
    externalSpatialId: textOrNull(values.externalSpatialId),
    primaryOccupancyDataSourceId: numberOrNull(values.primaryOccupancyDataSourceId),
    ownerOrganizationId: numberOrNull(values.ownerOrganizationId),
    timeZone: values.timeZone.trim(),
    workingHours: {
      start: values.workingHours.start.trim(),
      end: values.workingHours.end.trim(),
      days: values.workingHours.days,
    },
  };
}

/** The form checked with the contract's create schema. */
export const buildingCreateResolver = contractResolver(ZBuildingCreateSchema, buildingDataOf);
/** The form checked with the contract's update schema. */
export const buildingUpdateResolver = contractResolver(ZBuildingUpdateSchema, buildingDataOf);
