// The templates of the imports: the columns in order, a sample row and (XLSX) a second sheet
// saying what each column holds and which values it allows, with drop-down lists for those.
import ExcelJS from 'exceljs';
import { importColumns, type PipelineImportType } from '@atrium/contract';

const quote = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export function templateCsv(type: PipelineImportType): string {
  const columns = importColumns[type];
  return `${columns.map((c) => quote(c.name)).join(',')}\n${columns.map((c) => quote(c.sample)).join(',')}\n`;
}

export async function templateXlsx(type: PipelineImportType): Promise<Buffer> {
  const columns = importColumns[type];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(columns.map((c) => c.name));
  sheet.addRow(columns.map((c) => c.sample));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, c.name.length + 2);
    if (c.allowed)
      for (let r = 2; r <= 500; r++)
        sheet.getCell(r, i + 1).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [`"${c.allowed.join(',')}"`],
        };
  });
  const help = workbook.addWorksheet('Columns');
  help.addRow(['Column', 'Required', 'What it holds', 'Allowed values']);
  help.getRow(1).font = { bold: true };
  for (const c of columns)
    help.addRow([c.name, c.required ? 'yes' : '', c.help, c.allowed?.join(', ') ?? '']);
  help.getColumn(3).width = 70;
  help.getColumn(1).width = 24;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
