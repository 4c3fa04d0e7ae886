import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatCell, type ChartTable } from './chartTable.ts';

/** The chart's rows as a table, scrolling inside the chart's own height. */
export function ChartTableView({
  table,
  label,
  height,
}: {
  table: ChartTable;
  label: string;
  height: number;
}) {
  return (
    // Contained, so a wide table (24 hours) scrolls inside the card instead of widening it.
    <TableContainer sx={{ height, overflow: 'auto', contain: 'inline-size' }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {table.columns.map((column, i) => (
              <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell
                  key={i}
                  align={i === 0 ? 'left' : 'right'}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatCell(cell, table.columns[i])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
