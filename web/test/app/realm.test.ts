import { describe, expect, it } from 'vitest';
import { resolveRealm } from '../../src/app/realm.ts';
import { appRouteSegments } from '../../src/app/routeTable.ts';
import { paramsAreValid } from '../../src/app/screenRoute.ts';

const options = { defaultRealm: 'atrium', realms: ['atrium', 'harbor'] };

describe('the realm prefix', () => {
  it('is the first segment when it is not an app route', () => {
    expect(resolveRealm('/harbor/buildings', options)).toEqual({
      realm: 'harbor',
      basename: '/harbor',
    });
    expect(resolveRealm('/harbor', options)).toEqual({ realm: 'harbor', basename: '/harbor' });
    expect(resolveRealm('/harbor/', options)).toEqual({ realm: 'harbor', basename: '/harbor' });
  });

  it('is absent before an app route: the default realm', () => {
    expect(resolveRealm('/buildings', options)).toEqual({ realm: 'atrium', basename: '/' });
    expect(resolveRealm('/buildings/12/tenants', options)).toEqual({
      realm: 'atrium',
      basename: '/',
    });
    expect(resolveRealm('/', options)).toEqual({ realm: 'atrium', basename: '/' });
    expect(resolveRealm('/public/workflow-run/abc', options).realm).toBe('atrium');
    expect(resolveRealm('/import-occupancy', options).realm).toBe('atrium');
  });

  it('names only a realm that exists, when the list of realms is known', () => {
    expect(resolveRealm('/buildngs', options)).toEqual({ realm: 'atrium', basename: '/' });
    expect(resolveRealm('/newco/buildings', { defaultRealm: 'atrium' })).toEqual({
      realm: 'newco',
      basename: '/newco',
    });
  });

  it('knows the first segments of the route table', () => {
    for (const segment of ['buildings', 'sites', 'import', 'import-occupancy', 'public', 'tags']) {
      expect(appRouteSegments.has(segment)).toBe(true);
    }
    expect(appRouteSegments.has('harbor')).toBe(false);
    expect(appRouteSegments.has('')).toBe(false);
  });
});

describe('path parameters', () => {
  it('accept positive integer ids, text, and known tabs; absent optional ones', () => {
    const rules = { id: 'id', tabId: ['overview', 'tenants'], uuid: 'text' } as const;
    expect(paramsAreValid({ id: '12', tabId: 'tenants', uuid: 'a-b' }, rules)).toBe(true);
    expect(paramsAreValid({ id: '12' }, rules)).toBe(true);
    expect(paramsAreValid({ id: 'abc' }, rules)).toBe(false);
    expect(paramsAreValid({ id: '0' }, rules)).toBe(false);
    expect(paramsAreValid({ id: '3', tabId: 'secrets' }, rules)).toBe(false);
    expect(paramsAreValid({ uuid: ' ' }, rules)).toBe(false);
  });
});
