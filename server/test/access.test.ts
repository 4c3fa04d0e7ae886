// Every route's guard, generated from the routes the app registered: anonymous and bad tokens
// get 401 on every non-public route, and each role gets exactly what the permission table allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, roles, statisticsCalls } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken, untrusted } from './support/tokens.ts';

describe.each(databaseKinds)('access guard on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  const guarded = () =>
    t.app.routeAccess.flatMap((r) =>
      'permission' in r.access ? [{ ...r, permission: r.access.permission }] : [],
    );
  const call = (route: { method: string; url: string }, token?: string, body: unknown = {}) =>
    t.app.inject({
      method: route.method as 'POST',
      url: route.url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.method === 'GET' ? {} : { payload: body as object }),
    });

  it('registers guarded routes for every resource', () => {
    expect(guarded().length).toBeGreaterThan(60);
    expect(t.app.routeAccess.filter((r) => 'public' in r.access).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/openapi.json']),
    );
  });

  it('registers every statistics call of the contract table with its permission', () => {
    for (const call of Object.values(statisticsCalls)) {
      const route = guarded().find((r) => r.url === `/api/${call.path}` && r.method === 'POST');
      expect(route?.permission, call.path).toBe(call.permission);
    }
  });

  it('lets a granted permission open what the role alone does not', async () => {
    const token = await signToken({
      email: 'viewer@harbor.test',
      roles: ['viewer'],
      realm: 'harbor',
      orgKey: 'harbor',
      permissions: ['tags.delete', 'buildings.create'],
    });
    const create = await call({ method: 'POST', url: '/api/buildings/create' }, token, {
      data: {},
    });
    // Past the guard: the body is what is wrong now.
    expect(create.statusCode).toBe(400);
  });

  it('answers 401 without a token, with an expired one, from another issuer or tampered', async () => {
    const base = {
      email: 'admin@atrium.test',
      roles: ['master-admin'],
      realm: 'atrium',
      orgKey: 'atrium',
    };
    const valid = await signToken(base);
    const [header, payload] = valid.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        org_key: 'harbor',
      }),
    ).toString('base64url');
    const bad = {
      none: undefined,
      expired: await signToken({ ...base, expiresIn: -60 }),
      otherIssuer: await signToken({ ...base, issuer: 'https://evil.example/realms/atrium' }),
      untrustedKey: await signToken({ ...base, signWith: untrusted }),
      tampered: `${header ?? ''}.${tamperedPayload}.${valid.split('.')[2] ?? ''}`,
      garbage: 'not-a-jwt',
    };
    for (const route of guarded()) {
      for (const [name, token] of Object.entries(bad)) {
        const response = await call(route, token);
        expect(response.statusCode, `${route.url} with ${name}`).toBe(401);
        expect(Object.keys(response.json<object>())).toEqual(['message']);
      }
    }
  });

  it('names what is missing from a token', async () => {
    const route = { method: 'POST', url: '/api/buildings' };
    const noEmail = await call(
      route,
      await signToken({ roles: ['viewer'], realm: 'harbor', orgKey: 'harbor' }),
    );
    expect(noEmail.json()).toEqual({ message: 'Email is required for user' });
    const noRealm = await call(
      route,
      await signToken({
        email: 'a@b.test',
        realm: 'x',
        issuer: 'http://identity.test/auth/realms/',
      }),
    );
    expect(noRealm.statusCode).toBe(401);
  });

  it.each(roles)('lets %s do exactly what the permission table allows', async (role) => {
    const token = await tokenFor(role === 'master-admin' ? p.orgs.platform : p.orgs.harbor, role);
    for (const route of guarded()) {
      const response = await call(route, token);
      const allowed = can({ roles: [role] }, route.permission);
      if (allowed) expect([401, 403], `${role} ${route.url}`).not.toContain(response.statusCode);
      else {
        expect(response.statusCode, `${role} ${route.url}`).toBe(403);
        expect(response.json<{ message: string }>().message).toMatch(/^Not allowed: /);
      }
    }
  });

  it('never answers 5xx to an allowed call with an empty body', async () => {
    const token = await tokenFor(p.orgs.platform, 'master-admin');
    for (const route of guarded()) {
      const response = await call(route, token);
      expect(response.statusCode, route.url).toBeLessThan(500);
    }
  });
});
