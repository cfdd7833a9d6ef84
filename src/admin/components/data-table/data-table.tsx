import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import styles from './data-table.module.css';

export type SortDirection = 'asc' | 'desc';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The API's sort key; columns without one are not sortable. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  /** The identifying cell of a row, rendered as `<th scope="row">` so screen readers name rows by it. */
  rowHeader?: boolean;
  /** Drops the column under 900 px where it matters least (ids, dates), keeping the table readable. */
  hideNarrow?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  sort?: { key: string; direction: SortDirection };
  onSort?: (sortKey: string) => void;
  /** True on first load: shows a loading row. */
  loading?: boolean;
  /** True while a new page or filter loads over the old rows: dims them and sets aria-busy. */
  refreshing?: boolean;
  emptyMessage?: string;
}

function alignClass(align: Column<unknown>['align']): string {
  return (align === 'end' ? styles.end : align === 'center' ? styles.center : '') ?? '';
}

function ariaSort(column: Column<unknown>, sort: DataTableProps<unknown>['sort']): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortKey) return undefined;
  if (sort?.key !== column.sortKey) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSort, loading, refreshing, emptyMessage = 'Nothing to show.' }: DataTableProps<T>) {
  const cellClass = (column: Column<T>) => [alignClass(column.align), column.hideNarrow ? styles.hideNarrow : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${refreshing ? styles.busy : ''}`} aria-busy={loading || refreshing || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const state = ariaSort(column as Column<unknown>, sort);
              return (
                <th key={column.key} scope="col" aria-sort={state} className={cellClass(column)}>
                  {column.sortKey && onSort ? (
                    <button
                      type="button"
                      className={`${styles.sortButton} ${state !== 'none' ? styles.sorted : ''}`}
                      onClick={() => onSort(column.sortKey ?? '')}
                    >
                      {column.header}
                      {state === 'ascending' ? (
                        <ArrowUp size={13} aria-hidden="true" />
                      ) : state === 'descending' ? (
                        <ArrowDown size={13} aria-hidden="true" />
                      ) : (
                        <ArrowUpDown size={13} aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading || !rows ? (
            <tr>
              <td colSpan={columns.length} className={styles.message}>
                Loading…
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.message}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
