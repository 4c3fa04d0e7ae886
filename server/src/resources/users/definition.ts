// Users as a resource of the protocol: who sees which (their own organization's), how a row
// becomes the contract's entity, and the rules of a write (who may make a master admin).
import { usersResource, type User } from '@atrium/contract';
import { users } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../auth/guard.ts';
import { isMasterAdmin } from '../../auth/scope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { BadRequestError, ForbiddenError } from '../../http/errors.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { ownedBy } from '../visibility.ts';
import { pick, type ResourceDefinition, type WriteData, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { byId } from '../relations.ts';
import { owningOrganization } from '../ownership.ts';
import {
  organizationNames,
  organizationType,
  setPasswordHash,
  withPassword,
} from './repository.ts';

export const usersTable = defineResourceTable({
  contract: usersResource,
  table: users,
  label: 'user',
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: { organization: joinOn('organizationId', 'id') },
});

export function toUser(row: Row): User {
  const { passwordHash: _secret, ...r } = row as typeof users.$inferSelect;
  return withDates(r);
}

/** master-admin is the platform's role: only a master admin gives it, only to platform users. */
async function validateRole(
  db: Db,
  auth: RequestAuth,
  data: WriteData<typeof usersResource>,
  current: User | null,
): Promise<void> {
  if (data.role !== 'master-admin') return;
  if (!isMasterAdmin(auth.user))
    throw new ForbiddenError('Only a master admin can make someone a master admin');
  const organizationId =
    current?.organizationId ?? data.organizationId ?? auth.user.organization.id;
  if ((await organizationType(db, organizationId)) !== 'PLATFORM') {
    throw new BadRequestError([
      {
        path: ['data', 'role'],
        message: 'Only users of the platform organization can be master admins',
      },
    ]);
  }
}

export const usersDefinition: ResourceDefinition<typeof usersResource> = {
  contract: usersResource,
  table: usersTable,
  toEntity: toUser,
  async loadFull(db, _scope, items) {
    if (items.length === 0) return [];
    const [orgs, hasPassword] = await Promise.all([
      organizationNames(
        db,
        items.map((u) => u.organizationId),
      ),
      withPassword(
        db,
        items.map((u) => u.id),
      ),
    ]);
    const orgById = byId(orgs);
    return items.map((u) => ({
      ...u,
      organization: orgById.get(u.organizationId) ?? { id: u.organizationId, name: '' },
      hasPassword: hasPassword.has(u.id),
    }));
  },
  toRow: (data, auth, current) => ({
    ...pick(data, ['name', 'title', 'role', 'groups', 'isActive']),
    ...(data.email === undefined ? {} : { email: data.email.trim().toLowerCase() }),
    ...(current ? {} : { organizationId: owningOrganization(auth, data.organizationId) }),
  }),
  references: (data) => [
    { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
  ],
  validate: validateRole,
  async afterWrite(db, id, data) {
    if (data.password !== undefined)
      await setPasswordHash(db, id, await hashPassword(data.password));
  },
};
