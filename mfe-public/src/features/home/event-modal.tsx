import type { InstituteEvent } from '@diet/contracts/entities';
import { eventDateTimeAttribute, formatEventWhen } from '@diet/contracts/dates';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { en } from '../../i18n/en';
import { useGetEventQuery } from './events-api';
import styles from './event-modal.module.css';

const t = en.home;

interface Props {
  id: string;
  /** The event when a list already holds it; otherwise it is fetched by id (a shared link). */
  known?: InstituteEvent;
  onClose: () => void;
}

/** An event's title, date, full description and, when it has one, 'Visit Event Page'. */
export function EventModal({ id, known, onClose }: Props) {
  const { data, isError, isFetching, refetch } = useGetEventQuery(id, { skip: Boolean(known) });
  const event = known ?? data;
  return (
    <Modal titleId="event-modal-title" closeLabel={t.closeEvent} onClose={onClose}>
      {event ? (
        <>
          <h2 id="event-modal-title" className={styles.title}>
            {event.title}
          </h2>
          <time dateTime={eventDateTimeAttribute(event)} className={styles.date}>
            {formatEventWhen(event)}
          </time>
          <p className={styles.description}>{event.description}</p>
          {event.link ? (
            <a className={styles.link} href={event.link} target="_blank" rel="noopener noreferrer">
              {t.visitEventPage}
            </a>
          ) : null}
        </>
      ) : (
        <>
          <h2 id="event-modal-title" className={styles.title}>
            {isError ? t.eventNotFound : en.common.loading}
          </h2>
          {isError ? (
            <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void refetch()} busy={isFetching} />
          ) : null}
        </>
      )}
    </Modal>
  );
}
