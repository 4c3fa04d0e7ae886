import {
  ZDataSourceCreateSchema,
  ZDataSourceUpdateSchema,
  type dataSystems,
  type DataSourceFull,
} from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull } from '../../components/form/formValues.ts';

/** What the data-source form's inputs hold. */
export type DataSourceFormValues = {
  name: string;
  dataSystem: (typeof dataSystems)[number] | '';
  buildingId: string;
  networkId: string;
  excludedOrganizationIds: number[];
};

export const dataSourceFormValues = (source: DataSourceFull): DataSourceFormValues => ({
  name: source.name,
  dataSystem: source.dataSystem,
  buildingId: source.buildingId === null ? '' : String(source.buildingId),
  networkId: source.networkId === null ? '' : String(source.networkId),
  excludedOrganizationIds: source.excludedOrganizations.map((o) => o.id),
});

export const newDataSourceFormValues = (
  buildingId: number | null = null,
): DataSourceFormValues => ({
  name: '',
  dataSystem: 'CSV',
  buildingId: buildingId === null ? '' : String(buildingId),
  networkId: '',
  excludedOrganizationIds: [],
});

const dataOf = (values: DataSourceFormValues) => ({
  name: values.name,
  dataSystem: values.dataSystem === '' ? null : values.dataSystem,
  buildingId: numberOrNull(values.buildingId),
  networkId: numberOrNull(values.networkId),
  excludedOrganizationIds: values.excludedOrganizationIds,
});

export const dataSourceCreateResolver = contractResolver(ZDataSourceCreateSchema, dataOf);
export const dataSourceUpdateResolver = contractResolver(ZDataSourceUpdateSchema, dataOf);
