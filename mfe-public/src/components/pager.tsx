import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './filters.module.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  /**
   * Where a page is (the router's path; the Link adds the language's prefix): Previous and Next are
   * links to it, so they work before (and without) the script.
   */
  toOf: (page: number) => string;
  /** The page replaces the address in the history (a filtered list), rather than adding a step (the search's results). */
  replace?: boolean;
  labels: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
}

/** Previous / 'Page n of m' / Next; nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, toOf, replace, labels }: Props) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  // A page there is, as a link; past the first or last, the word greyed and going nowhere.
  const to = (n: number, label: ReactNode) =>
    n < 1 || n > pages ? (
      <span className={styles.button} aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className={styles.button} to={toOf(n)} replace={replace}>
        {label}
      </Link>
    );
  return (
    <nav className={styles.pager} aria-label={labels.pageOf(page, pages)}>
      {to(page - 1, labels.previous)}
      <span aria-live="polite">{labels.pageOf(page, pages)}</span>
      {to(page + 1, labels.next)}
    </nav>
  );
}
