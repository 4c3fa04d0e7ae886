import { useState } from 'react';
import { statisticsCalls, type BuildingFull } from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { useActingOrganization } from '../../../../auth/actingOrganization.ts';
import type { OccupancyGroup } from '../../../../components/date-range/useOccupancyRange.ts';

/** One thing a building's analytics can be about, for the caller. */
export type BuildingGroup = { key: string; label: string; group: OccupancyGroup };

/**
 * What the caller may see figures of in the building (docs/decisions.md, "The building's
 * analytics tabs"): the whole building for its owner and the platform; an operator its floors
 * (floorId); an occupier its leases (tenantId), since a whole building's figures hold other
 * tenants' people. The first is chosen until another is.
 */
export function useBuildingGroups(building: BuildingFull) {
  const acting = useActingOrganization();
  const type = acting.type;
  const occupier = type === 'OCCUPIER';
  const leases = useStatistic(
    statisticsCalls.tenantStatistics,
    occupier ? { buildingId: building.id } : null,
  );
  let groups: BuildingGroup[] | undefined;
  if (acting.isLoading) groups = undefined;
  else if (type === 'OPERATOR') {
    groups = [...building.floors]
      .sort((a, b) => a.position - b.position)
      .map((floor) => ({
        key: `floor-${floor.id}`,
        label: floor.name,
        group: { buildingId: building.id, floorId: floor.id },
      }));
  } else if (occupier) {
    groups = leases.data?.items.map((lease) => ({
      key: `lease-${lease.tenantId}`,
      label: `${lease.orgName}${lease.parentId === null ? '' : ' (sublease)'} · ${lease.usageType ?? 'lease'}`,
      group: { buildingId: building.id, tenantId: lease.tenantId },
    }));
  } else {
    groups = [{ key: 'building', label: building.name, group: { buildingId: building.id } }];
  }
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = groups?.find((g) => g.key === chosenKey) ?? groups?.[0] ?? null;
  return {
    groups,
    chosen,
    choose: setChosenKey,
    /** Whole buildings: the owner's and the platform's view. */
    wholeBuilding: !occupier && type !== 'OPERATOR',
    isLoading: groups === undefined && !leases.isError,
    error: leases.error,
  };
}

export type BuildingGroups = ReturnType<typeof useBuildingGroups>;
