import { eventDateTimeAttribute, formatEventWhen } from '@diet/contracts/dates';
import type { ListCardProps } from '../list/list-cards';
import { fieldName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import p from '../../components/page.module.css';
import styles from './archive-card.module.css';

/** A past event (SPEC's archive): its date and time, its title to its page, its description, its location when set. */
export function ArchiveCard({ definition, item }: ListCardProps) {
  const event = { date: String(item.date), startTime: typeof item.startTime === 'string' ? item.startTime : null };
  const location = typeof item.location === 'string' && item.location ? item.location : null;
  const { location: field } = definition.fields;
  return (
    <li className={p.card}>
      <time dateTime={eventDateTimeAttribute(event)} className={styles.date}>
        {formatEventWhen(event)}
      </time>
      <h3 className={styles.title} lang={englishIf(item, 'title')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {String(item.title ?? '')}
        </ItemTitleLink>
      </h3>
      <p className={styles.text} lang={englishIf(item, 'description')}>
        {String(item.description ?? '')}
      </p>
      {location ? (
        <p className={styles.text} lang={englishIf(item, 'location')}>
          <span className={styles.label}>{fieldName(field, field.label)}: </span>
          {location}
        </p>
      ) : null}
    </li>
  );
}
