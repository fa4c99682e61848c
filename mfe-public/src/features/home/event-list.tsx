import { useState, type FocusEvent, type ReactNode } from 'react';
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

/**
 * Keyboard focus on a card the moving strip has carried out of sight (a 'Learn More' at x = -187,
 * issue 39 item 7): the strip, paused while it holds the focus, is moved back so that the card
 * shows from its left edge, and goes on from there. Without an animation (less motion asked for)
 * the browser scrolls the focused card into view itself.
 */
function showFocusedCard(event: FocusEvent<HTMLDivElement>) {
  const strip = event.currentTarget;
  const item = event.target.closest('li');
  const viewport = strip.parentElement;
  if (!item || !viewport) return;
  const shown = viewport.getBoundingClientRect();
  const card = item.getBoundingClientRect();
  if (card.left >= shown.left && card.right <= shown.right) return;
  const animation = strip.getAnimations?.()[0];
  const timing = animation?.effect?.getComputedTiming();
  // The strip moves by half its width (one copy of the list) in one run of the animation.
  const half = strip.getBoundingClientRect().width / 2;
  if (!animation || typeof timing?.duration !== 'number' || half <= 0) return;
  const offset = card.left - strip.getBoundingClientRect().left;
  animation.currentTime = (Math.min(offset, half) / half) * timing.duration;
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
            onFocus={showFocusedCard}
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
