import styles from './page.module.css';

/** The hard-coded display figures of SPEC.md section 9 (not data). */
export function StatStrip({ label, stats }: { label: string; stats: readonly { value: string; label: string }[] }) {
  return (
    <section aria-label={label}>
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
