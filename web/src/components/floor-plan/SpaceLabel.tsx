import { readableTextOn } from '../charts/chartTheme.ts';
import { boundsOf, type Polygon } from './geometry.ts';

// A room's name drawn on the plan, centred in its outline's box and sized to fit it (in plan
// metres, so it zooms with the plan). Too small a room shows no name: its title and the list
// still name it.

const CHARACTER_WIDTH = 0.6;
const MAX_FONT = 1.2;
const MIN_FONT = 0.28;

/** `#RRGGBB` laid at `opacity` over white: the colour a reader sees behind the name. */
function blendOnWhite(fill: string, opacity: number): string {
  const value = parseInt(fill.replace('#', ''), 16);
  if (!/^#[0-9a-f]{6}$/i.test(fill)) return '#FFFFFF';
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 255) * opacity + 255 * (1 - opacity))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The font size (plan units) that fits `text` in a box; null when it would be unreadable. */
export function fittedFontSize(
  text: string,
  box: { width: number; height: number },
  minimum = MIN_FONT,
) {
  const size = Math.min(
    (box.width * 0.85) / Math.max(text.length * CHARACTER_WIDTH, 1),
    box.height * 0.3,
    MAX_FONT,
  );
  return size < minimum ? null : size;
}

export function SpaceLabel({
  polygon,
  name,
  detail,
  fill,
  opacity,
  minFont,
}: {
  /** The smallest readable size in plan units (a share of the whole plan's width). */
  minFont?: number;
  polygon: Polygon;
  name: string;
  detail?: string;
  fill: string;
  opacity: number;
}) {
  const box = boundsOf([polygon], 0);
  if (!box) return null;
  const size = fittedFontSize(name, box, minFont);
  if (size === null) return null;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const colour = readableTextOn(blendOnWhite(fill, opacity));
  // Drawn 100 times larger and scaled down: Chrome lays out glyphs of a font about one unit
  // high as if hinted at one pixel, spreading the letters apart.
  const scale = 0.01;
  const font = size / scale;
  return (
    <text
      transform={`translate(${x} ${detail ? y - size * 0.15 : y + size * 0.35}) scale(${scale})`}
      fontSize={font}
      textAnchor="middle"
      fill={colour}
      aria-hidden
      style={{ pointerEvents: 'none', fontWeight: 600 }}
    >
      {name}
      {detail && size * 0.85 >= (minFont ?? MIN_FONT) && (
        <tspan x={0} dy={font * 1.1} fontSize={font * 0.85} fontWeight={400}>
          {detail}
        </tspan>
      )}
    </text>
  );
}
