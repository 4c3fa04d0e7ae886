// One multipart upload into the store: streamed (never held in memory), sniffed on the way, and
// written under a fresh key only when it is complete, within the size limit and of an accepted type.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_FILE_SIZE_LABEL, type AcceptedFileType } from '@atrium/contract';
import { BadRequestError, HttpError } from '../http/errors.ts';
import { createSniffer, type Sniffed } from './sniff.ts';
import { newStorageKey, type FileStore } from './store.ts';

export const FILE_FIELD = 'file';
const filePath = ['body', FILE_FIELD];

export type Upload = {
  storageKey: string;
  filename: string;
  mimetype: AcceptedFileType;
  size: number;
};

export class FileTooLargeError extends HttpError {
  constructor(limitLabel: string) {
    super(413, `The file is larger than the ${limitLabel} limit`);
  }
}

const refuse = (message: string) => new BadRequestError([{ path: filePath, message }], message);

/** The name a browser sent, as a plain name: no folders, no control characters, at most 255. */
export function cleanFilename(sent: string | undefined): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = Array.from(clean).slice(0, 255).join('');
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

/** The multipart request's `file` part; anything else is a 400 naming the field. */
async function filePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart())
    throw refuse(`Send multipart/form-data with the file in the field "${FILE_FIELD}"`);
  let part: MultipartFile | undefined;
  try {
    part = await request.file(); // with the limits the plugin was registered with
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse('The multipart body could not be read');
  }
  if (!part) throw refuse('Required');
  if (part.fieldname !== FILE_FIELD) {
    part.file.resume(); // let the request finish
    throw refuse(`Expected the file in the field "${FILE_FIELD}", got "${part.fieldname}"`);
  }
  return part;
}

/**
 * Stores the request's file under a new key and says what it is. `filename` overrides the name
 * the browser sent (replacing a file's content keeps its name). On any refusal nothing is stored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  {
    filename,
    limitLabel = MAX_FILE_SIZE_LABEL,
  }: {
    filename?: string;
    /** The route's multipart `fileSize` limit, as its refusal names it. */
    limitLabel?: string;
  } = {},
): Promise<Upload> {
  const part = await filePart(request);
  const name = filename ?? cleanFilename(part.filename);
  const sniffer = createSniffer();
  const outcome: { sniffed: Sniffed | null } = { sniffed: null };

  async function* inspected(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of part.file as AsyncIterable<Uint8Array>) {
        sniffer.push(chunk);
        // A refused upload is still read to its end (so the request ends cleanly), not written.
        if (!sniffer.hopeless()) yield chunk;
      }
    } catch (error) {
      throw error instanceof HttpError ? error : refuse('The upload was interrupted or malformed');
    }
    // busboy stops at the limit and marks the stream truncated rather than failing it.
    if (part.file.truncated) throw new FileTooLargeError(limitLabel);
    const sniffed = (outcome.sniffed = sniffer.finish(name));
    if (!sniffed.ok) throw refuse(sniffed.message);
  }

  // A refusal thrown while reading fails the write, so nothing is kept under the key.
  const storageKey = newStorageKey();
  await store.put(storageKey, inspected());
  const { sniffed } = outcome;
  if (!sniffed?.ok) throw new Error('upload stored without a type');
  return { storageKey, filename: name, mimetype: sniffed.mimetype, size: sniffer.size() };
}
