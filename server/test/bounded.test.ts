import { describe, expect, it } from 'vitest';
import { setBounded } from '../src/bounded.ts';

describe('setBounded', () => {
  it('keeps at most the limit, dropping the oldest; a key set again becomes the newest', () => {
    const map = new Map<string, number>();
    setBounded(map, 2, 'a', 1);
    setBounded(map, 2, 'b', 2);
    setBounded(map, 2, 'a', 3);
    setBounded(map, 2, 'c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
