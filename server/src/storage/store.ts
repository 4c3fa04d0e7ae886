// Where uploaded bytes live (design brief, "files"): one interface, a local folder by default;
// an S3-compatible store can implement the same three calls.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type FileBody = Uint8Array | AsyncIterable<Uint8Array>;
export type StoredBytes = { body: Readable; size: number };

export type FileStore = {
  /** Writes all of `body` under `key`, or nothing: a failed or refused write leaves no bytes. */
  put(key: string, body: FileBody): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<StoredBytes | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** A key the server made (never a user's file name), so it can never name a path outside the store. */
export const newStorageKey = (): string => randomUUID();
const KEY = /^[a-z0-9-]{1,64}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Files in `{root}/{key}`; writes go to `{root}/.tmp` first and are renamed into place. */
export function localFileStore(root: string): FileStore {
  const folder = resolve(root);
  const temporary = join(folder, '.tmp');
  const pathOf = (key: string) => join(folder, checkedKey(key));

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(temporary, { recursive: true });
      const partial = join(temporary, `${key}.${randomUUID()}`);
      // Opened here, not by the stream, so the file exists (and is removed) even if the body
      // fails before the stream would have opened it.
      const handle = await open(partial, 'wx');
      try {
        if (body instanceof Uint8Array) await handle.writeFile(body);
        else await pipeline(body, handle.createWriteStream());
        await handle.close(); // already closed by the stream: resolves at once
        // A rename within one file system is atomic: readers see all the bytes or none.
        await rename(partial, target);
      } catch (error) {
        await handle.close().catch(() => undefined); // the partial file goes either way
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed.
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close().catch(() => undefined); // the partial file goes either way
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
