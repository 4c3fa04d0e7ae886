import { describe, expect, it } from 'vitest';
import {
  describeAcceptedTypes,
  formatFileSize,
  isAcceptedType,
  shortTypeName,
} from '../../../src/components/files/fileFormat.ts';

describe('the accepted types', () => {
  it('are upper-case short names joined with commas and "or"', () => {
    expect(describeAcceptedTypes(['image/png', 'image/svg+xml', 'application/pdf'])).toBe(
      'PNG, SVG or PDF',
    );
    expect(describeAcceptedTypes(['image/png', 'application/pdf'])).toBe('PNG or PDF');
    expect(describeAcceptedTypes(['image/jpeg'])).toBe('JPEG');
    expect(describeAcceptedTypes([])).toBe('');
  });

  it('name extensions, families and vendor types shortly, each once', () => {
    expect(shortTypeName('.csv')).toBe('CSV');
    expect(shortTypeName('image/*')).toBe('IMAGE');
    expect(shortTypeName('application/vnd.ms-excel')).toBe('MS-EXCEL');
    expect(describeAcceptedTypes(['image/png', '.png', 'text/csv'])).toBe('PNG or CSV');
  });
});

describe('the size', () => {
  it('is shown in KB, MB or GB, base 1024, two decimals unless whole', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatFileSize(25 * 1024 ** 2)).toBe('25 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
    expect(formatFileSize(1000)).toBe('1000 B');
  });
});

describe('a file', () => {
  const file = (name: string, type: string) => ({ name, type });

  it('is accepted by MIME type, family or extension', () => {
    expect(isAcceptedType(file('a.png', 'image/png'), ['image/png'])).toBe(true);
    expect(isAcceptedType(file('a.gif', 'image/gif'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('a.csv', ''), ['.csv'])).toBe(true);
    expect(isAcceptedType(file('a.pdf', 'application/pdf'), ['image/png', 'image/*'])).toBe(false);
    expect(isAcceptedType(file('a.bin', ''), [])).toBe(true);
  });
});
