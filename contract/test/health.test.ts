import { describe, expect, it } from 'vitest';
import { ZHealthResponseSchema } from '../src/index.ts';

describe('ZHealthResponseSchema', () => {
  it('accepts both database kinds', () => {
    for (const database of ['pglite', 'postgres'] as const) {
      expect(ZHealthResponseSchema.parse({ status: 'ok', database, version: '1.0.0' })).toEqual({
        status: 'ok',
        database,
        version: '1.0.0',
      });
    }
  });

  it('refuses an unknown database kind', () => {
    expect(
      ZHealthResponseSchema.safeParse({ status: 'ok', database: 'mysql', version: '1' }).success,
    ).toBe(false);
  });
});
