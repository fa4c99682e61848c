import styles from './page.module.css';

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** The views of a list (current / archive) as toggle buttons: one is pressed, a screen reader says which. */
export function ViewTabs<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <nav className={styles.section} aria-label={label}>
      <ul className={styles.tabs}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={styles.tab}
              aria-pressed={value === option.value}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The current / archive views of a dated list (notices, tenders), kept in the address as `archived=true`. */
export function ArchiveTabs({
  label,
  views,
  archive,
  set,
}: {
  label: string;
  views: { current: string; archive: string };
  archive: boolean;
  set: (changes: { archived: string }) => void;
}) {
  return (
    <ViewTabs
      label={label}
      value={archive ? 'archive' : 'current'}
      options={[
        { value: 'current', label: views.current },
        { value: 'archive', label: views.archive },
      ]}
      onChange={(view) => set({ archived: view === 'archive' ? 'true' : '' })}
    />
  );
}
