import { Link } from 'react-router-dom';
import type { InstituteEvent } from '@diet/contracts/entities';
import { EVENT_DESCRIPTION_PREVIEW, LATEST_UPDATES_COUNT } from '@diet/contracts/limits';
import { formatLongDate } from '@diet/contracts/dates';
import { truncate } from '../../components/truncate';
import { en } from '../../i18n/en';
import { useGetEventsQuery } from './events-api';
import styles from './latest-updates.module.css';

const t = en.home;

/**
 * Both lists merged, newest first, the first 3 (SPEC.md section 4). YYYY-MM-DD dates order as
 * plain strings; localeCompare would load the locale's collation on a phone's first render.
 */
export function latestOf(upcoming: InstituteEvent[] = [], past: InstituteEvent[] = []): InstituteEvent[] {
  const newestFirst = (a: InstituteEvent, b: InstituteEvent) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1);
  return [...upcoming, ...past].sort(newestFirst).slice(0, LATEST_UPDATES_COUNT);
}

export function LatestUpdates() {
  const upcoming = useGetEventsQuery({ when: 'upcoming' });
  const past = useGetEventsQuery({ when: 'past' });
  const items = latestOf(upcoming.data, past.data);
  return (
    <section className={styles.section} aria-labelledby="latest-title">
      <h2 id="latest-title" className={styles.heading}>
        {t.latestTitle}
      </h2>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((event) => (
            <li key={event.id} className={styles.item}>
              <span className={styles.title}>{event.title}</span>
              <time dateTime={event.date} className={styles.date}>
                {formatLongDate(event.date)}
              </time>
              <span className={styles.excerpt}>
                {truncate(event.excerpt || event.description, EVENT_DESCRIPTION_PREVIEW)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        // The two lists above show their own errors with a retry; here a short note is enough.
        <p className={styles.muted}>{upcoming.isLoading || past.isLoading ? t.loading : t.latestEmpty}</p>
      )}
      <Link className={styles.link} to="/newsletter">
        {t.subscribe}
      </Link>
    </section>
  );
}
