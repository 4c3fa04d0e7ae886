import { describe, expect, it } from 'vitest';
import {
  isoDate,
  listRequestOf,
  parseOrderBy,
  parsePaging,
  positiveInt,
} from '../../src/app/listSearch.ts';
import {
  buildingListSearchParams,
  parseBuildingListSearch,
} from '../../src/features/buildings/buildingListSearch.ts';
import { parseTenantEditSearch } from '../../src/features/buildings/tenantEditSearch.ts';
import {
  dataImportListSearchParams,
  parseDataImportListSearch,
} from '../../src/features/data-imports/dataImportListSearch.ts';
import { parseProfileListSearch } from '../../src/features/profiles/profileListSearch.ts';
import { parseTagListSearch, tagListSearchParams } from '../../src/features/tags/tagListSearch.ts';

const params = (query: string) => new URLSearchParams(query);

describe('search parameter readers', () => {
  it('take only positive integers', () => {
    expect(positiveInt('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', ' 2', '99999999999999999999', null]) {
      expect(positiveInt(bad)).toBeNull();
    }
  });

  it('fall back to page 1 and the default page size for invalid paging', () => {
    expect(parsePaging(params('page=3&perPage=10'))).toEqual({ page: 3, perPage: 10 });
    expect(parsePaging(params('page=0&perPage=-5'))).toEqual({ page: 1, perPage: 25 });
    expect(parsePaging(params('page=two&perPage=7'))).toEqual({ page: 1, perPage: 25 });
    expect(parsePaging(params(''))).toEqual({ page: 1, perPage: 25 });
  });

  it('read orderBy as field:direction on a sortable field', () => {
    const fallback = { field: 'name', direction: 'asc' } as const;
    expect(parseOrderBy('city:desc', ['name', 'city'], fallback)).toEqual({
      field: 'city',
      direction: 'desc',
    });
    expect(parseOrderBy('none', ['name'], fallback)).toBeNull();
    for (const bad of ['password:asc', 'name:up', 'name', 'name:asc:x', '', null]) {
      expect(parseOrderBy(bad, ['name', 'city'], fallback)).toEqual(fallback);
    }
  });

  it('take only real calendar dates', () => {
    expect(isoDate('2025-02-28')).toBe('2025-02-28');
    expect(isoDate('2025-02-30')).toBeNull();
    expect(isoDate('2025-2-3')).toBeNull();
  });

  it('build the API request, whose pages count from 0', () => {
    expect(
      listRequestOf(
        { name: { contains: 'ha' } },
        { field: 'name', direction: 'desc' },
        {
          page: 2,
          perPage: 10,
        },
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
      parseBuildingListSearch(
        params('name=%20Tower%20&networkId=4&organizationId=9&orderBy=city:desc&page=2&perPage=50'),
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
      parseBuildingListSearch(
        params('name=&networkId=x&organizationId=-2&orderBy=secret:asc&page=0&perPage=1000'),
      ),
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
    const search = parseBuildingListSearch(params('networkId=4&page=3'));
    expect(buildingListSearchParams(search).toString()).toBe('networkId=4&page=3');
    expect(buildingListSearchParams({ ...search, orderBy: null, page: 1 }).toString()).toBe(
      'networkId=4&orderBy=none',
    );
  });
});

describe('tags list search', () => {
  it('reads name and availableFor, dropping an unknown target', () => {
    expect(parseTagListSearch(params('name=vip&availableFor=BUILDING'))).toMatchObject({
      name: 'vip',
      availableFor: 'BUILDING',
    });
    expect(parseTagListSearch(params('availableFor=SPACESHIP')).availableFor).toBeNull();
    expect(tagListSearchParams(parseTagListSearch(params('availableFor=NETWORK'))).toString()).toBe(
      'availableFor=NETWORK',
    );
  });
});

describe('profiles list search', () => {
  it('reads search and organizationId', () => {
    expect(parseProfileListSearch(params('search=ana&organizationId=3&perPage=5'))).toEqual({
      search: 'ana',
      organizationId: 3,
      orderBy: { field: 'name', direction: 'asc' },
      page: 1,
      perPage: 5,
    });
    expect(parseProfileListSearch(params('organizationId=abc')).organizationId).toBeNull();
  });
});

describe('data-imports list search', () => {
  it('reads the createdAt range and the filters, newest first by default', () => {
    expect(
      parseDataImportListSearch(
        params(
          'createdAtGte=2025-01-01&createdAtLte=2025-03-31&buildingId=7&type=spatial&userId=u-1&status=FAILED',
        ),
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
    const search = parseDataImportListSearch(
      params('createdAtGte=2025-04-01&createdAtLte=2025-01-01&type=a%20b&status=&buildingId=1.5'),
    );
    expect(search).toMatchObject({
      createdAtGte: null,
      createdAtLte: null,
      type: null,
      status: null,
      buildingId: null,
    });
    expect(parseDataImportListSearch(params('createdAtGte=yesterday')).createdAtGte).toBeNull();
    expect(dataImportListSearchParams(search).toString()).toBe('');
  });
});

describe('tenant edit search', () => {
  it('reads spaceId as a positive integer', () => {
    expect(parseTenantEditSearch(params('spaceId=12'))).toEqual({ spaceId: 12 });
    expect(parseTenantEditSearch(params('spaceId=twelve'))).toEqual({ spaceId: null });
    expect(parseTenantEditSearch(params(''))).toEqual({ spaceId: null });
  });
});
