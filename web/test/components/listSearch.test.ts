import { describe, expect, it } from 'vitest';
import {
  formatListSearch,
  idOf,
  listRequestOf,
  parseListSearch,
} from '../../src/components/list/listSearch.ts';
import { buildingListSearch } from '../../src/features/buildings/buildingListSearch.ts';
import { parseTenantEditSearch } from '../../src/features/buildings/tenantEditSearch.ts';
import { dataImportListSearch } from '../../src/features/data-imports/dataImportListSearch.ts';
import { profileListSearch } from '../../src/features/profiles/profileListSearch.ts';
import { tagListSearch } from '../../src/features/tags/tagListSearch.ts';

const params = (query: string) => new URLSearchParams(query);
const buildings = (query: string) => parseListSearch(buildingListSearch, params(query));

describe('the list kit’s search parameters', () => {
  it('take only positive integers as ids and paging', () => {
    expect(idOf('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', ' 2', '99999999999999999999', null]) {
      expect(idOf(bad)).toBeNull();
    }
    expect(buildings('page=3&perPage=10')).toMatchObject({ page: 3, perPage: 10 });
    expect(buildings('page=0&perPage=-5')).toMatchObject({ page: 1, perPage: 25 });
    // A page size the tables do not offer is the default.
    expect(buildings('page=two&perPage=7')).toMatchObject({ page: 1, perPage: 25 });
  });

  it('read orderBy as field:direction on a sortable field, or none', () => {
    expect(buildings('orderBy=city:desc').orderBy).toEqual({ field: 'city', direction: 'desc' });
    expect(buildings('orderBy=none').orderBy).toBeNull();
    for (const bad of ['password:asc', 'name:up', 'name', 'name:asc:x', '']) {
      expect(buildings(`orderBy=${bad}`).orderBy).toEqual({ field: 'name', direction: 'asc' });
    }
  });

  it('build the API request, whose pages count from 0', () => {
    expect(
      listRequestOf(
        { name: { contains: 'ha' } },
        { field: 'name', direction: 'desc' },
        { page: 2, perPage: 10 },
      ),
    ).toEqual({
      where: { name: { contains: 'ha' } },
      orderBy: { name: 'desc' },
      page: 1,
      perPage: 10,
    });
    expect(listRequestOf({}, null, { page: 1, perPage: 25 })).toEqual({ page: 0, perPage: 25 });
  });
});

describe('buildings list search', () => {
  it('reads every parameter', () => {
    expect(
      buildings(
        'name=%20Tower%20&networkId=4&organizationId=9&orderBy=city:desc&page=2&perPage=50',
      ),
    ).toEqual({
      name: 'Tower',
      networkId: 4,
      organizationId: 9,
      orderBy: { field: 'city', direction: 'desc' },
      page: 2,
      perPage: 50,
    });
  });

  it('falls back to defaults for anything invalid', () => {
    expect(
      buildings('name=&networkId=x&organizationId=-2&orderBy=secret:asc&page=0&perPage=1000'),
    ).toEqual({
      name: null,
      networkId: null,
      organizationId: null,
      orderBy: { field: 'name', direction: 'asc' },
      page: 1,
      perPage: 25,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const search = buildings('networkId=4&page=3');
    expect(formatListSearch(buildingListSearch, search).toString()).toBe('networkId=4&page=3');
    expect(
      formatListSearch(buildingListSearch, { ...search, orderBy: null, page: 1 }).toString(),
    ).toBe('networkId=4&orderBy=none');
  });
});

describe('tags list search', () => {
  it('reads name and availableFor, dropping an unknown target', () => {
    const tags = (query: string) => parseListSearch(tagListSearch, params(query));
    expect(tags('name=vip&availableFor=BUILDING')).toMatchObject({
      name: 'vip',
      availableFor: 'BUILDING',
    });
    expect(tags('availableFor=SPACESHIP').availableFor).toBeNull();
    expect(formatListSearch(tagListSearch, tags('availableFor=NETWORK')).toString()).toBe(
      'availableFor=NETWORK',
    );
  });
});

describe('profiles list search', () => {
  it('reads search and organizationId', () => {
    const profiles = (query: string) => parseListSearch(profileListSearch, params(query));
    expect(profiles('search=ana&organizationId=3&perPage=5')).toEqual({
      search: 'ana',
      organizationId: 3,
      orderBy: { field: 'name', direction: 'asc' },
      page: 1,
      perPage: 5,
    });
    expect(profiles('organizationId=abc').organizationId).toBeNull();
  });
});

describe('data-imports list search', () => {
  const imports = (query: string) => parseListSearch(dataImportListSearch, params(query));

  it('reads the createdAt range and the filters, newest first by default', () => {
    expect(
      imports(
        'createdAtGte=2025-01-01&createdAtLte=2025-03-31&buildingId=7&type=spatial&userId=u-1&status=FAILED',
      ),
    ).toEqual({
      createdAtGte: '2025-01-01',
      createdAtLte: '2025-03-31',
      buildingId: 7,
      type: 'SPATIAL',
      userId: 'u-1',
      status: 'FAILED',
      orderBy: { field: 'createdAt', direction: 'desc' },
      page: 1,
      perPage: 25,
    });
  });

  it('drops invalid dates, a reversed range and odd codes', () => {
    const search = imports(
      'createdAtGte=2025-04-01&createdAtLte=2025-01-01&type=a%20b&status=&buildingId=1.5',
    );
    expect(search).toMatchObject({
      createdAtGte: null,
      createdAtLte: null,
      type: null,
      status: null,
      buildingId: null,
    });
    expect(imports('createdAtGte=yesterday').createdAtGte).toBeNull();
    expect(imports('createdAtGte=2025-02-30').createdAtGte).toBeNull();
    expect(formatListSearch(dataImportListSearch, search).toString()).toBe('');
  });
});

describe('tenant edit search', () => {
  it('reads spaceId as a positive integer', () => {
    expect(parseTenantEditSearch(params('spaceId=12'))).toEqual({ spaceId: 12 });
    expect(parseTenantEditSearch(params('spaceId=twelve'))).toEqual({ spaceId: null });
    expect(parseTenantEditSearch(params(''))).toEqual({ spaceId: null });
  });
});
