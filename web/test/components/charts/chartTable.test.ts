// @vitest-environment node
// Pure functions: no DOM needed.
import { describe, expect, it } from 'vitest';
import { chartFileName, formatCell, toCsv } from '../../../src/components/charts/chartTable.ts';

describe('toCsv', () => {
  it('writes a header and rows, numbers unformatted, missing values empty', () => {
    const csv = toCsv({
      columns: [{ header: 'Month' }, { header: 'Utilization', format: 'percent' }],
      rows: [
        ['Jan 2026', 0.523],
        ['Feb 2026', null],
        ['Mar 2026', 0.1 + 0.2],
      ],
    });
    expect(csv).toBe('Month,Utilization\r\nJan 2026,0.523\r\nFeb 2026,\r\nMar 2026,0.3\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv({
      columns: [{ header: 'Tenant' }, { header: 'Cost' }],
      rows: [
        ['Harbor, Inc.', 1],
        ['The "Mill"', 2],
        ['Two\nlines', 3],
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'Tenant,Cost',
      '"Harbor, Inc.",1',
      '"The ""Mill""",2',
      '"Two\nlines",3',
      '',
    ]);
  });

  it('keeps a spreadsheet from running text as a formula, not negative numbers', () => {
    const csv = toCsv({
      columns: [{ header: 'Name' }, { header: 'Change' }],
      rows: [
        ['=HYPERLINK("x")', -0.2],
        ['@SUM(A1)', 0],
      ],
    });
    expect(csv).toBe('Name,Change\r\n"\'=HYPERLINK(""x"")",-0.2\r\n\'@SUM(A1),0\r\n');
  });
});

describe('formatCell', () => {
  it("shows numbers in the column's format and missing ones as a dash", () => {
    expect(formatCell(0.523, { header: 'U', format: 'percent' })).toBe('52.3%');
    expect(formatCell(0.523, { header: 'U', format: 'flooredPercent' })).toBe('52%');
    expect(formatCell(125_000, { header: 'Cost', format: 'money' })).toBe('125K');
    expect(formatCell(null, { header: 'U' })).toBe('–');
    expect(formatCell('Mon', undefined)).toBe('Mon');
  });
});

describe('chartFileName', () => {
  it('turns the title into a file name', () => {
    expect(chartFileName('Day of Week Demand', 'csv')).toBe('day-of-week-demand.csv');
    expect(chartFileName('Occupancy & Utilization', 'png')).toBe('occupancy-utilization.png');
    expect(chartFileName('Café Überblick', 'csv')).toBe('cafe-uberblick.csv');
    expect(chartFileName('***', 'svg')).toBe('chart.svg');
  });
});
