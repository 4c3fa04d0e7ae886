import { Fragment, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  tableSortLabelClasses,
} from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { nextSortOrder, PAGE_SIZE_OPTIONS, type SortOrder } from './tableState.ts';
import { useOverflow } from './useOverflow.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type DataTableColumn<Row> = {
  field: string;
  header: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * The column's cells (not its header) on one line: `true` for dates and codes that read badly
   * broken, `false` to let a sentence in a figure column of a dense table wrap. By default only a
   * dense table's right-aligned columns keep to one line.
   */
  nowrap?: boolean;
  /** The cell's content; by default the row's value of `field`. */
  render?: (row: Row) => ReactNode;
  /** The cell's value in a CSV export; by default the row's value of `field` when plain. */
  exportValue?: (row: Row) => string | number | boolean | null;
};

export type DataTablePagination = {
  /** Counts from 1, like the `page` search parameter. */
  page: number;
  perPage: number;
  total: number;
  onChange: (paging: { page: number; perPage: number }) => void;
};

export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  loading?: boolean;
  emptyText?: string;
  /** Server-side sorting, controlled by the caller (e.g. kept in the address). */
  sort?: SortOrder;
  onSortChange?: (sort: SortOrder) => void;
  /** Server-side paging, controlled by the caller. */
  pagination?: DataTablePagination;
  isRowDisabled?: (row: Row) => boolean;
  /** Rows can be expanded to show this below them. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Rows can be dragged (or moved with the arrow keys on their handle) to a new place. */
  onReorder?: (fromIndex: number, toIndex: number) => void;
  onRowClick?: (row: Row) => void;
  /**
   * Tighter cells, for a table in a narrow card (half a dashboard's width) or one of many
   * columns: half the usual padding between columns, sort arrows without a margin on the cell's
   * side, and the cells of right-aligned columns (numbers, changes) on one line while text columns
   * and headers wrap.
   */
  dense?: boolean;
};

function defaultCell(row: unknown, field: string): ReactNode {
  if (typeof row !== 'object' || row === null) return null;
  const value: unknown = (row as Record<string, unknown>)[field];
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
}

// The table's outer edges keep a little more room than the gaps between its columns.
const DENSE_CELL = { px: 2, '&:first-of-type': { pl: 3 }, '&:last-of-type': { pr: 3 } } as const;

type CellLayout = Pick<DataTableColumn<unknown>, 'align' | 'nowrap'>;

/**
 * A header cell's spacing: a dense table's, whose sort arrows keep their gap to the header's text
 * but none on the cell's side (the cell's padding is gap enough); nothing in a regular table.
 */
function headerCellSx(dense: boolean, column: CellLayout) {
  if (!dense) return undefined;
  const arrow = column.align === 'right' ? { ml: 0 } : { mr: 0 };
  return { ...DENSE_CELL, [`& .${tableSortLabelClasses.icon}`]: arrow };
}

/** A body cell's spacing, and whether it keeps to one line (`DataTableColumn.nowrap`). */
function bodyCellSx(dense: boolean, column: CellLayout) {
  const nowrap = column.nowrap ?? (dense && column.align === 'right');
  return {
    ...(dense ? DENSE_CELL : undefined),
    ...(nowrap ? { whiteSpace: 'nowrap' } : undefined),
  };
}

/** A table with server-side paging and sorting, expandable, disabled and reorderable rows. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, getRowId, loading = false, emptyText = 'No results' } = props;
  const { sort = null, onSortChange, pagination, isRowDisabled, renderExpanded } = props;
  const { onReorder, onRowClick, dense = false } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [containerRef, scrolls] = useOverflow();
  const columnCount = columns.length + (renderExpanded ? 1 : 0) + (onReorder ? 1 : 0);

  const toggle = (id: string | number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= rows.length || !onReorder) return;
    event.preventDefault();
    onReorder(index, to);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== index) onReorder?.(dragFrom, index);
    setDragFrom(null);
  };

  return (
    <Paper variant="outlined">
      <TableContainer
        ref={containerRef}
        // A table wider than its place scrolls: the keyboard can then reach it (axe's
        // scrollable-region-focusable), named as the table is.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        // The containing block of the cells' visually hidden texts (a sort label's, a change's):
        // outside it, where the table scrolls, they widened the page beyond the window.
        sx={{ position: 'relative' }}
      >
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {onReorder && <TableCell padding="checkbox" aria-label="Reorder" />}
              {renderExpanded && <TableCell padding="checkbox" aria-label="Expand" />}
              {columns.map((column) => {
                const active = sort?.field === column.field;
                const direction = active ? sort.direction : 'asc';
                return (
                  <TableCell
                    key={column.field}
                    align={column.align}
                    sx={{
                      width: column.width,
                      fontWeight: 600,
                      ...headerCellSx(dense, column),
                    }}
                    aria-sort={
                      active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {column.sortable && onSortChange ? (
                      <TableSortLabel
                        active={active}
                        direction={direction}
                        onClick={() => {
                          onSortChange(nextSortOrder(sort, column.field));
                        }}
                      >
                        {column.header}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {direction === 'asc' ? 'sorted ascending' : 'sorted descending'}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
            {loading && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ p: 0, border: 0 }}>
                  <LinearProgress aria-label="Loading" />
                </TableCell>
              </TableRow>
            )}
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 6 }}>
                  {loading ? 'Loading...' : emptyText}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => {
              const id = getRowId(row);
              const disabled = isRowDisabled?.(row) ?? false;
              const open = expanded.has(id);
              const clickable = !!onRowClick && !disabled;
              return (
                <Fragment key={id}>
                  <TableRow
                    hover={clickable}
                    aria-disabled={disabled || undefined}
                    draggable={!!onReorder && !disabled}
                    onDragStart={() => {
                      setDragFrom(index);
                    }}
                    onDragOver={(event) => {
                      if (onReorder) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      onDrop(event, index);
                    }}
                    onClick={
                      clickable
                        ? () => {
                            onRowClick(row);
                          }
                        : undefined
                    }
                    onKeyDown={
                      clickable
                        ? (event) => {
                            if (event.target === event.currentTarget && event.key === 'Enter') {
                              onRowClick(row);
                            }
                          }
                        : undefined
                    }
                    tabIndex={clickable ? 0 : undefined}
                    sx={{
                      cursor: clickable ? 'pointer' : undefined,
                      opacity: disabled ? 0.5 : undefined,
                      '& > td': open ? { borderBottom: 0 } : undefined,
                    }}
                  >
                    {onReorder && (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          disabled={disabled}
                          aria-label={`Move row ${index + 1} (arrow keys)`}
                          onKeyDown={(event) => {
                            onHandleKey(event, index);
                          }}
                          sx={{ cursor: 'grab' }}
                        >
                          <DragIndicatorIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                    {renderExpanded && (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          disabled={disabled}
                          aria-label={open ? 'Collapse row' : 'Expand row'}
                          aria-expanded={open}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(id);
                          }}
                        >
                          {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell
                        key={column.field}
                        align={column.align}
                        sx={bodyCellSx(dense, column)}
                      >
                        {column.render ? column.render(row) : defaultCell(row, column.field)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {renderExpanded && open && (
                    <TableRow>
                      <TableCell colSpan={columnCount} sx={{ py: 0 }}>
                        <Collapse in={open} unmountOnExit>
                          <Box sx={{ py: 4 }}>{renderExpanded(row)}</Box>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && (
        <TablePagination
          component="div"
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          count={pagination.total}
          page={Math.max(0, pagination.page - 1)}
          rowsPerPage={pagination.perPage}
          onPageChange={(_event, page) => {
            pagination.onChange({ page: page + 1, perPage: pagination.perPage });
          }}
          onRowsPerPageChange={(event) => {
            pagination.onChange({ page: 1, perPage: Number(event.target.value) });
          }}
        />
      )}
    </Paper>
  );
}
