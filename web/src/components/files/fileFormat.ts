// How the dropzone and the upload list describe files (specification section 5).

/** The short upper-case name of a MIME type or extension: `image/svg+xml` → SVG, `.pdf` → PDF. */
export function shortTypeName(type: string): string {
  const trimmed = type.trim().toLowerCase();
  if (trimmed.startsWith('.')) return trimmed.slice(1).toUpperCase();
  const [family = '', subtype = ''] = trimmed.split('/');
  // `image/*` names the family.
  if (subtype === '*' || subtype === '') return family.toUpperCase();
  // `svg+xml` is SVG; `vnd.ms-excel` is EXCEL.
  const name = subtype.split('+')[0] ?? subtype;
  return (name.split('.').at(-1) ?? name).toUpperCase();
}

/** Names joined as people say them: 'PNG', 'PNG or PDF', 'PNG, SVG or PDF'. */
export function joinWithOr(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/** The accepted types as the dropzone shows them, each name once. */
export function describeAcceptedTypes(types: readonly string[]): string {
  return joinWithOr([...new Set(types.map(shortTypeName))]);
}

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
/** Specification section 9: size units are powers of 1024. */
export const SIZE_BASE = 1024;

/** A size in bytes as KB, MB or GB, two decimals unless whole: 1536 → '1.50 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < SIZE_BASE) return `${bytes} B`;
  let value = bytes / SIZE_BASE;
  let unit: (typeof SIZE_UNITS)[number] = 'KB';
  for (const next of SIZE_UNITS.slice(1)) {
    if (value < SIZE_BASE) break;
    value /= SIZE_BASE;
    unit = next;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`;
}

/** Whether the file is of one of the accepted types (MIME types, `family/*` or extensions). */
export function isAcceptedType(file: { name: string; type: string }, types: readonly string[]) {
  if (types.length === 0) return true;
  const mime = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return types.some((accepted) => {
    const type = accepted.trim().toLowerCase();
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1));
    return mime === type;
  });
}
