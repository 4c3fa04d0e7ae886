// Reading an import's CSV: the header, line numbers as in the file, quoting, and the line ends
// and byte-order mark that spreadsheet programs write.
import { describe, expect, it } from 'vitest';
import { parseImportCsv } from '../src/imports/rows.ts';
import { parseCsv } from '../src/occupancy/parse.ts';

const columns = { columns: ['a', 'b', 'c'], optional: 'd' };

describe('parseImportCsv', () => {
  it('reads each line by the header, numbering lines as in the file (header = 1)', () => {
    expect(parseImportCsv('a,b,c\n1,2,3\n\n4,5,6\n', columns)).toEqual({
      rows: [
        { line: 2, values: { a: '1', b: '2', c: '3' } },
        { line: 4, values: { a: '4', b: '5', c: '6' } },
      ],
      errors: [],
    });
  });

  it('takes a byte-order mark and Windows or old Mac line ends', () => {
    const { rows, errors } = parseImportCsv('\uFEFFa,b,c\r\n1,2,3\r4,5,6\r\n', columns);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.values)).toEqual([
      { a: '1', b: '2', c: '3' },
      { a: '4', b: '5', c: '6' },
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('trims fields, and reads quoted ones with commas and doubled quotes', () => {
    const { rows } = parseImportCsv('a, b ,c\n 1 ,"x, ""y""", "  z"\n', columns);
    expect(rows).toEqual([{ line: 2, values: { a: '1', b: 'x, "y"', c: 'z' } }]);
  });

  it('takes the optional column after the others', () => {
    const { rows } = parseImportCsv('a,b,c,d\n1,2,3,4\n', columns);
    expect(rows[0]?.values).toEqual({ a: '1', b: '2', c: '3', d: '4' });
  });

  it('names a line with another number of fields, and keeps reading the others', () => {
    expect(parseImportCsv('a,b,c\n1,2\n3,4,5\n6,7,8,9', columns)).toEqual({
      rows: [{ line: 3, values: { a: '3', b: '4', c: '5' } }],
      errors: [
        { line: 2, message: 'expected 3 fields, found 2' },
        { line: 4, message: 'expected 3 fields, found 4' },
      ],
    });
  });

  it('names a wrong header and reads no line', () => {
    expect(parseImportCsv('a;b;c\n1;2;3', columns)).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          message: 'The header must be "a,b,c" (optionally followed by ",d"), found "a;b;c"',
        },
      ],
    });
  });
});

describe('parseCsv (occupancy readings)', () => {
  it('gives each reading its fields and line, the backfilled flag only when its column is there', () => {
    expect(
      parseCsv('dataSourceId,spaceId,timestamp,occupancy\n7,,2026-03-02T15:00:00Z,12\n').rows,
    ).toEqual([
      {
        line: 2,
        dataSourceId: '7',
        spaceId: '',
        timestamp: '2026-03-02T15:00:00Z',
        occupancy: '12',
        backfilled: undefined,
      },
    ]);
    expect(
      parseCsv(
        'dataSourceId,spaceId,timestamp,occupancy,backfilled\r\n7,3,"2026-03-02 10:00",4,yes',
      ).rows,
    ).toEqual([
      {
        line: 2,
        dataSourceId: '7',
        spaceId: '3',
        timestamp: '2026-03-02 10:00',
        occupancy: '4',
        backfilled: 'yes',
      },
    ]);
  });
});
