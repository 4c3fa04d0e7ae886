// oidc-provider's storage adapter on our database: sessions, codes, tokens and grants survive
// a restart and are shared by several server processes.
import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';

// Models that belong to a grant and go when the grant is revoked.
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** `onGrantGone` is told the key of each grant deleted here (a sign-out, a revocation). */
export function adapterFor(db: Db, realm: string, onGrantGone?: (key: string) => void) {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    private key(id: string) {
      return `${realm}:${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        key: this.key(id),
        realm,
        model: this.model,
        payload: payload as Record<string, unknown>,
        grantId: grantable.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: oidcPayloads.key, set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            condition,
            sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const consumed = row.consumedAt
        ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : {};
      return { ...(row.payload as AdapterPayload), ...consumed };
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.key, this.key(id)));
    }
    /** This realm's payload of this model whose uid or user code is `value`. */
    private findOfModel(
      column: typeof oidcPayloads.uid | typeof oidcPayloads.userCode,
      value: string,
    ) {
      return this.findWhere(
        and(
          eq(oidcPayloads.realm, realm),
          eq(oidcPayloads.model, this.model),
          eq(column, value),
        ) as ReturnType<typeof eq>,
      );
    }
    findByUid(uid: string) {
      return this.findOfModel(oidcPayloads.uid, uid);
    }
    findByUserCode(userCode: string) {
      return this.findOfModel(oidcPayloads.userCode, userCode);
    }
    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(eq(oidcPayloads.key, this.key(id)));
    }
    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.key, this.key(id)));
      if (this.model === 'Grant') onGrantGone?.(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.realm, realm), eq(oidcPayloads.grantId, grantId)));
      onGrantGone?.(`${realm}:Grant:${grantId}`);
    }
  };
}
