import type { ReactNode } from 'react';

export interface LoanColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts align right, so digits line up. */
  numeric?: boolean;
  /** On phones, part of the block's title line, shown without its label. */
  title?: boolean;
}

export interface LoanTableProps<Row> {
  label: string;
  /** Names the phone layout of the blocks in loans.css. */
  layout: 'schedule' | 'history';
  columns: readonly LoanColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClass?: (row: Row) => string | undefined;
}

/**
 * A table of a loan's lines. On phones each row becomes a small block of label and value: the
 * labels repeated in the cells are hidden from screen readers, which read the column headers.
 */
export function LoanTable<Row>(props: LoanTableProps<Row>) {
  const { label, layout, columns, rows, rowKey, rowClass } = props;
  const cellClass = (column: LoanColumn<Row>) =>
    [
      'loan-table__cell',
      `loan-table__cell--${column.id}`,
      column.numeric && 'loan-table__cell--numeric',
      column.title && 'loan-table__cell--title',
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <table className={`loan-table loan-table--${layout}`} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {columns.map((column) => (
              <td key={column.id} className={cellClass(column)}>
                <span className="loan-table__label" aria-hidden="true">
                  {column.header}
                </span>
                <span className="loan-table__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
