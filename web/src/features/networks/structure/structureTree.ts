// A network's structure as it is edited: levels in a flat list (siblings keep the list's order),
// each naming its parent, and where each building hangs. Pure: every change answers a new state.
import { MAX_NETWORK_DEPTH, type NetworkStructureSave } from '@atrium/contract';
import type { NetworkFull } from '../networkColumns.tsx';

export type EditLevel = { ref: string; id: number | null; parent: string | null; name: string };
export type Structure = {
  levels: readonly EditLevel[];
  /** Building id → the ref of its level, or null. */
  placement: ReadonlyMap<number, string | null>;
};

const refOfId = (id: number) => `level-${id}`;

/** The structure a network has: levels by position within their parent. */
export function structureOf(network: Pick<NetworkFull, 'levels' | 'buildings'>): Structure {
  const sorted = [...network.levels].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    levels: sorted.map((level) => ({
      ref: refOfId(level.id),
      id: level.id,
      parent: level.parentId === null ? null : refOfId(level.parentId),
      name: level.name,
    })),
    placement: new Map(
      network.buildings.map((b) => [
        b.id,
        b.networkLevelId === null ? null : refOfId(b.networkLevelId),
      ]),
    ),
  };
}

export const childrenOf = (structure: Structure, parent: string | null): EditLevel[] =>
  structure.levels.filter((level) => level.parent === parent);

/** The level and every level beneath it. */
export function subtreeOf(structure: Structure, ref: string): Set<string> {
  const found = new Set([ref]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const level of structure.levels) {
      if (level.parent !== null && found.has(level.parent) && !found.has(level.ref)) {
        found.add(level.ref);
        grew = true;
      }
    }
  }
  return found;
}

/** How deep a level sits (1 for a top level). */
export function depthOf(structure: Structure, ref: string | null): number {
  let depth = 0;
  let current = ref;
  while (current !== null && depth <= structure.levels.length) {
    const level = structure.levels.find((l) => l.ref === current);
    current = level?.parent ?? null;
    depth += 1;
  }
  return depth;
}

/** How many levels the subtree spans below and including its root. */
function heightOf(structure: Structure, ref: string): number {
  const below = childrenOf(structure, ref).map((child) => heightOf(structure, child.ref));
  return 1 + Math.max(0, ...below);
}

let counter = 0;

export function addLevel(structure: Structure, parent: string | null, name: string): Structure {
  counter += 1;
  const level = { ref: `new-${Date.now()}-${counter}`, id: null, parent, name };
  return { ...structure, levels: [...structure.levels, level] };
}

export function renameLevel(structure: Structure, ref: string, name: string): Structure {
  return {
    ...structure,
    levels: structure.levels.map((level) => (level.ref === ref ? { ...level, name } : level)),
  };
}

/** Removes the level and everything beneath it; their buildings hang under no level. */
export function removeLevel(structure: Structure, ref: string): Structure {
  const gone = subtreeOf(structure, ref);
  return {
    levels: structure.levels.filter((level) => !gone.has(level.ref)),
    placement: new Map(
      [...structure.placement].map(([id, level]) => [
        id,
        level !== null && gone.has(level) ? null : level,
      ]),
    ),
  };
}

/** Whether the level may go under `parent`: not into itself, and no deeper than allowed. */
export function canMoveLevel(structure: Structure, ref: string, parent: string | null): boolean {
  if (parent !== null && subtreeOf(structure, ref).has(parent)) return false;
  return depthOf(structure, parent) + heightOf(structure, ref) <= MAX_NETWORK_DEPTH;
}

/**
 * Puts the level under `parent`, before the sibling `before` (last when null). A move that
 * cannot be made leaves the structure as it is.
 */
export function moveLevel(
  structure: Structure,
  ref: string,
  parent: string | null,
  before: string | null = null,
): Structure {
  if (ref === before || !canMoveLevel(structure, ref, parent)) return structure;
  const moving = structure.levels.find((level) => level.ref === ref);
  if (!moving) return structure;
  const rest = structure.levels.filter((level) => level.ref !== ref);
  const at = before === null ? -1 : rest.findIndex((level) => level.ref === before);
  const moved = { ...moving, parent };
  const levels = at < 0 ? [...rest, moved] : [...rest.slice(0, at), moved, ...rest.slice(at)];
  return { ...structure, levels };
}

/** Moves a level one place up or down among its siblings. */
export function shiftLevel(structure: Structure, ref: string, by: -1 | 1): Structure {
  const level = structure.levels.find((l) => l.ref === ref);
  if (!level) return structure;
  const siblings = childrenOf(structure, level.parent);
  const index = siblings.findIndex((s) => s.ref === ref);
  const target = siblings[index + by];
  if (!target) return structure;
  if (by === -1) return moveLevel(structure, ref, level.parent, target.ref);
  const after = siblings[index + 2];
  return moveLevel(structure, ref, level.parent, after?.ref ?? null);
}

export function placeBuilding(structure: Structure, buildingId: number, level: string | null) {
  const placement = new Map(structure.placement);
  placement.set(buildingId, level);
  return { ...structure, placement };
}

/** The save request: levels in tree order (a parent before its children), every building. */
export function saveRequestOf(networkId: number, structure: Structure): NetworkStructureSave {
  const ordered: EditLevel[] = [];
  const visit = (parent: string | null) => {
    for (const level of childrenOf(structure, parent)) {
      ordered.push(level);
      visit(level.ref);
    }
  };
  visit(null);
  return {
    networkId,
    levels: ordered.map((level) => ({
      ...(level.id === null ? {} : { id: level.id }),
      ref: level.ref,
      parent: level.parent,
      name: level.name.trim(),
    })),
    buildings: [...structure.placement].map(([buildingId, level]) => ({ buildingId, level })),
  };
}

/** Whether two structures save the same. */
export const sameStructure = (networkId: number, a: Structure, b: Structure): boolean =>
  JSON.stringify(saveRequestOf(networkId, a)) === JSON.stringify(saveRequestOf(networkId, b));
