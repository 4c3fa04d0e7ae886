// An upload's type from its bytes, never from its name or the browser's claim: magic numbers for
// binary formats, valid UTF-8 without NUL for text. The name only refines a ZIP (XLSX, DOCX) or
// text (CSV) and may not contradict the content.
import { acceptedFileTypes, type AcceptedFileType } from '@atrium/contract';

export type Sniffed = { ok: true; mimetype: AcceptedFileType } | { ok: false; message: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const labels: Record<AcceptedFileType, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'image/svg+xml': 'an SVG image',
  'application/pdf': 'a PDF document',
  'text/csv': 'CSV text',
  'text/plain': 'plain text',
  [XLSX]: 'an XLSX workbook',
  [DOCX]: 'a DOCX document',
  'application/zip': 'a ZIP archive',
  'application/x-step': 'an IFC model',
};

/** Types a name's extension may claim for the content: the same family. */
const families: Record<AcceptedFileType, string> = {
  'image/png': 'raster',
  'image/jpeg': 'raster',
  'image/gif': 'raster',
  'image/webp': 'raster',
  'image/svg+xml': 'text',
  'application/pdf': 'pdf',
  'text/csv': 'text',
  'text/plain': 'text',
  [XLSX]: 'zip',
  [DOCX]: 'zip',
  'application/zip': 'zip',
  'application/x-step': 'text',
};

export const UNSUPPORTED = `Unsupported file type: accepted are PNG, JPEG, GIF, WebP and SVG images, PDF, CSV or plain text (UTF-8), XLSX, DOCX, ZIP and IFC`;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** Enough bytes for every magic number below (IFC after a BOM and some blank lines included). */
export const MAGIC_BYTES = 64;

/** The type a file's first bytes prove, or null when they prove none (text is checked apart). */
export function magicTypeOf(head: Uint8Array): AcceptedFileType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, MAGIC_BYTES));
  if (/^\uFEFF?\s*ISO-10303-21;/.test(text)) return 'application/x-step';
  return null;
}

// An XML prolog, comments and a doctype may come before the root element.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[^\]]*\])?\s*>)\s*)*<svg[\s/>]/;

export const isSvgText = (head: string): boolean => SVG_START.test(head);

const extensionOf = (filename: string): string | null => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot).toLowerCase() : null;
};

/** The accepted type whose extensions include the name's, if any. */
export function typeClaimedBy(filename: string): AcceptedFileType | null {
  const extension = extensionOf(filename);
  if (!extension) return null;
  for (const [type, extensions] of Object.entries(acceptedFileTypes)) {
    if ((extensions as readonly string[]).includes(extension)) return type as AcceptedFileType;
  }
  return null;
}

/** The stored type for content of type `found` under `filename`, or why it is refused. */
export function decideType(found: AcceptedFileType | null, filename: string): Sniffed {
  if (!found) return { ok: false, message: UNSUPPORTED };
  const claimed = typeClaimedBy(filename);
  if (!claimed) return { ok: true, mimetype: found };
  if (families[claimed] !== families[found]) {
    const extension = extensionOf(filename) ?? '';
    return {
      ok: false,
      message: `Unsupported file type: the name ends in ${extension} but the content is ${labels[found]}`,
    };
  }
  // Only the name tells a workbook from any other ZIP, and CSV from other text.
  if (found === 'application/zip' || (found === 'text/plain' && claimed === 'text/csv'))
    return { ok: true, mimetype: claimed };
  return { ok: true, mimetype: found };
}

/**
 * What stored content is, whatever name it was stored under: XLSX and DOCX are ZIP content and
 * CSV is text, each refined by its name, so a new name decides them afresh.
 */
export function contentTypeOf(stored: string): AcceptedFileType | null {
  if (stored === XLSX || stored === DOCX) return 'application/zip';
  if (stored === 'text/csv') return 'text/plain';
  return Object.hasOwn(acceptedFileTypes, stored) ? (stored as AcceptedFileType) : null;
}

const HEAD_BYTES = 4096;

/**
 * Watches an upload chunk by chunk: keeps its first bytes for the magic numbers and the SVG
 * check, and checks the whole content as UTF-8 text, so 25 MiB of CSV needs no second read.
 */
export function createSniffer() {
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  let size = 0;
  let text = true;
  /** Decided once the first bytes are in: undefined until then. */
  let magic: AcceptedFileType | null | undefined;
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  const stillText = (chunk: Uint8Array): boolean => {
    if (chunk.includes(0)) return false;
    try {
      utf8.decode(chunk, { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  const first = () => head.subarray(0, headLength);

  return {
    push(chunk: Uint8Array): void {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const taken = chunk.subarray(0, HEAD_BYTES - headLength);
        head.set(taken, headLength);
        headLength += taken.length;
      }
      if (magic === undefined && headLength >= MAGIC_BYTES) magic = magicTypeOf(first());
      if (text && !magic) text = stillText(chunk);
    },
    size: () => size,
    /** True as soon as no accepted type can match: the rest need not be kept. */
    hopeless: (): boolean => magic === null && !text,
    finish(filename: string): Sniffed {
      if (size === 0) return { ok: false, message: 'The file is empty' };
      magic ??= magicTypeOf(first());
      if (text && !magic) {
        try {
          utf8.decode();
        } catch {
          text = false; // ends inside a multi-byte character
        }
      }
      const found =
        magic ??
        (text
          ? isSvgText(new TextDecoder('utf-8', { fatal: false }).decode(first()))
            ? 'image/svg+xml'
            : 'text/plain'
          : null);
      return decideType(found, filename);
    },
  };
}
