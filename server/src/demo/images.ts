// Pictures of the demo buildings, drawn here (nothing is downloaded): a stylised façade by day
// with a row of windows per floor, and for every second building the same street at dusk with
// lit windows. PNG, because SVG is served as a download for safety. Saved through the storage
// service as an upload would be, so they show on the building page like any photo.
import type { FastifyBaseLogger } from 'fastify';
import type { RequestAuth } from '../auth/guard.ts';
import type { Db } from '../resources/resource-table.ts';
import { createStorageService } from '../storage/service.ts';
import { createSniffer } from '../storage/sniff.ts';
import type { FileStore } from '../storage/store.ts';
import { encodePng, type Raster } from './png.ts';
import { seededRandom, type Random } from './random.ts';

export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 400;

type Colour = readonly [number, number, number];
export type BuildingPicture = {
  name: string;
  /** Storeys above ground, the ground floor included. */
  storeys: number;
  seed: number;
};

/** Façade materials: wall, window glass, window glass reflecting the sky. */
const materials: { wall: Colour; glass: Colour; reflection: Colour }[] = [
  { wall: [214, 206, 190], glass: [62, 84, 108], reflection: [150, 182, 214] }, // limestone
  { wall: [150, 82, 64], glass: [48, 58, 72], reflection: [130, 160, 190] }, // brick
  { wall: [120, 128, 138], glass: [40, 70, 100], reflection: [140, 190, 230] }, // concrete
  { wall: [70, 96, 120], glass: [30, 58, 88], reflection: [120, 170, 215] }, // blue glass
  { wall: [196, 120, 84], glass: [56, 60, 70], reflection: [150, 170, 190] }, // terracotta
  { wall: [228, 228, 222], glass: [70, 96, 120], reflection: [170, 200, 228] }, // white render
];
const skies: [Colour, Colour][] = [
  [
    [92, 150, 214],
    [200, 226, 244],
  ],
  [
    [120, 170, 220],
    [232, 238, 240],
  ],
  [
    [70, 130, 200],
    [186, 214, 236],
  ],
];
const LIT: Colour = [255, 214, 130];
const DUSK: [Colour, Colour] = [
  [18, 24, 58],
  [236, 140, 90],
];

const mix = (a: Colour, b: Colour, t: number): Colour => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
/** A material colour, shifted a little per building so no two look alike. */
function vary(c: Colour, random: Random): Colour {
  const shift = random.between(-14, 14);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v + shift)));
  return [channel(c[0]), channel(c[1]), channel(c[2])];
}
/** The building's entry of a list: the seed picks. */
function chosen<T>(list: readonly T[], seed: number): T {
  const item = list[seed % list.length];
  if (item === undefined) throw new Error('Nothing to choose from');
  return item;
}

function blank(width: number, height: number): Raster {
  return { width, height, pixels: new Uint8Array(width * height * 3) };
}

function fill(r: Raster, x0: number, y0: number, x1: number, y1: number, c: Colour): void {
  const left = Math.max(0, Math.round(x0));
  const span = (Math.min(r.width, Math.round(x1)) - left) * 3;
  if (span <= 0) return;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(r.height, Math.round(y1)); y++) {
    // One pixel, then the filled part copied onto the rest, doubling each time.
    const start = (y * r.width + left) * 3;
    r.pixels.set(c, start);
    for (let filled = 3; filled < span; filled *= 2)
      r.pixels.copyWithin(start + filled, start, start + Math.min(filled, span - filled));
  }
}

function gradient(r: Raster, y0: number, y1: number, top: Colour, bottom: Colour): void {
  for (let y = y0; y < y1; y++)
    fill(r, 0, y, r.width, y + 1, mix(top, bottom, (y - y0) / (y1 - y0)));
}

function disc(r: Raster, cx: number, cy: number, radius: number, c: Colour): void {
  for (let dy = -radius; dy <= radius; dy++) {
    const half = Math.sqrt(radius * radius - dy * dy);
    fill(r, cx - half, cy + dy, cx + half, cy + dy + 1, c);
  }
}

type Scene = { night: boolean; horizon: number };

/** Neighbouring blocks behind the building, in the haze of the sky. */
function skyline(r: Raster, random: Random, scene: Scene, haze: Colour): void {
  let x = -random.int(0, 30);
  while (x < r.width) {
    const width = random.int(40, 90);
    const top = scene.horizon - random.int(60, 230);
    fill(r, x, top, x + width - 4, scene.horizon, haze);
    if (scene.night) {
      for (let wy = top + 8; wy < scene.horizon - 6; wy += 12)
        for (let wx = x + 6; wx < x + width - 10; wx += 10)
          if (random.chance(0.25)) fill(r, wx, wy, wx + 4, wy + 5, mix(haze, LIT, 0.55));
    }
    x += width;
  }
}

/** The building itself: a side face for depth, a row of windows per storey, lobby and roof. */
function building(r: Raster, random: Random, picture: BuildingPicture, scene: Scene): void {
  const material = chosen(materials, picture.seed);
  const wall = vary(material.wall, random);
  const side = mix(wall, [0, 0, 0], 0.28);
  const storeyHeight = Math.max(
    12,
    Math.min(34, Math.floor((scene.horizon - 70) / picture.storeys)),
  );
  const height = storeyHeight * picture.storeys;
  const width = random.int(230, 320);
  const left = Math.round((r.width - width) / 2 + random.between(-50, 50));
  const depth = random.int(34, 60);
  const top = scene.horizon - height;

  fill(
    r,
    left + width,
    top + 10,
    left + width + depth,
    scene.horizon,
    scene.night ? mix(side, [0, 0, 20], 0.5) : side,
  );
  fill(
    r,
    left,
    top,
    left + width,
    scene.horizon,
    scene.night ? mix(wall, [10, 10, 40], 0.55) : wall,
  );
  // Roof: a parapet and a plant room.
  const roof = mix(wall, [0, 0, 0], 0.4);
  fill(r, left - 3, top - 5, left + width + 3, top, roof);
  const plant = random.int(50, 90);
  const plantLeft = left + random.int(20, width - plant - 20);
  fill(r, plantLeft, top - 5 - random.int(12, 22), plantLeft + plant, top - 5, roof);

  const columns = Math.max(4, Math.floor(width / random.int(20, 28)));
  const pitch = width / columns;
  const windowWidth = pitch * random.between(0.5, 0.72);
  const windowHeight = storeyHeight * random.between(0.48, 0.62);
  for (let storey = 1; storey < picture.storeys; storey++) {
    const y = scene.horizon - (storey + 1) * storeyHeight + (storeyHeight - windowHeight) / 2;
    for (let c = 0; c < columns; c++) {
      const x = left + c * pitch + (pitch - windowWidth) / 2;
      const glass = scene.night
        ? random.chance(0.55)
          ? LIT
          : mix(material.glass, [0, 0, 0], 0.5)
        : random.chance(0.3)
          ? material.reflection
          : material.glass;
      fill(r, x, y, x + windowWidth, y + windowHeight, glass);
    }
    // The side face's windows, narrower in perspective.
    for (let c = 0; c < 2; c++) {
      const x = left + width + 6 + c * (depth / 2);
      fill(
        r,
        x,
        y + 2,
        x + depth / 2 - 12,
        y + windowHeight - 2,
        scene.night && random.chance(0.4) ? LIT : mix(material.glass, [0, 0, 0], 0.3),
      );
    }
  }
  // Ground floor: a glass lobby, an entrance and a canopy.
  const lobbyTop = scene.horizon - storeyHeight + 4;
  fill(
    r,
    left + 8,
    lobbyTop,
    left + width - 8,
    scene.horizon,
    scene.night ? mix(LIT, wall, 0.3) : mix(material.glass, material.reflection, 0.4),
  );
  const door = left + width / 2;
  fill(r, door - 14, lobbyTop + 4, door + 14, scene.horizon, mix(material.glass, [0, 0, 0], 0.45));
  fill(r, door - 30, lobbyTop - 4, door + 30, lobbyTop, roof);
}

function draw(picture: BuildingPicture, night: boolean): Raster {
  const random = seededRandom(picture.seed * 31 + (night ? 17 : 0));
  const r = blank(PICTURE_WIDTH, PICTURE_HEIGHT);
  const scene: Scene = { night, horizon: PICTURE_HEIGHT - 46 };
  const [zenith, horizonSky]: [Colour, Colour] = night ? DUSK : chosen(skies, picture.seed);
  gradient(r, 0, scene.horizon, zenith, horizonSky);
  if (night) {
    for (let i = 0; i < 40; i++) {
      const x = random.int(0, PICTURE_WIDTH - 2);
      const y = random.int(0, 140);
      fill(r, x, y, x + 2, y + 2, [235, 235, 250]);
    }
  } else disc(r, random.int(60, PICTURE_WIDTH - 60), random.int(40, 90), 26, [255, 244, 200]);
  skyline(r, random, scene, mix(horizonSky, night ? [10, 12, 30] : [120, 130, 145], 0.55));
  building(r, random, picture, scene);
  // The street: pavement, kerb and road.
  fill(
    r,
    0,
    scene.horizon,
    PICTURE_WIDTH,
    scene.horizon + 12,
    night ? [70, 70, 78] : [176, 174, 168],
  );
  fill(
    r,
    0,
    scene.horizon + 12,
    PICTURE_WIDTH,
    scene.horizon + 15,
    night ? [40, 40, 46] : [120, 118, 112],
  );
  fill(
    r,
    0,
    scene.horizon + 15,
    PICTURE_WIDTH,
    PICTURE_HEIGHT,
    night ? [30, 30, 36] : [82, 84, 88],
  );
  for (let x = 10; x < PICTURE_WIDTH; x += 60)
    fill(r, x, scene.horizon + 29, x + 30, scene.horizon + 32, [220, 214, 190]);
  return r;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One or two pictures of a building: its façade by day, and (when `dusk`) the street at dusk. */
export function drawBuildingPictures(
  picture: BuildingPicture,
  dusk: boolean,
): { filename: string; bytes: Buffer }[] {
  const name = slug(picture.name) || 'building';
  return [
    { filename: `${name}-facade.png`, bytes: encodePng(draw(picture, false)) },
    ...(dusk ? [{ filename: `${name}-at-dusk.png`, bytes: encodePng(draw(picture, true)) }] : []),
  ];
}

/** Only failures matter while generating; they go to the console. */
/** The storage service's logger for the demo's files: errors to the console, the rest quiet. */
export const demoLog: FastifyBaseLogger = {
  level: 'error',
  fatal: (...args: unknown[]) => {
    console.error(...args);
  },
  error: (...args: unknown[]) => {
    console.error(...args);
  },
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => demoLog,
};

/**
 * Saves pictures as an upload is saved: the type sniffed from the bytes (and checked against the
 * name), the bytes put in the file store, then the file row (with its audit entry) by the
 * storage service. Answers the file ids, for a building's `images`.
 */
export function pictureSaver(db: Db, store: FileStore, auth: RequestAuth) {
  const storage = createStorageService(db, store, demoLog);
  return async (pictures: { filename: string; bytes: Buffer }[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const { filename, bytes } of pictures) {
      const sniffer = createSniffer();
      sniffer.push(bytes);
      const sniffed = sniffer.finish(filename);
      if (!sniffed.ok) throw new Error(`Demo picture ${filename}: ${sniffed.message}`);
      const file = await storage.save(auth, { filename, mimetype: sniffed.mimetype, bytes });
      ids.push(file.id);
    }
    return ids;
  };
}
