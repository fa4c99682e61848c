import { Link } from 'react-router-dom';
import styles from './page.module.css';

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  /**
   * Where a view is (the router's path; the Link adds the language's prefix): each tab is a link to
   * it, so it works before (and without) the script.
   */
  toOf: (value: V) => string;
}

/**
 * The views of a list (current / archive) as links: the chosen one is current (aria-current), a
 * screen reader says which. With the script a tap changes the view at once, without a reload.
 */
export function ViewTabs<V extends string>({ label, value, options, toOf }: Props<V>) {
  return (
    <nav className={styles.section} aria-label={label}>
      <ul className={styles.tabs}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={toOf(option.value)}
              replace
              className={styles.tab}
              aria-current={value === option.value ? 'true' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
