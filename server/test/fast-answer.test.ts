// Statistics answers written by their compiled writer (analytics/fast-answer.ts): the same JSON
// as Zod's check and JSON.stringify, unknown keys left out, and with checking on, an answer that
// breaks its schema fails instead of being written.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastAnswer } from '../src/analytics/fast-answer.ts';

const Day = z.object({
  date: z.iso.date(),
  counts: z.record(
    z.string(),
    z.object({ occupancy: z.number(), hasBackfill: z.boolean(), isPrimary: z.boolean() }),
  ),
});
const Answer = z.object({
  items: z.array(Day),
  peak: z.int().nullable(),
  tier: z.enum(['Expansion', 'Stable']).nullable(),
  startDate: z.iso.date().nullable(),
});

describe('fastAnswer', () => {
  const answer = {
    items: [
      {
        date: '2026-03-02',
        counts: { '17': { occupancy: 12.5, hasBackfill: false, isPrimary: true, extra: 1 } },
        internal: 'not for the caller',
      },
    ],
    peak: 40,
    tier: null,
    startDate: '2026-03-01',
    secret: 'left out',
  };

  it('writes what Zod writes, without the keys the schema does not name', () => {
    const write = fastAnswer(Answer, '/test', false);
    const written = write(answer);
    expect(written).toBe(JSON.stringify(z.encode(Answer, answer)));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('internal');
    expect(JSON.parse(written)).toEqual({
      items: [
        {
          date: '2026-03-02',
          counts: { '17': { occupancy: 12.5, hasBackfill: false, isPrimary: true } },
        },
      ],
      peak: 40,
      tier: null,
      startDate: '2026-03-01',
    });
  });

  it('refuses an answer that breaks its schema; checking, also one it would coerce', () => {
    const broken = { ...answer, peak: 2.5 };
    expect(() => fastAnswer(Answer, '/test', true)(broken)).toThrow();
    expect(() => fastAnswer(Answer, '/test', false)(broken)).toThrow();
    // A number where a name should be is written as text by the compiled writer alone: the
    // check (on in the tests) refuses it and names the call.
    const Named = z.object({ name: z.string() });
    expect(fastAnswer(Named, '/named', false)({ name: 5 })).toBe('{"name":"5"}');
    expect(() => fastAnswer(Named, '/named', true)({ name: 5 })).toThrow(
      /The answer of \/named does not match its schema/,
    );
  });

  it('keeps Zod’s way for a schema without a JSON Schema form', () => {
    const Dated = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(Dated, { io: 'output', unrepresentable: 'throw' })).toThrow();
    const write = fastAnswer(Dated, '/dated', true);
    expect(write({ at: new Date('2026-03-02T10:00:00Z'), other: 1 })).toBe(
      '{"at":"2026-03-02T10:00:00.000Z"}',
    );
  });
});
