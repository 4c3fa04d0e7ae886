import { ZPolygonSchema, type SpaceCategory } from '@atrium/contract';

// Floor-plan geometry: a space's outline comes from its first asset's position, a JSON string
// of `[[x, y], …]` in metres (contract/src/entities/spaces.ts).

export type Point = readonly [number, number];
export type Polygon = readonly Point[];
export type Box = { x: number; y: number; width: number; height: number };

/** The space's polygon, or null when it has none or it is not a valid polygon. */
export function spacePolygon(space: { assets: readonly { position: string }[] }): Polygon | null {
  const position = space.assets[0]?.position;
  if (!position) return null;
  try {
    const parsed = ZPolygonSchema.safeParse(JSON.parse(position));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `points` attribute of an SVG polygon. */
export const svgPoints = (polygon: Polygon): string =>
  polygon.map(([x, y]) => `${x},${y}`).join(' ');

/** The box around all polygons, with a margin of `margin` of its larger side; null if none. */
export function boundsOf(polygons: readonly Polygon[], margin = 0.03): Box | null {
  const points = polygons.flat();
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.max(...xs) - minX || 1;
  const height = Math.max(...ys) - minY || 1;
  const pad = Math.max(width, height) * margin;
  return { x: minX - pad, y: minY - pad, width: width + 2 * pad, height: height + 2 * pad };
}

/** 'COLLABORATIVE' → 'Collaborative'. */
export const categoryLabel = (category: SpaceCategory): string =>
  category.charAt(0) + category.slice(1).toLowerCase();
