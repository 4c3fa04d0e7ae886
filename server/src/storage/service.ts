// The storage calls: the row and the bytes move together. Bytes are written before their row and
// removed after it, so a row never points at nothing; when a row write fails, its new bytes go.
import type { FastifyBaseLogger } from 'fastify';
import type { StoredFile } from '@atrium/contract';
import type { RequestAuth } from '../auth/guard.ts';
import { recordAudit, type AuditEntry, actorOf } from '../audit/audit.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  deleteFile,
  fileUsages,
  findVisibleFile,
  findVisibleFiles,
  insertFile,
  ownsFile,
  toFile,
  updateFile,
  type FileRow,
} from './repository.ts';
import { newStorageKey, type FileStore, type StoredBytes } from './store.ts';
import type { Upload } from './upload.ts';
import { contentTypeOf, decideType } from './sniff.ts';

export type StorageService = ReturnType<typeof createStorageService>;

const notOwner = () =>
  new ForbiddenError(
    'Not allowed: only the organization that uploaded this file may change or delete it',
  );

export function createStorageService(db: Db, store: FileStore, log: FastifyBaseLogger) {
  const audited = (
    auth: RequestAuth,
    action: 'create' | 'update' | 'delete',
    id: number,
    details: AuditEntry['details'],
  ): AuditEntry => ({
    ...actorOf(auth),
    action,
    resource: 'storage',
    entityId: id,
    details,
  });

  /** Bytes no row points at; failing to remove them only leaves garbage, so it is logged. */
  async function discard(storageKey: string): Promise<void> {
    try {
      await store.delete(storageKey);
    } catch (error) {
      log.error({ err: error, storageKey }, 'could not remove stored bytes');
    }
  }

  /** The file the caller may change: 404 when they cannot see it, 403 when it is not theirs. */
  async function ownedFile(tx: Db, auth: RequestAuth, id: number): Promise<FileRow> {
    const row = await findVisibleFile(tx, auth.scope, id);
    if (!row) throw new NotFoundError();
    if (!ownsFile(auth.scope, row)) throw notOwner();
    return row;
  }

  return {
    ownedFile: (auth: RequestAuth, id: number) => ownedFile(db, auth, id),

    async create(auth: RequestAuth, upload: Upload): Promise<StoredFile> {
      try {
        return await db.transaction(async (tx) => {
          const row = await insertFile(tx, {
            ...upload,
            // A master admin without impersonation uploads as the platform organization.
            organizationId: auth.impersonating?.id ?? auth.user.organization.id,
            createdByEmail: auth.user.email,
            createdByOrganizationId: auth.user.organization.id,
          });
          await recordAudit(
            tx,
            audited(auth, 'create', row.id, {
              filename: row.filename,
              mimetype: row.mimetype,
              size: row.size,
            }),
          );
          return toFile(row);
        });
      } catch (error) {
        await discard(upload.storageKey);
        throw error;
      }
    },

    /** Stores bytes made here (not uploaded) under a new key, as a file of the caller's. */
    async save(
      auth: RequestAuth,
      made: Pick<Upload, 'filename' | 'mimetype'> & { bytes: Uint8Array },
    ): Promise<StoredFile> {
      const storageKey = newStorageKey();
      await store.put(storageKey, made.bytes);
      const { filename, mimetype, bytes } = made;
      return this.create(auth, { storageKey, filename, mimetype, size: bytes.length });
    },

    async read(auth: RequestAuth, id: number): Promise<{ file: FileRow; bytes: StoredBytes }> {
      const file = await findVisibleFile(db, auth.scope, id);
      if (!file) throw new NotFoundError();
      const bytes = await store.get(file.storageKey);
      if (!bytes) {
        log.error({ fileId: id, requestId: auth.requestId }, 'stored bytes of a file are missing');
        throw new NotFoundError();
      }
      return { file, bytes };
    },

    async list(auth: RequestAuth, ids: number[]): Promise<StoredFile[]> {
      const rows = await findVisibleFiles(db, auth.scope, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return [...new Set(ids)].flatMap((id) => {
        const row = byId.get(id);
        return row ? [toFile(row)] : [];
      });
    },

    rename: (auth: RequestAuth, id: number, filename: string): Promise<StoredFile> =>
      db.transaction(async (tx) => {
        const before = await ownedFile(tx, auth, id);
        // The upload's rule: the new name may not claim another kind of content (a PNG may not
        // be called .pdf), and it refines the type as an upload's name does (.zip → .xlsx).
        const content = contentTypeOf(before.mimetype);
        const decided = content === null ? null : decideType(content, filename);
        if (decided?.ok === false)
          throw new BadRequestError([{ path: ['body', 'filename'], message: decided.message }]);
        const mimetype = decided?.mimetype ?? before.mimetype;
        const row = await updateFile(tx, auth.scope, id, { filename, mimetype });
        if (!row) throw new NotFoundError();
        const fields = mimetype === before.mimetype ? ['filename'] : ['filename', 'mimetype'];
        await recordAudit(
          tx,
          audited(auth, 'update', id, { fields, from: before.filename, filename }),
        );
        return toFile(row);
      }),

    /** New bytes for a file the caller owns (checked before the upload is read). */
    async replaceContent(auth: RequestAuth, id: number, upload: Upload): Promise<StoredFile> {
      let previousKey: string;
      let saved: StoredFile;
      try {
        [previousKey, saved] = await db.transaction(async (tx) => {
          const before = await ownedFile(tx, auth, id);
          const { storageKey, mimetype, size } = upload;
          const row = await updateFile(tx, auth.scope, id, { storageKey, mimetype, size });
          if (!row) throw new NotFoundError();
          await recordAudit(
            tx,
            audited(auth, 'update', id, { fields: ['content'], mimetype, size }),
          );
          return [before.storageKey, toFile(row)] as const;
        });
      } catch (error) {
        await discard(upload.storageKey);
        throw error;
      }
      await discard(previousKey);
      return saved;
    },

    async remove(auth: RequestAuth, id: number): Promise<void> {
      const storageKey = await db.transaction(async (tx) => {
        const row = await ownedFile(tx, auth, id);
        const usages = await fileUsages(tx, auth.scope, id);
        if (usages.length > 0) {
          throw new ConflictError(
            `This file cannot be deleted: it is still used by ${usages.join(', ')}. Remove it there first.`,
          );
        }
        if (!(await deleteFile(tx, auth.scope, id))) throw new NotFoundError();
        await recordAudit(tx, audited(auth, 'delete', id, { filename: row.filename }));
        return row.storageKey;
      });
      await discard(storageKey);
    },
  };
}
