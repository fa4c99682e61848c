import styles from './filters.module.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
}

/** Previous / 'Page n of m' / Next; nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, onPage, labels }: Props) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.pageOf(page, pages)}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.pageOf(page, pages)}</span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
