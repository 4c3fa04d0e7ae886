import { Alert, Box, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { areaUnit, can, type EncumbranceFull } from '@atrium/contract';
import { ApiError } from '../../api/client.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { EncumbranceForm, type LeaseFormSetup } from './EncumbranceForm.tsx';
import { emptyFormValues, formValuesOf } from './encumbranceForm.ts';
import {
  useBuilding,
  useBuildingSpaces,
  useEncumbrance,
  useLeaseTypes,
  useTenantOrganizations,
  useUsageTypes,
} from './encumbranceQueries.ts';
import { LeaseLoadError, LeaseNotFound } from './LeasePageStates.tsx';
import {
  parseTenantEditTarget,
  tenantViewPath,
  type TenantEditTarget,
} from './tenantEditTarget.ts';

/**
 * `buildings/{id}/tenants/{entityId?}/edit`: creates a lease, a sublease of a lease
 * (`?parentId=`), or edits one; `?spaceId=` preselects a space of a new lease.
 */
export function TenantEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const target = parseTenantEditTarget(params, search);
  if (!target) {
    return <LeaseNotFound message="There is no building at this address." backTo="/buildings" />;
  }
  // Another lease is another form: nothing carries over.
  const key = [target.buildingId, target.encumbranceId, target.parentId, target.spaceId].join();
  return <TenantEditor key={key} target={target} />;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// The organizations a lease names, so that their names show even when not tenant-type.
const namedOrganizations = (lease: EncumbranceFull | undefined): number[] =>
  lease
    ? [
        lease.organizationId,
        ...lease.additionalOrganizations.map((o) => o.organizationId),
        ...lease.children.map((child) => child.organizationId),
      ]
    : [];

function TenantEditor({ target }: { target: TenantEditTarget }) {
  const { buildingId, encumbranceId } = target;
  const user = useCurrentUser();
  const building = useBuilding(buildingId);
  const encumbrance = useEncumbrance(encumbranceId);
  const lease = encumbrance.data;
  const parentId = encumbranceId === null ? target.parentId : (lease?.parentId ?? null);
  const parent = useEncumbrance(parentId);
  const spaces = useBuildingSpaces(buildingId);
  const organizations = useTenantOrganizations(
    namedOrganizations(lease),
    encumbranceId === null || lease !== undefined,
  );
  const usageTypes = useUsageTypes();
  const leaseTypes = useLeaseTypes();
  const tenantsPath = tenantViewPath(buildingId);

  if (isNotFound(building.error)) {
    return (
      <LeaseNotFound
        message={`There is no building ${buildingId}, or you may not see it.`}
        backTo="/buildings"
      />
    );
  }
  if (isNotFound(encumbrance.error) || (lease && lease.buildingId !== buildingId)) {
    return (
      <LeaseNotFound
        message={`There is no lease ${encumbranceId} in this building, or you may not see it.`}
        backTo={tenantsPath}
      />
    );
  }
  if (isNotFound(parent.error) || (parent.data && parent.data.buildingId !== buildingId)) {
    return (
      <LeaseNotFound
        message={`There is no lease ${parentId} to sublet in this building, or you may not see it.`}
        backTo={tenantsPath}
      />
    );
  }
  const queries = [building, encumbrance, parent, spaces, organizations, usageTypes, leaseTypes];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LeaseLoadError
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
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
    return <PageSpinner label="Loading lease" />;
  }

  const parentLease = parent.data ?? null;
  if (!lease && parentLease && parentLease.parentId !== null) {
    return (
      <LeaseNotFound
        title="Cannot sublet"
        message={`Lease ${parentLease.id} is itself a sublease, and a sublease cannot be sublet.`}
        backTo={tenantViewPath(buildingId, parentLease.id)}
      />
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

  return (
    <Box sx={{ p: { xs: 4, md: 6 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1">
        {lease ? `Edit ${kind}` : `New ${kind}`}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: parentLease ? 1 : 4 }}>
        {building.data.name}
        {lease && ` · ${lease.organization.name}`}
      </Typography>
      {parentLease && (
        <Typography sx={{ mb: 4 }}>Subleased from: {parentLease.organization.name}</Typography>
      )}
      {spaceId !== null && !lease && !preselected && (
        <Alert severity="info" sx={{ mb: 4 }}>
          Space {spaceId} cannot be part of this {kind}, so it is not chosen.
        </Alert>
      )}
      <EncumbranceForm setup={setup} />
    </Box>
  );
}
