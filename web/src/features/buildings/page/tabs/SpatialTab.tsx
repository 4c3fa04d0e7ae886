import type { BuildingFull } from '@atrium/contract';
import { FloorPlan } from '../../../../components/floor-plan/FloorPlan.tsx';

/** The building's Spatial tab: its floors' plans. */
export function SpatialTab({ building }: { building: BuildingFull }) {
  return <FloorPlan buildingId={building.id} units={building.units} />;
}
