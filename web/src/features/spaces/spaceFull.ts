import type { spacesResource } from '@atrium/contract';
import type { FullEntity } from '../../api/resourceHooks.ts';

/** A space as `/spaces/full` answers it: with its floor, external ids and outline. */
export type SpaceFull = FullEntity<typeof spacesResource>;
