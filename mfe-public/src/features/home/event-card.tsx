import type { InstituteEvent } from '@diet/contracts/entities';
import { EVENT_DESCRIPTION_PREVIEW } from '@diet/contracts/limits';
import { eventDateTimeAttribute, formatEventWhen } from '@diet/contracts/dates';
import { truncate } from '../../components/truncate';
import { en } from '../../i18n/en';
import styles from './event-card.module.css';

const t = en.home;

interface Props {
  event: InstituteEvent;
  onOpen: (id: string) => void;
  /** A copy in the looping strip: hidden from assistive technology and the tab order. */
  duplicate?: boolean;
}

/** An event's date, title, description cut at 100 characters, and 'Learn More' (opens the modal). */
export function EventCard({ event, onOpen, duplicate }: Props) {
  return (
    <article className={styles.card} aria-hidden={duplicate || undefined}>
      <time dateTime={eventDateTimeAttribute(event)} className={styles.date}>
        {formatEventWhen(event)}
      </time>
      <h3 className={styles.title}>{event.title}</h3>
      <p className={styles.text}>{truncate(event.description, EVENT_DESCRIPTION_PREVIEW)}</p>
      <button
        type="button"
        className={styles.more}
        tabIndex={duplicate ? -1 : undefined}
        aria-label={t.eventLearnMore(event.title)}
        onClick={() => onOpen(event.id)}
      >
        {t.learnMore}
      </button>
    </article>
  );
}
