import { formatLongDate } from '@diet/contracts/dates';
import type { MaterialType } from '@diet/contracts/enums';
import type { ListCardProps } from '../list/list-cards';
import { choiceLabel } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { materials as t } from '../../i18n/materials.en';
import { list } from '../../i18n/list.en';
import p from '../../components/page.module.css';
import styles from './material-card.module.css';

/** A decorative type icon; the type is also written out beside it. */
const TYPE_ICONS: Record<MaterialType, string> = {
  Notes: '📝',
  Presentation: '📊',
  Video: '🎬',
  Assignment: '📋',
  Reference: '📚',
};

/** A study material: its type, its title to its page, subject and course, the upload date, Download. */
export function MaterialCard({ definition, item }: ListCardProps) {
  const { fields } = definition;
  const type = String(item.type);
  const uploaded = String(item.uploadDate);
  return (
    <li className={p.card}>
      <span className={styles.type}>
        <span aria-hidden="true">{TYPE_ICONS[type as MaterialType] ?? '📄'}</span> {choiceLabel(fields.type, type)}
      </span>
      <h3 className={p.cardTitle} lang={englishIf(item, 'title')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {String(item.title)}
        </ItemTitleLink>
      </h3>
      <p className={p.cardText}>
        {choiceLabel(fields.subject, String(item.subject))} · {choiceLabel(fields.course, String(item.course))}
      </p>
      <p className={p.cardText}>
        {t.uploaded}: <time dateTime={uploaded}>{formatLongDate(uploaded)}</time>
      </p>
      <ItemFileLink item={item} field="file" label={list.download} context={String(item.title)} />
    </li>
  );
}
