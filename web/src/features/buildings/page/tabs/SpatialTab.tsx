import type { BuildingFull } from '@atrium/contract';
import { FloorPlan } from '../../../../components/floor-plan/FloorPlan.tsx';

/** The building's Spatial tab: the floor plan panel of each floor (specification section 2). */
export function SpatialTab({ building }: { building: BuildingFull }) {
  return <FloorPlan building={building} />;
}
