/** A size in bytes as a limit reads: `1 GiB`, `128 MiB`, `25 MiB`, `64 KiB`, or bytes. */
export function sizeLabel(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GiB'],
    [1024 ** 2, 'MiB'],
  ];
  for (const [size, unit] of units)
    if (bytes >= size && bytes % size === 0) return `${String(bytes / size)} ${unit}`;
  return bytes >= 1024 ? `${String(Math.round(bytes / 1024))} KiB` : `${String(bytes)} bytes`;
}
