// How stored bytes are served. Uploads come from users, so the browser must never run them as
// part of Atrium: only raster images and PDF may show inline; SVG (which can carry scripts) and
// everything else download; no sniffing; a sandbox even if someone opens the URL directly.

/** Types a browser may display in place without running anything from the file. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

export const isInline = (mimetype: string): boolean => INLINE.has(mimetype);

/** RFC 8187 `filename*` value: UTF-8, percent-encoded beyond the attribute characters. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** RFC 6266: an ASCII fallback for old clients, the exact name in `filename*`. */
export function contentDisposition(mimetype: string, filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const kind = isInline(mimetype) ? 'inline' : 'attachment';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${extValue(filename)}`;
}

/** The stored type; text was checked to be UTF-8 when it was uploaded. */
export const contentType = (mimetype: string): string =>
  mimetype.startsWith('text/') ? `${mimetype}; charset=utf-8` : mimetype;

export function fileHeaders(
  file: { mimetype: string; filename: string },
  size: number,
): Record<string, string> {
  return {
    'content-type': contentType(file.mimetype),
    'content-length': String(size),
    'content-disposition': contentDisposition(file.mimetype, file.filename),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
    // Private to the caller; PUT may replace the bytes under the same link.
    'cache-control': 'private, no-cache',
  };
}
