import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, createdAt } from './common.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** The embedded OpenID provider's state (sessions, codes, tokens, grants), per realm. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** `{realm}:{model}:{id}` */
    key: text().primaryKey(),
    realm: text().notNull(),
    model: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: instant(),
    consumedAt: instant(),
  },
  (t) => [index().on(t.realm, t.grantId), index().on(t.realm, t.uid), index().on(t.expiresAt)],
);

/** Each realm's signing keys (private JWKs) and cookie keys, so tokens survive a restart. */
export const idpKeys = pgTable('idp_keys', {
  realm: text().primaryKey(),
  jwks: jsonb().$type<{ keys: Record<string, unknown>[] }>().notNull(),
  cookieKeys: jsonb().$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/** Who did what, when, acting as which organization. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant().notNull().defaultNow(),
    /** The user's email as the token or sign-in form gave it. */
    actorEmail: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorOrganizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    impersonatedOrganizationId: integer().references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** create, update, delete, sign-in, sign-in-failed, sign-out, impersonation-start */
    action: text().notNull(),
    /** The resource name (`buildings`), or `session` for sign-in events. */
    resource: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    requestId: text(),
  },
  (t) => [index().on(t.at), index().on(t.resource, t.entityId), index().on(t.actorUserId)],
);
