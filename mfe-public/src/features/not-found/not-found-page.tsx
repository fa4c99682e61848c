import { Link } from 'react-router-dom';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { en } from '../../i18n/en';
import styles from '../../components/placeholder-page.module.css';

/** Any path the public site does not know, inside the public layout. */
export function NotFoundPage() {
  usePageTitle(en.notFound.documentTitle);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {en.notFound.title}
      </h1>
      <p className={styles.note}>{en.notFound.body}</p>
      <p>
        <Link to="/">{en.notFound.home}</Link>
      </p>
    </section>
  );
}
