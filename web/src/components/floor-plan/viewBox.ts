import type { Box } from './geometry.ts';

// Zoom and pan of the floor plan as changes of the SVG viewBox: a smaller box is a closer look.
// Pure functions, so the rules can be tested without a layout engine.

export const MAX_ZOOM = 8;
export const ZOOM_STEP = 1.25;

/** How far in the view is, relative to the whole plan (1 = all of it). */
export const zoomOf = (view: Box, base: Box): number => base.width / view.width;

/** Keeps the view's centre on the plan, so the plan cannot be panned out of sight. */
function keepOnPlan(view: Box, base: Box): Box {
  const cx = Math.min(Math.max(view.x + view.width / 2, base.x), base.x + base.width);
  const cy = Math.min(Math.max(view.y + view.height / 2, base.y), base.y + base.height);
  return { ...view, x: cx - view.width / 2, y: cy - view.height / 2 };
}

/** Zooms by `factor` (> 1 closer) keeping `anchor` (plan coordinates) where it is on screen. */
export function zoomView(
  view: Box,
  base: Box,
  factor: number,
  anchor: { x: number; y: number } = {
    x: view.x + view.width / 2,
    y: view.y + view.height / 2,
  },
): Box {
  const zoom = Math.min(Math.max(zoomOf(view, base) * factor, 1), MAX_ZOOM);
  const width = base.width / zoom;
  const height = base.height / zoom;
  const scale = width / view.width;
  const next = {
    x: anchor.x - (anchor.x - view.x) * scale,
    y: anchor.y - (anchor.y - view.y) * scale,
    width,
    height,
  };
  return zoom === 1 ? base : keepOnPlan(next, base);
}

/** Moves the view by a distance in plan units. */
export function panView(view: Box, base: Box, dx: number, dy: number): Box {
  return keepOnPlan({ ...view, x: view.x + dx, y: view.y + dy }, base);
}

/**
 * Plan units per screen pixel, and where the view starts on screen, for an SVG shown with
 * `preserveAspectRatio="xMidYMid meet"` in an element of this size.
 */
export function screenMapping(view: Box, size: { width: number; height: number }) {
  if (size.width <= 0 || size.height <= 0) return null;
  const unitsPerPixel = Math.max(view.width / size.width, view.height / size.height);
  return {
    unitsPerPixel,
    offsetX: (size.width - view.width / unitsPerPixel) / 2,
    offsetY: (size.height - view.height / unitsPerPixel) / 2,
  };
}

/** The plan point under a screen point (relative to the SVG's top left corner). */
export function planPoint(
  view: Box,
  size: { width: number; height: number },
  screen: { x: number; y: number },
): { x: number; y: number } | null {
  const mapping = screenMapping(view, size);
  if (!mapping) return null;
  return {
    x: view.x + (screen.x - mapping.offsetX) * mapping.unitsPerPixel,
    y: view.y + (screen.y - mapping.offsetY) * mapping.unitsPerPixel,
  };
}
