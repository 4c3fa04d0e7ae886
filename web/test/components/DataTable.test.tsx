import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { theme } from '../../src/app/theme.ts';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable.tsx';
import { nextSortOrder, type SortOrder } from '../../src/components/tableState.ts';

afterEach(cleanup);

type Building = { id: number; name: string; city: string; isActive: boolean };
const rows: Building[] = [
  { id: 1, name: 'Harbor Tower', city: 'Rotterdam', isActive: true },
  { id: 2, name: 'Old Mill', city: 'Leiden', isActive: false },
];
const columns: DataTableColumn<Building>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'city', header: 'City', sortable: true },
  { field: 'isActive', header: 'Active' },
];

function SortedTable({ onSortChange }: { onSortChange: (sort: SortOrder) => void }) {
  const [sort, setSort] = useState<SortOrder>(null);
  return (
    <DataTable
      label="Buildings"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('cycles a column through ascending, descending and no sort', () => {
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const name = () => within(header('Name')).getByRole('button');

    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(name());
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(name());
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(name());
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    expect(onSortChange.mock.calls.map(([sort]) => sort as SortOrder)).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'name', direction: 'desc' },
      null,
    ]);
  });

  it('starts over ascending when another column is chosen', () => {
    expect(nextSortOrder({ field: 'name', direction: 'desc' }, 'city')).toEqual({
      field: 'city',
      direction: 'asc',
    });
  });

  it("shows 'No results' for no rows, or the caller's text", () => {
    const { rerender } = render(
      <DataTable label="Buildings" columns={columns} rows={[]} getRowId={(row) => row.id} />,
    );
    expect(screen.getByText('No results')).toBeTruthy();
    rerender(
      <DataTable
        label="Buildings"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        emptyText="No buildings yet"
      />,
    );
    expect(screen.getByText('No buildings yet')).toBeTruthy();
    rerender(
      <DataTable
        label="Buildings"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        loading
      />,
    );
    expect(screen.queryByText('No results')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('renders values and custom cells', () => {
    render(
      <DataTable
        label="Buildings"
        columns={[...columns, { field: 'link', header: 'Link', render: (row) => `#${row.id}` }]}
        rows={rows}
        getRowId={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Buildings' });
    const cells = within(table).getAllByRole('row')[1]?.textContent;
    expect(cells).toBe('Harbor TowerRotterdamYes#1');
  });

  it('pages on the server: page sizes 5, 10, 15, 25, 50 and page changes', () => {
    const onChange = vi.fn();
    render(
      <DataTable
        label="Buildings"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        pagination={{ page: 2, perPage: 25, total: 120, onChange }}
      />,
    );
    expect(screen.getByText('26–50 of 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, perPage: 25 });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '15', '25', '50']);
    fireEvent.click(sizes[1] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10 });
  });

  it('does not act on disabled rows', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Buildings"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        isRowDisabled={(row) => !row.isActive}
        onRowClick={onRowClick}
      />,
    );
    fireEvent.click(screen.getByText('Old Mill'));
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.getByText('Old Mill').closest('tr')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByText('Harbor Tower'));
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('expands a row to show its details', () => {
    render(
      <DataTable
        label="Buildings"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        renderExpanded={(row) => <p>Floors of {row.name}</p>}
      />,
    );
    expect(screen.queryByText('Floors of Harbor Tower')).toBeNull();
    const [expand] = screen.getAllByRole('button', { name: 'Expand row' });
    fireEvent.click(expand as HTMLElement);
    expect(screen.getByText('Floors of Harbor Tower')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse row' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('reorders rows by dragging or with the arrow keys on the handle', () => {
    const onReorder = vi.fn();
    render(
      <DataTable
        label="Floors"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        onReorder={onReorder}
      />,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: /Move row 1/ }), { key: 'ArrowDown' });
    expect(onReorder).toHaveBeenLastCalledWith(0, 1);
    fireEvent.keyDown(screen.getByRole('button', { name: /Move row 1/ }), { key: 'ArrowUp' });
    expect(onReorder).toHaveBeenCalledTimes(1);

    const [first, second] = screen.getAllByRole('row').slice(1);
    fireEvent.dragStart(second as HTMLElement);
    fireEvent.dragOver(first as HTMLElement);
    fireEvent.drop(first as HTMLElement);
    expect(onReorder).toHaveBeenLastCalledWith(1, 0);
  });
});

describe('a table wider than its place', () => {
  it('is a named region the keyboard can reach only while it scrolls', () => {
    // jsdom lays nothing out: the container's content is made wider than it by hand.
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const widths = { scroll: 300, client: 300 };
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    render(<DataTable label="Buildings" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(screen.queryByRole('region', { name: 'Buildings' })).toBeNull();
    widths.scroll = 900;
    act(() => {
      for (const callback of observed) callback([], {} as ResizeObserver);
    });
    expect(screen.getByRole('region', { name: 'Buildings' }).getAttribute('tabindex')).toBe('0');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
});

describe('a dense table', () => {
  type Tenant = { id: number; name: string; capacity: number };
  const tenants: Tenant[] = [{ id: 1, name: 'Globex Corporation', capacity: 1500 }];
  const tenantColumns: DataTableColumn<Tenant>[] = [
    { field: 'name', header: 'Tenant' },
    { field: 'capacity', header: 'Capacity', align: 'right' },
    { field: 'change', header: 'Change', align: 'right', render: () => '+8.9%' },
  ];
  const cells = () =>
    screen.getAllByRole('row').map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const style = getComputedStyle(cell);
        return [style.paddingLeft, style.paddingRight, style.whiteSpace];
      }),
    );

  it('halves the padding between columns and keeps numbers, not headers, on one line', () => {
    render(
      <ThemeProvider theme={theme}>
        <DataTable
          label="Tenants"
          dense
          columns={tenantColumns}
          rows={tenants}
          getRowId={(row) => row.id}
        />
      </ThemeProvider>,
    );
    // 8 px between columns, 12 px at the table's edges; the text column and the headers wrap
    // (a header of two words takes two lines rather than widening its column).
    const headers = [
      ['12px', '8px', 'normal'],
      ['8px', '8px', 'normal'],
      ['8px', '12px', 'normal'],
    ];
    const dense = [
      ['12px', '8px', 'normal'],
      ['8px', '8px', 'nowrap'],
      ['8px', '12px', 'nowrap'],
    ];
    expect(cells()).toEqual([headers, dense]);
  });

  it('leaves a regular table as it was', () => {
    render(
      <ThemeProvider theme={theme}>
        <DataTable
          label="Tenants"
          columns={tenantColumns}
          rows={tenants}
          getRowId={(row) => row.id}
        />
      </ThemeProvider>,
    );
    const regular = Array.from({ length: 3 }, () => ['16px', '16px', 'normal']);
    expect(cells()).toEqual([regular, regular]);
  });

  it("keeps a column's cells on one line, or lets them wrap, as the column says", () => {
    const whiteSpaces = () =>
      screen
        .getAllByRole('row')
        .map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => getComputedStyle(cell).whiteSpace),
        );
    const leases = [{ id: 1, name: 'Globex Corporation', capacity: 1500, endDate: '1 Oct 2031' }];
    type Lease = (typeof leases)[number];
    const name: DataTableColumn<Lease> = { field: 'name', header: 'Tenant' };
    const capacity: DataTableColumn<Lease> = {
      field: 'capacity',
      header: 'Capacity',
      align: 'right',
    };
    // A date in a regular table stays on one line; headers wrap.
    const { rerender } = render(
      <DataTable
        label="Leases"
        columns={[name, { field: 'endDate', header: 'Ends', nowrap: true }, capacity]}
        rows={leases}
        getRowId={(row) => row.id}
      />,
    );
    expect(whiteSpaces()).toEqual([
      ['normal', 'normal', 'normal'],
      ['normal', 'nowrap', 'normal'],
    ]);
    // A column of figures that may hold a sentence ('Capacity is missing') wraps in a dense table.
    rerender(
      <DataTable
        label="Leases"
        dense
        columns={[name, { ...capacity, nowrap: false }]}
        rows={leases}
        getRowId={(row) => row.id}
      />,
    );
    expect(whiteSpaces()).toEqual([
      ['normal', 'normal'],
      ['normal', 'normal'],
    ]);
  });
});
