// What users' own calls do beyond the resource protocol: set a password, read and grant
// permissions beyond the role. Each finds the user in the caller's scope (else Not found) and
// writes with its audit record in one transaction.
import { grantablePermissions, type User } from '@atrium/contract';
import type { RequestAuth } from '../../auth/guard.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Db } from '../resource-table.ts';
import { findVisibleRow } from '../repository.ts';
import { toUser, usersTable } from './definition.ts';
import { setPasswordHash, setPermissions } from './repository.ts';

async function findUser(db: Db, auth: RequestAuth, id: number): Promise<User> {
  const row = await findVisibleRow(db, usersTable, auth.scope, id);
  if (!row) throw new NotFoundError();
  return toUser(row);
}

function auditActor(auth: RequestAuth, action: 'update' | 'password-set', id: number) {
  return {
    ...actorOf(auth),
    action,
    resource: 'users',
    entityId: id,
  };
}

export async function setPassword(
  db: Db,
  auth: RequestAuth,
  id: number,
  password: string,
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await findUser(tx, auth, id);
    await setPasswordHash(tx, id, await hashPassword(password));
    await recordAudit(tx, auditActor(auth, 'password-set', id));
  });
  return { id };
}

export async function permissionsOf(db: Db, auth: RequestAuth, id: number) {
  const user = await findUser(db, auth, id);
  return { id: user.id, permissions: user.permissions, grantable: grantablePermissions };
}

export async function grantPermissions(
  db: Db,
  auth: RequestAuth,
  id: number,
  asked: readonly string[],
) {
  const permissions = [...new Set(asked)].sort();
  await db.transaction(async (tx) => {
    await findUser(tx, auth, id);
    await setPermissions(tx, id, permissions);
    await recordAudit(tx, { ...auditActor(auth, 'update', id), details: { permissions } });
  });
  return { id, permissions, grantable: grantablePermissions };
}
