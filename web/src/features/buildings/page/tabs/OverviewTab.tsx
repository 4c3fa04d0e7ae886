import type { BuildingFull } from '@atrium/contract';
import { useActingOrganization } from '../../../../auth/actingOrganization.ts';
import { BuildingSummaryCard } from '../BuildingSummaryCard.tsx';

/** The building's Overview tab: its summary card. */
export function OverviewTab({ building }: { building: BuildingFull }) {
  const organizationType = useActingOrganization().type;
  return (
    <BuildingSummaryCard
      buildings={[building]}
      showLeaseChips={organizationType !== null && organizationType !== 'OPERATOR'}
    />
  );
}
