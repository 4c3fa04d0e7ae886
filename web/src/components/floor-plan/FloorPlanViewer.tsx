import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Box, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { spaceCategoryColours, type spacesResource } from '@atrium/contract';
import type { FullEntity } from '../../api/resourceHooks.ts';
import {
  boundsOf,
  categoryLabel,
  svgPoints,
  type Box as PlanBox,
  type Polygon,
} from './geometry.ts';
import { SpaceLabel } from './SpaceLabel.tsx';
import { panView, planPoint, screenMapping, ZOOM_STEP, zoomView } from './viewBox.ts';

/** A space as `/spaces/full` answers it, with its outline among its assets. */
export type FloorSpace = FullEntity<typeof spacesResource>;
export type PlacedSpace = { space: FloorSpace; polygon: Polygon };

/** Specification section 9: 500 px, 600 with the summary tiles above the plan. */
export const FLOOR_PLAN_HEIGHT = 500;
export const FLOOR_PLAN_HEIGHT_WITH_SUMMARY = 600;

/** How a space is painted: its fill (the category's colour by default) and a second label line. */
export type SpacePaint = { fill: string; opacity: number; detail?: string };
const DRAG_THRESHOLD = 4;
const PAN_SHARE = 0.1;

const sizeOf = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { rect, size: { width: rect.width, height: rect.height } };
};

/**
 * The floor's spaces as polygons in their category's colour. Zoom with the buttons, the wheel
 * or +/-; pan by dragging or with the arrow keys; 0 shows the whole floor again. A click (or
 * Enter) on a space selects it.
 */
export function FloorPlanViewer({
  label,
  spaces,
  selectedId,
  onSelect,
  paint,
  height = FLOOR_PLAN_HEIGHT,
}: {
  label: string;
  spaces: readonly PlacedSpace[];
  selectedId: number | null;
  onSelect: (space: FloorSpace) => void;
  /** The space's fill and second label line; the category's colour without one. */
  paint?: (space: FloorSpace) => SpacePaint;
  height?: number;
}) {
  const base = useMemo<PlanBox>(
    () => boundsOf(spaces.map((placed) => placed.polygon)) ?? { x: 0, y: 0, width: 1, height: 1 },
    [spaces],
  );
  const [view, setView] = useState<PlanBox>(base);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  // A drag that ends over a space is no click on it.
  const suppressClick = useRef(false);

  const zoom = (factor: number) => {
    setView((current) => zoomView(current, base, factor));
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const wheelRef = useCallback(
    (svg: SVGSVGElement | null) => {
      if (!svg) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const { rect, size } = sizeOf(svg);
        const screen = { x: event.clientX - rect.left, y: event.clientY - rect.top };
        setView((current) =>
          zoomView(
            current,
            base,
            event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP,
            planPoint(current, size, screen) ?? undefined,
          ),
        );
      };
      svg.addEventListener('wheel', onWheel, { passive: false });
      return () => {
        svg.removeEventListener('wheel', onWheel);
      };
    },
    [base],
  );

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (current?.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.moved = true;
      // Captured only once it is a drag: a plain click must still reach the space under it.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not supported or the pointer is gone: the drag works without it.
      }
    }
    current.x = event.clientX;
    current.y = event.clientY;
    const { size } = sizeOf(event.currentTarget);
    setView((value) => {
      const mapping = screenMapping(value, size);
      if (!mapping) return value;
      return panView(value, base, -dx * mapping.unitsPerPixel, -dy * mapping.unitsPerPixel);
    });
  };
  const onPointerUp = () => {
    if (drag.current?.moved) suppressClick.current = true;
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = { x: view.width * PAN_SHARE, y: view.height * PAN_SHARE };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step.x, 0],
      ArrowRight: [step.x, 0],
      ArrowUp: [0, -step.y],
      ArrowDown: [0, step.y],
    };
    const move = moves[event.key];
    if (move) {
      setView(panView(view, base, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      zoom(ZOOM_STEP);
    } else if (event.key === '-') {
      zoom(1 / ZOOM_STEP);
    } else if (event.key === '0') {
      setView(base);
    } else {
      return;
    }
    event.preventDefault();
  };

  const select = (space: FloorSpace) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onSelect(space);
  };

  return (
    <Box sx={{ position: 'relative', height }}>
      <Box
        component="svg"
        ref={wheelRef}
        role="group"
        aria-label={label}
        aria-roledescription="floor plan"
        tabIndex={0}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        sx={{
          width: '100%',
          height: '100%',
          display: 'block',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
          // Chrome outlines a clicked SVG shape as if by keyboard: only the keyboard gets a ring.
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          '& polygon': { cursor: 'pointer', transition: 'fill-opacity 120ms' },
          '& polygon:focus': { outline: 'none' },
          '& polygon:hover': { fillOpacity: 0.85 },
          '& polygon:focus-visible': { outline: 'none', stroke: '#0D47A1', strokeWidth: 3 },
        }}
      >
        {spaces.map(({ space, polygon }) => {
          const selected = space.id === selectedId;
          const painted = paint?.(space) ?? {
            fill: spaceCategoryColours[space.category],
            opacity: 0.6,
          };
          return (
            <polygon
              key={space.id}
              points={svgPoints(polygon)}
              fill={painted.fill}
              fillOpacity={selected ? 0.95 : painted.opacity}
              stroke={selected ? '#0D47A1' : '#FFFFFF'}
              strokeWidth={selected ? 3 : 1}
              vectorEffect="non-scaling-stroke"
              role="button"
              tabIndex={0}
              aria-label={`${space.name} (${categoryLabel(space.category)})`}
              aria-pressed={selected}
              data-category={space.category}
              onClick={() => {
                select(space);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  event.stopPropagation();
                  onSelect(space);
                }
              }}
            >
              <title>{space.name}</title>
            </polygon>
          );
        })}
        {/* Names on top of every shape, so that a sub-space does not hide its parent's. */}
        {spaces.map(({ space, polygon }) => {
          const painted = paint?.(space) ?? {
            fill: spaceCategoryColours[space.category],
            opacity: 0.6,
          };
          return (
            <SpaceLabel
              key={space.id}
              polygon={polygon}
              name={space.name}
              detail={painted.detail}
              fill={painted.fill}
              opacity={space.id === selectedId ? 0.95 : painted.opacity}
              // Names smaller than about a 110th of the floor's width cannot be read at full view.
              minFont={base.width / 110}
            />
          );
        })}
      </Box>
      <Paper
        elevation={2}
        sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column' }}
      >
        <Stack>
          <Tooltip title="Zoom in" placement="left">
            <IconButton
              aria-label="Zoom in"
              onClick={() => {
                zoom(ZOOM_STEP);
              }}
            >
              <ZoomInIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Zoom out" placement="left">
            <IconButton
              aria-label="Zoom out"
              onClick={() => {
                zoom(1 / ZOOM_STEP);
              }}
            >
              <ZoomOutIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Show the whole floor" placement="left">
            <IconButton
              aria-label="Show the whole floor"
              onClick={() => {
                setView(base);
              }}
            >
              <CenterFocusStrongIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Paper>
    </Box>
  );
}
