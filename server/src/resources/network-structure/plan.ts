// Checks a network structure save against the network as it is, and works out the writes: which
// levels go, which stay (with their new parent and position), which are new, and where each
// building hangs. Pure, so the rules are tested without a database.
import { MAX_NETWORK_DEPTH, type Issue, type NetworkStructureLevel } from '@atrium/contract';

export type StructureRequest = {
  levels: NetworkStructureLevel[];
  buildings: { buildingId: number; level: string | null }[];
};
export type StructurePlan = {
  /** Existing levels that are not in the request. */
  removed: number[];
  /** In request order, so a parent is written before its children. */
  levels: {
    ref: string;
    id: number | null;
    parent: string | null;
    name: string;
    position: number;
  }[];
  buildings: { buildingId: number; level: string | null }[];
};

/**
 * The writes for a request, or the issues that make it wrong: each ref once, a parent that comes
 * before its child, ids of this network's levels, at most MAX_NETWORK_DEPTH deep, and only the
 * network's buildings, each once, under a level of the request.
 */
export function planStructure(
  request: StructureRequest,
  existingLevelIds: ReadonlySet<number>,
  memberBuildingIds: ReadonlySet<number>,
): { plan: StructurePlan } | { issues: Issue[] } {
  const issues: Issue[] = [];
  const depthOf = new Map<string, number>();
  const seenIds = new Set<number>();
  const siblings = new Map<string | null, number>();
  const levels: StructurePlan['levels'] = [];
  request.levels.forEach((level, index) => {
    const at = (field: string) => ['levels', index, field];
    if (depthOf.has(level.ref)) issues.push({ path: at('ref'), message: 'Named twice' });
    if (level.id !== undefined) {
      if (!existingLevelIds.has(level.id))
        issues.push({ path: at('id'), message: `Network level ${level.id} not found` });
      else if (seenIds.has(level.id)) issues.push({ path: at('id'), message: 'Named twice' });
      seenIds.add(level.id);
    }
    let depth = 1;
    if (level.parent !== null) {
      const parentDepth = depthOf.get(level.parent);
      if (parentDepth === undefined) {
        issues.push({ path: at('parent'), message: 'The parent must come before its levels' });
      } else depth = parentDepth + 1;
    }
    if (depth > MAX_NETWORK_DEPTH)
      issues.push({ path: at('parent'), message: `At most ${MAX_NETWORK_DEPTH} levels deep` });
    if (!depthOf.has(level.ref)) depthOf.set(level.ref, depth);
    const position = siblings.get(level.parent) ?? 0;
    siblings.set(level.parent, position + 1);
    levels.push({
      ref: level.ref,
      id: level.id ?? null,
      parent: level.parent,
      name: level.name,
      position,
    });
  });
  const placed = new Set<number>();
  request.buildings.forEach((building, index) => {
    const at = (field: string) => ['buildings', index, field];
    if (!memberBuildingIds.has(building.buildingId))
      issues.push({ path: at('buildingId'), message: 'Not a building of this network' });
    if (placed.has(building.buildingId))
      issues.push({ path: at('buildingId'), message: 'Named twice' });
    placed.add(building.buildingId);
    if (building.level !== null && !depthOf.has(building.level))
      issues.push({ path: at('level'), message: 'No such level in the structure' });
  });
  if (issues.length > 0) return { issues };
  const kept = new Set(levels.flatMap((level) => (level.id === null ? [] : [level.id])));
  return {
    plan: {
      removed: [...existingLevelIds].filter((id) => !kept.has(id)),
      levels,
      buildings: request.buildings,
    },
  };
}
