import {
  ZNetworkCreateSchema,
  ZNetworkUpdateSchema,
  type Network,
  type reportingModes,
} from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull, textOrNull } from '../../components/form/formValues.ts';

/** What the network form's inputs hold. */
export type NetworkFormValues = {
  name: string;
  description: string;
  defaultReporting: (typeof reportingModes)[number];
  /** The network's buildings, ids as text. */
  buildingIds: string[];
  /** Only a master admin acting for the platform names the organization. */
  organizationId: string;
};

export const newNetworkFormValues = (): NetworkFormValues => ({
  name: '',
  description: '',
  defaultReporting: 'INDIVIDUAL',
  buildingIds: [],
  organizationId: '',
});

export const networkFormValues = (
  network: Network,
  buildingIds: readonly number[],
): NetworkFormValues => ({
  name: network.name,
  description: network.description ?? '',
  defaultReporting: network.defaultReporting,
  buildingIds: buildingIds.map(String),
  organizationId: String(network.organizationId),
});

const dataOf = (values: NetworkFormValues) => ({
  name: values.name,
  description: textOrNull(values.description),
  defaultReporting: values.defaultReporting,
  buildingIds: values.buildingIds.map(Number),
});

export const networkCreateResolver = (withOrganization: boolean) =>
  contractResolver(ZNetworkCreateSchema, (values: NetworkFormValues) => ({
    ...dataOf(values),
    ...(withOrganization && { organizationId: numberOrNull(values.organizationId) }),
  }));

export const networkUpdateResolver = contractResolver(ZNetworkUpdateSchema, dataOf);
