// The contract's table of resource actions is what the server registers: each path with its
// permission (the web calls them through the same table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceActions } from '@atrium/contract';
import { startTestApp, type TestApp } from './support/app.ts';

describe('resource actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('registers every action of the contract table with its permission', () => {
    for (const action of Object.values(resourceActions)) {
      const route = t.app.routeAccess.find(
        (r) => r.url === `/api/${action.path}` && r.method === 'POST',
      );
      expect(route?.access, action.path).toEqual({ permission: action.permission });
    }
  });
});
