import type { ReactNode } from 'react';
import styles from './card-table.module.css';

export interface CardTableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

/**
 * A table that a phone shows as a card per row, each cell after its column's name (no sideways
 * scrolling): the library's books, the telephone directory. Scrolls as a region of its own, named
 * by its caption, where a wide screen still needs it.
 */
export function CardTable({
  caption,
  columns,
  rows,
  busy = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly CardTableRow[];
  busy?: boolean;
}) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
