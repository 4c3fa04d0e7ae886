// An address is unique within an organization, not across the platform (issue 35, item 8;
// docs/decisions.md): creating a user answers the same whether or not the address exists in
// another organization, and takes nothing away from that organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';
import { files, users } from '../src/db/schema/index.ts';
import { findRealmAccount } from '../src/idp/accounts.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

describe.each(databaseKinds)('user addresses on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let harborAdmin: string;
  let skylineAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
  });
  afterAll(() => t.close());

  const create = (token: string, email: string) =>
    t.post('/api/users/create', { data: { email, name: 'Someone', role: 'viewer' } }, token);
  const shape = (body: string) => {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      email: _e,
      ...rest
    } = JSON.parse(body) as Record<string, unknown>;
    return rest;
  };

  it("answers the same for another organization's address as for an unknown one", async () => {
    // admin@skyline.test is Skyline's user; nobody has the other address yet.
    const taken = await create(harborAdmin, 'admin@skyline.test');
    const unknown = await create(harborAdmin, 'nobody-yet@skyline.test');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(shape(taken.body)).toEqual(shape(unknown.body));
    expect(taken.json()).toMatchObject({
      email: 'admin@skyline.test',
      organizationId: p.orgs.harbor.id,
    });
  });

  it('reserves nothing in another organization, and refuses a repeat in the same one', async () => {
    // Harbor made nobody-yet@skyline.test above: Skyline may still have it.
    expect((await create(skylineAdmin, 'nobody-yet@skyline.test')).statusCode).toBe(200);
    const [skylineOwn] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, p.users.skylineAdmin.id));
    expect(skylineOwn).toMatchObject({ email: 'admin@skyline.test', name: 'admin' });
    const again = await create(harborAdmin, 'ADMIN@skyline.test');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A user with these values already exists.' });
  });

  it("signs each realm's user in as that realm's account", async () => {
    const harbor = await findRealmAccount(t.database.db, 'harbor', { email: 'admin@skyline.test' });
    const skyline = await findRealmAccount(t.database.db, 'skyline', {
      email: 'Admin@Skyline.test',
    });
    expect(harbor?.organizationKey).toBe('harbor');
    expect(skyline?.organizationKey).toBe('skyline');
    expect(skyline?.id).toBe(p.users.skylineAdmin.id);
    expect(harbor?.id).not.toBe(skyline?.id);
  });

  it("records the uploader of a file as the user of the uploader's own organization", async () => {
    const token = await signToken({
      email: 'admin@skyline.test',
      realm: 'harbor',
      orgKey: 'harbor',
      roles: ['org-admin'],
    });
    const boundary = '----atriumtest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [file] = await t.database.db
      .select({ createdById: files.createdById })
      .from(files)
      .where(eq(files.id, response.json<{ id: number }>().id));
    const [harborsUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.organizationId, p.orgs.harbor.id), eq(users.email, 'admin@skyline.test')),
      );
    expect(harborsUser).toBeDefined();
    expect(file?.createdById).toBe(harborsUser?.id);
  });
});
