import type { SelectOption } from '../../components/form/FormSelectField.tsx';
import type { SpaceFull } from './spaceFull.ts';

/**
 * The spaces that may be `space`'s parent: the floor's others, except those inside it (a space
 * cannot sit inside its own child). Any space may parent a new one (`space` null).
 */
export function parentOptions(
  spaces: readonly SpaceFull[],
  space: SpaceFull | null,
): SelectOption[] {
  const inside = new Set<number>();
  if (space) {
    inside.add(space.id);
    // Grow the set until no space has its parent in it; a floor has a few hundred at most.
    let grew = true;
    while (grew) {
      grew = false;
      for (const candidate of spaces) {
        if (candidate.parentId !== null && inside.has(candidate.parentId)) {
          if (!inside.has(candidate.id)) {
            inside.add(candidate.id);
            grew = true;
          }
        }
      }
    }
  }
  return spaces
    .filter((candidate) => !inside.has(candidate.id))
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
}
