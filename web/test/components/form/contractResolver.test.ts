import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { ZBuildingUpdateSchema, ZSetExternalIdsRequestSchema } from '@atrium/contract';
import { ApiError } from '../../../src/api/client.ts';
import { contractResolver } from '../../../src/components/form/contractResolver.ts';
import { fieldNameOf } from '../../../src/components/form/fieldNames.ts';
import { numberOrNull, textOrNull } from '../../../src/components/form/formValues.ts';
import { showServerIssues } from '../../../src/components/form/serverIssues.ts';

const options = <V extends FieldValues>(): ResolverOptions<V> => ({
  fields: {},
  shouldUseNativeValidation: false,
});

type Values = { name: string; yearBuilt: string; coordinates: [string, string]; polygon: string };
const values = (overrides: Partial<Values> = {}): Values => ({
  name: 'Harbor Point',
  yearBuilt: '',
  coordinates: ['', ''],
  polygon: '',
  ...overrides,
});
const resolver = contractResolver(ZBuildingUpdateSchema, (v: Values) => ({
  name: v.name,
  yearBuilt: numberOrNull(v.yearBuilt),
  coordinates:
    v.coordinates[0] === '' && v.coordinates[1] === ''
      ? null
      : [numberOrNull(v.coordinates[0]), numberOrNull(v.coordinates[1])],
}));

const errorsOf = async (input: Values) => {
  const result = await resolver(input, undefined, options<Values>());
  return result.errors;
};

describe('contractResolver', () => {
  it("gives the contract's output when the values are valid", async () => {
    const result = await resolver(
      values({ name: '  Dock 9 ', yearBuilt: '1999' }),
      undefined,
      options<Values>(),
    );
    expect(result).toEqual({
      values: { name: 'Dock 9', yearBuilt: 1999, coordinates: null },
      errors: {},
    });
  });

  it("puts the contract's messages on the fields, 'Required' for what is missing", async () => {
    const errors = await errorsOf(values({ name: ' ', yearBuilt: '12', coordinates: ['52', ''] }));
    expect(errors.name?.message).toBe('Required');
    expect(errors.yearBuilt?.message).toBe('Too small: expected number to be >=1000');
    expect(errors.coordinates?.[1]?.message).toBe('Required');
    expect(errors.coordinates?.[0]).toBeUndefined();
  });

  it("says 'Expected a number' for text where a number belongs", async () => {
    const errors = await errorsOf(values({ yearBuilt: 'nineteen' }));
    expect(errors.yearBuilt?.message).toBe('Expected a number');
  });

  it('takes problems only the form can see, and still checks the rest', async () => {
    const withReport = contractResolver(
      z.strictObject({ name: z.string().min(1) }),
      (v: Values, report) => {
        report('polygon', 'Expected JSON points');
        return { name: v.name.trim() };
      },
    );
    const result = await withReport(values({ name: '' }), undefined, options<Values>());
    expect(result.errors.polygon?.message).toBe('Expected JSON points');
    expect(result.errors.name?.message).toBe('Required');
  });

  it('reaches into lists of the form', async () => {
    type Ids = { externalIds: { type: 'BADGE'; value: string }[] };
    const ids = contractResolver(ZSetExternalIdsRequestSchema, (v: Ids) => ({ spaceId: 4, ...v }));
    const result = await ids(
      {
        externalIds: [
          { type: 'BADGE', value: 'b-1' },
          { type: 'BADGE', value: '' },
        ],
      },
      undefined,
      options<Ids>(),
    );
    expect(result.errors.externalIds?.[1]?.value?.message).toBe('Required');
    expect(result.errors.externalIds?.[0]).toBeUndefined();
  });

  it("makes an issue about no field the form's root error", async () => {
    const strict = contractResolver(z.strictObject({}), (_values: Values) => ({ stray: 1 }));
    const result = await strict(values(), undefined, options<Values>());
    expect(result.errors.root?.message).toMatch(/stray/);
  });
});

describe('fieldNameOf', () => {
  it('follows the path into the form while its values are lists or objects', () => {
    const form = values();
    expect(fieldNameOf(form, ['name'])).toBe('name');
    expect(fieldNameOf(form, ['coordinates', 1])).toBe('coordinates.1');
    // A point inside the JSON text of an outline is the outline field.
    expect(fieldNameOf(form, ['polygon', 3, 0])).toBe('polygon');
    expect(fieldNameOf(form, ['timeZone'])).toBeNull();
    expect(fieldNameOf(form, [])).toBeNull();
  });
});

describe('showServerIssues', () => {
  const badRequest = (issues: { path: (string | number)[]; message: string }[]) =>
    new ApiError(400, { message: 'Bad request', issues });

  it('puts the issues of a 400 on the fields they name', () => {
    const setError = vi.fn();
    const shown = showServerIssues(
      badRequest([
        { path: ['body', 'data', 'name'], message: 'Taken' },
        { path: ['body', 'data', 'coordinates', 0], message: 'Too far north' },
        { path: ['body', 'data', 'timeZone'], message: 'Not a field here' },
      ]),
      values(),
      setError,
    );
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['coordinates.0', { type: 'server', message: 'Too far north' }, { shouldFocus: false }],
    ]);
  });

  it('leaves other failures to the toast', () => {
    const setError = vi.fn();
    expect(showServerIssues(new ApiError(409, { message: 'In use' }), values(), setError)).toBe(
      false,
    );
    expect(showServerIssues(new TypeError('offline'), values(), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  // The lease form: spaces and additional organizations are each one picker of ids.
  type Lease = { rentRate: string; spaceIds: number[]; additionalOrganizationIds: number[] };
  const lease: Lease = { rentRate: '40', spaceIds: [101, 102, 201], additionalOrganizationIds: [] };

  it("puts an issue about one item of a list on the list's input, with or without the body prefix", () => {
    const setError = vi.fn();
    showServerIssues(
      badRequest([
        { path: ['data', 'spaceIds', 1], message: 'Space 102 is not in this building' },
        { path: ['body', 'data', 'rentRate'], message: 'Too big' },
        { path: ['data', 'buildingId'], message: 'Not a field here' },
        { path: ['where', 'rentRate'], message: 'Not in the data' },
      ]),
      lease,
      setError,
      ['spaceIds', 'additionalOrganizationIds'],
    );
    expect(setError.mock.calls).toEqual([
      [
        'spaceIds',
        { type: 'server', message: 'Space 102 is not in this building' },
        { shouldFocus: true },
      ],
      ['rentRate', { type: 'server', message: 'Too big' }, { shouldFocus: false }],
    ]);
  });

  it('shows the several issues of one field together, each once', () => {
    const setError = vi.fn();
    showServerIssues(
      badRequest([
        { path: ['data', 'spaceIds', 0], message: 'Space 101 is leased' },
        { path: ['data', 'spaceIds', 2], message: 'Space 201 is leased' },
        { path: ['data', 'spaceIds', 2], message: 'Space 201 is leased' },
      ]),
      lease,
      setError,
      ['spaceIds'],
    );
    expect(setError.mock.calls).toEqual([
      [
        'spaceIds',
        { type: 'server', message: 'Space 101 is leased Space 201 is leased' },
        { shouldFocus: true },
      ],
    ]);
  });
});

describe('form values', () => {
  it('turns empty inputs into null and keeps text that is no number for the schema', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' Boston ')).toBe('Boston');
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(' 12.5 ')).toBe(12.5);
    expect(numberOrNull('abc')).toBeNaN();
  });
});
