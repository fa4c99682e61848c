import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { itemPageHref } from '@diet/contracts/public-routes';
import styles from './page.module.css';

/**
 * A card's title as the link to its item's own page (/<path>/<id>, the address to share), when its
 * type has one; the card's own buttons (a modal's 'Read More') stay as they are.
 */
export function ItemTitleLink({ path, id, children }: { path: string; id: string; children: ReactNode }) {
  const href = itemPageHref(path, id);
  return href ? (
    <Link className={styles.titleLink} to={href}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
