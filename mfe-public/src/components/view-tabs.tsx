import { clientClick } from './use-url-filters';
import styles from './page.module.css';

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The address of a view: each tab is a link to it, so it works before (and without) the script. */
  hrefOf: (value: V) => string;
}

/**
 * The views of a list (current / archive) as links: the chosen one is current (aria-current), a
 * screen reader says which. With the script a tap changes the view at once, without a reload.
 */
export function ViewTabs<V extends string>({ label, value, options, onChange, hrefOf }: Props<V>) {
  return (
    <nav className={styles.section} aria-label={label}>
      <ul className={styles.tabs}>
        {options.map((option) => (
          <li key={option.value}>
            <a
              href={hrefOf(option.value)}
              className={styles.tab}
              aria-current={value === option.value ? 'true' : undefined}
              onClick={(event) => clientClick(event, () => onChange(option.value))}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
