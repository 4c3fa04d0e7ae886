import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import {
  areaUnit,
  buildingsResource,
  can,
  encumbrancesResource,
  leaseTypesResource,
  organizationsResource,
  spacesResource,
  usageTypesResource,
  type EncumbranceFull,
  type OrganizationType,
} from '@atrium/contract';
import { useAll, useOne } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageHeader, pagePadding, type Crumb } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isNotFound, LoadError } from '../../components/QueryState.tsx';
import { EncumbranceForm, type LeaseFormSetup } from './EncumbranceForm.tsx';
import { emptyFormValues, formValuesOf } from './encumbranceForm.ts';
import {
  parseTenantEditTarget,
  tenantViewPath,
  type TenantEditTarget,
} from './tenantEditTarget.ts';

/** The lease page's frame: its header over whatever it shows. */
function LeasePage(props: {
  title: string;
  subtitle?: ReactNode;
  crumbs: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1200 }}>
      <PageHeader title={props.title} subtitle={props.subtitle} crumbs={props.crumbs} />
      {props.children}
    </Box>
  );
}

const buildingsCrumbs = [{ label: 'Buildings', to: '/buildings' }];

/**
 * `buildings/{id}/tenants/{entityId?}/edit`: creates a lease, a sublease of a lease
 * (`?parentId=`), or edits one; `?spaceId=` preselects a space of a new lease.
 */
export function TenantEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const target = parseTenantEditTarget(params, search);
  if (!target) {
    return (
      <LeasePage title="Not found" crumbs={buildingsCrumbs}>
        <Alert severity="warning">There is no building at this address.</Alert>
      </LeasePage>
    );
  }
  // Another lease is another form: nothing carries over.
  const key = [target.buildingId, target.encumbranceId, target.parentId, target.spaceId].join();
  return <TenantEditor key={key} target={target} />;
}

/** Organization types a lease's tenant may have. */
const TENANT_ORGANIZATION_TYPES: readonly OrganizationType[] = ['OCCUPIER', 'OPERATOR'];

// The organizations a lease names, so that their names show even when not tenant-type.
const namedOrganizations = (lease: EncumbranceFull | undefined): number[] =>
  lease
    ? [
        lease.organizationId,
        ...lease.additionalOrganizations.map((o) => o.organizationId),
        ...lease.children.map((child) => child.organizationId),
      ]
    : [];

// The page tells a missing lease apart from a failure itself.
const inPlace = { handlesErrors: true } as const;
const byName = { orderBy: { name: 'asc' } } as const;
const catalogue = { ...inPlace, staleTime: 5 * 60_000 };

function TenantEditor({ target }: { target: TenantEditTarget }) {
  const { buildingId, encumbranceId } = target;
  const user = useCurrentUser();
  const building = useOne(buildingsResource, buildingId);
  const encumbrance = useOne(encumbrancesResource, encumbranceId);
  const lease = encumbrance.data;
  const parentId = encumbranceId === null ? target.parentId : (lease?.parentId ?? null);
  const parent = useOne(encumbrancesResource, parentId);
  const spaces = useAll(spacesResource, { where: { floor: { buildingId } }, ...byName }, inPlace);
  const known = namedOrganizations(lease);
  const byType = { type: { in: TENANT_ORGANIZATION_TYPES } };
  const organizations = useAll(
    organizationsResource,
    { where: known.length > 0 ? { OR: [byType, { id: { in: known } }] } : byType, ...byName },
    { ...inPlace, enabled: encumbranceId === null || lease !== undefined },
  );
  const usageTypes = useAll(usageTypesResource, byName, catalogue);
  const leaseTypes = useAll(leaseTypesResource, byName, catalogue);
  const tenantsPath = tenantViewPath(buildingId);
  const crumbs = [{ label: 'Tenants', to: tenantsPath }];
  const notFound = (message: string, title = 'Not found', to = crumbs) => (
    <LeasePage title={title} crumbs={to}>
      <Alert severity="warning">{message}</Alert>
    </LeasePage>
  );

  if (isNotFound(building.error)) {
    return notFound(
      `There is no building ${buildingId}, or you may not see it.`,
      'Not found',
      buildingsCrumbs,
    );
  }
  if (isNotFound(encumbrance.error) || (lease && lease.buildingId !== buildingId)) {
    return notFound(`There is no lease ${encumbranceId} in this building, or you may not see it.`);
  }
  if (isNotFound(parent.error) || (parent.data && parent.data.buildingId !== buildingId)) {
    return notFound(
      `There is no lease ${parentId} to sublet in this building, or you may not see it.`,
    );
  }
  const queries = [building, encumbrance, parent, spaces, organizations, usageTypes, leaseTypes];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LeasePage title="Lease" crumbs={crumbs}>
        <LoadError
          error={failed.error}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        />
      </LeasePage>
    );
  }
  if (
    !building.data ||
    (encumbranceId !== null && !lease) ||
    (parentId !== null && !parent.data) ||
    !spaces.data ||
    !organizations.data ||
    !usageTypes.data ||
    !leaseTypes.data
  ) {
    return (
      <LeasePage title="Lease" crumbs={crumbs}>
        <PageSpinner label="Loading lease" />
      </LeasePage>
    );
  }

  const parentLease = parent.data ?? null;
  if (!lease && parentLease && parentLease.parentId !== null) {
    return notFound(
      `Lease ${parentLease.id} is itself a sublease, and a sublease cannot be sublet.`,
      'Cannot sublet',
      [{ label: 'Tenants', to: tenantViewPath(buildingId, parentLease.id) }],
    );
  }

  // A sublease is offered its parent's spaces only (and keeps those it already has).
  const initialSpaceIds = new Set(lease?.spaces.map((space) => space.id) ?? []);
  const parentSpaceIds = new Set(parentLease?.spaces.map((space) => space.id) ?? []);
  const offered = parentLease
    ? spaces.data.filter((s) => parentSpaceIds.has(s.id) || initialSpaceIds.has(s.id))
    : spaces.data;
  const { spaceId } = target;
  const preselected = spaceId !== null && offered.some((space) => space.id === spaceId);

  const setup: LeaseFormSetup = {
    target: lease
      ? { mode: 'update', id: lease.id }
      : { mode: 'create', buildingId, parentId: parentLease?.id ?? null },
    buildingId,
    areaUnit: areaUnit(building.data.units),
    currency: building.data.currency,
    floors: building.data.floors,
    spaces: offered,
    organizations: organizations.data,
    usageTypes: usageTypes.data,
    leaseTypes: leaseTypes.data,
    encumbrance: lease ?? null,
    parent: parentLease,
    initialValues: lease ? formValuesOf(lease) : emptyFormValues(preselected ? [spaceId] : []),
    access: {
      save: can(user, lease ? 'encumbrances.update' : 'encumbrances.create'),
      delete: can(user, 'encumbrances.delete'),
      addSublease: can(user, 'encumbrances.create') && lease?.parentId === null,
    },
  };
  const kind = parentLease ? 'sublease' : 'lease';
  const subtitle = (
    <>
      {lease ? `${building.data.name} · ${lease.organization.name}` : building.data.name}
      {parentLease && (
        <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
          Subleased from: {parentLease.organization.name}
        </Box>
      )}
    </>
  );

  return (
    <LeasePage title={lease ? `Edit ${kind}` : `New ${kind}`} subtitle={subtitle} crumbs={crumbs}>
      {spaceId !== null && !lease && !preselected && (
        <Alert severity="info" sx={{ mb: 4 }}>
          Space {spaceId} cannot be part of this {kind}, so it is not chosen.
        </Alert>
      )}
      <EncumbranceForm setup={setup} />
    </LeasePage>
  );
}
