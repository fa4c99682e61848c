import { useState, type ReactNode } from 'react';
import type { EventWhen } from '@diet/contracts/enums';
import { EVENTS_STRIP_SECONDS_PER_EVENT } from '@diet/contracts/limits';
import { LoadError } from '../../components/load-error';
import { en } from '../../i18n/en';
import { EventCard } from './event-card';
import { useGetEventsQuery } from './events-api';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './event-list.module.css';

const t = en.home;

interface Props {
  when: EventWhen;
  title: string;
  emptyText: string;
  onOpen: (id: string) => void;
  /** Upcoming events scroll sideways as a strip (SPEC.md section 2); past ones are a list. */
  strip?: boolean;
  footer?: ReactNode;
}

/** One list of events with its loading, empty and error states. */
export function EventList({ when, title, emptyText, onOpen, strip, footer }: Props) {
  const { data, isLoading, isError, isFetching, refetch } = useGetEventsQuery({ when });
  // The visitor's own Play or Pause; until then, still when they asked for less motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const headingId = `events-${when}`;

  let body;
  if (isLoading) {
    body = <p className={styles.muted}>{t.loading}</p>;
  } else if (isError) {
    body = <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void refetch()} busy={isFetching} />;
  } else if (!data?.length) {
    body = <p className={styles.muted}>{emptyText}</p>;
  } else if (strip) {
    // The list is drawn twice so the loop has no gap; the copy is hidden from screen readers.
    const seconds = data.length * EVENTS_STRIP_SECONDS_PER_EVENT;
    body = (
      <>
        <button
          type="button"
          className={styles.pause}
          aria-label={playing ? t.pauseStrip : t.playStrip}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? `❚❚ ${t.pause}` : `▶ ${t.play}`}
        </button>
        <div className={styles.stripViewport}>
          <div
            className={`${styles.strip} ${playing ? styles.playing : styles.paused}`}
            style={{ animationDuration: `${seconds}s` }}
            data-testid="events-strip"
          >
            <ul className={styles.stripList}>
              {data.map((event) => (
                <li key={event.id} className={styles.stripItem}>
                  <EventCard event={event} onOpen={onOpen} />
                </li>
              ))}
            </ul>
            <ul className={`${styles.stripList} ${styles.copy}`} aria-hidden="true">
              {data.map((event) => (
                <li key={event.id} className={styles.stripItem}>
                  <EventCard event={event} onOpen={onOpen} duplicate />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {data.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {body}
      {footer}
    </section>
  );
}
