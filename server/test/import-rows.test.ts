// Reading an import's CSV with csv-parse: the header, line numbers as in the file, quoting (commas,
// doubled quotes and newlines inside quotes), the line ends and byte-order mark that spreadsheet
// programs write, the size limit, and a file that cannot be read.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportFailedError } from '../src/http/errors.ts';
import { parseImportCsv, readCsvRecords } from '../src/imports/rows.ts';
import { parseCsv } from '../src/occupancy/parse.ts';

const columns = { columns: ['a', 'b', 'c'], optional: 'd' };
const rowsOf = async (text: string) => parseImportCsv(await readCsvRecords(text), columns);

describe('parseImportCsv', () => {
  it('reads each line by the header, numbering lines as in the file (header = 1)', async () => {
    expect(await rowsOf('a,b,c\n1,2,3\n\n4,5,6\n')).toEqual({
      rows: [
        { line: 2, values: { a: '1', b: '2', c: '3' } },
        { line: 4, values: { a: '4', b: '5', c: '6' } },
      ],
      errors: [],
    });
  });

  it('takes a byte-order mark and Windows or old Mac line ends', async () => {
    const { rows, errors } = await rowsOf('\uFEFFa,b,c\r\n1,2,3\r4,5,6\r\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.values)).toEqual([
      { a: '1', b: '2', c: '3' },
      { a: '4', b: '5', c: '6' },
    ]);
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('trims fields, and reads quoted ones with commas and doubled quotes', async () => {
    const { rows } = await rowsOf('a, b ,c\n 1 ,"x, ""y""", "  z"\n');
    expect(rows).toEqual([{ line: 2, values: { a: '1', b: 'x, "y"', c: 'z' } }]);
  });

  it('reads a quoted field with a newline as one field, numbering the lines after it as in the file', async () => {
    const { rows, errors } = await rowsOf('a,b,c\n1,"first line\nsecond line",3\r\n4,5\n6,7,8\n');
    expect(rows).toEqual([
      // The record ends on line 3; its number is that line's, as in the import pipeline.
      { line: 3, values: { a: '1', b: 'first line\nsecond line', c: '3' } },
      { line: 5, values: { a: '6', b: '7', c: '8' } },
    ]);
    expect(errors).toEqual([{ line: 4, message: 'expected 3 fields, found 2' }]);
  });

  it('takes the optional column after the others', async () => {
    const { rows } = await rowsOf('a,b,c,d\n1,2,3,4\n');
    expect(rows[0]?.values).toEqual({ a: '1', b: '2', c: '3', d: '4' });
  });

  it('names a line with another number of fields, and keeps reading the others', async () => {
    expect(await rowsOf('a,b,c\n1,2\n3,4,5\n6,7,8,9')).toEqual({
      rows: [{ line: 3, values: { a: '3', b: '4', c: '5' } }],
      errors: [
        { line: 2, message: 'expected 3 fields, found 2' },
        { line: 4, message: 'expected 3 fields, found 4' },
      ],
    });
  });

  it('names a wrong header and reads no line', async () => {
    expect(await rowsOf('a;b;c\n1;2;3')).toEqual({
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

describe('readCsvRecords', () => {
  it('reads a stream in chunks that split records, quotes and line ends', async () => {
    const text = 'a,b,c\r\n1,"x\r\ny",3\r\n4,5,6\r\n';
    // One byte at a time: a CR LF is split between two chunks.
    const chunks = Array.from(Buffer.from(text), (byte) => Buffer.from([byte]));
    expect(await readCsvRecords(Readable.from(chunks))).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 3, fields: ['1', 'x\r\ny', '3'] },
      { line: 4, fields: ['4', '5', '6'] },
    ]);
  });

  it('fails a body over the limit with the body-too-large error (413)', async () => {
    await expect(readCsvRecords('a,b,c\n1,2,3\n', 8)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
  });

  it('fails a quote that is never closed, naming the line', async () => {
    const failed = await readCsvRecords('a,b,c\n1,2,3\n4,"5,6\n7,8,9\n').catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ImportFailedError);
    const { errors } = failed as ImportFailedError;
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(
      /^Line \d+: a quoted field is never closed: a field that starts with " must end with "$/,
    );
  });
});

describe('parseCsv (occupancy readings)', () => {
  it('gives each reading its fields and line, the backfilled flag only when its column is there', async () => {
    expect(
      parseCsv(
        await readCsvRecords(
          'dataSourceId,spaceId,timestamp,occupancy\n7,,2026-03-02T15:00:00Z,12\n',
        ),
      ).rows,
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
        await readCsvRecords(
          'dataSourceId,spaceId,timestamp,occupancy,backfilled\r\n7,3,"2026-03-02 10:00",4,yes',
        ),
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
