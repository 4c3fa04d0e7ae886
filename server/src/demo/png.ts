// A minimal PNG encoder for the demo's drawn pictures (no image library needed): 8-bit RGB, no
// interlacing, each row filtered with "Up" (rows of windows repeat, so most bytes become zero),
// compressed by node:zlib, chunks checked by its CRC-32.
import { crc32, deflateSync } from 'node:zlib';

/** An RGB picture, row by row from the top: 3 bytes per pixel. */
export type Raster = { width: number; height: number; pixels: Uint8Array };

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const FILTER_UP = 2;

/** length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function encodePng({ width, height, pixels }: Raster): Buffer {
  const stride = width * 3;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new Error(`A PNG needs a positive whole size, got ${width}×${height}`);
  if (pixels.length !== stride * height)
    throw new Error(`${width}×${height} RGB needs ${stride * height} bytes, got ${pixels.length}`);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // colour type: RGB (compression, filter and interlace methods stay 0)

  // Each row: its filter byte, then each byte minus the byte above it (modulo 256).
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    filtered[row] = FILTER_UP;
    for (let x = 0; x < stride; x++) {
      const above = y === 0 ? 0 : (pixels[(y - 1) * stride + x] ?? 0);
      filtered[row + 1 + x] = ((pixels[y * stride + x] ?? 0) - above) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
