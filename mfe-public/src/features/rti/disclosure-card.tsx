import { formatLongDate } from '@diet/contracts/dates';
import type { ListCardProps } from '../list/list-cards';
import { fieldName } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { list } from '../../i18n/list.en';
import p from '../../components/page.module.css';

/**
 * A section 4(1)(b) disclosure (/rti, under its clause's heading: `grouped`): its title, what it
 * holds, the day it was last brought up to date, and its PDF. No page of its own to link to.
 */
export function DisclosureCard({ definition, item, grouped }: ListCardProps) {
  const title = String(item.title);
  const updatedOn = String(item.updatedOn);
  const Heading = grouped ? 'h4' : 'h3';
  return (
    <li className={p.card}>
      <Heading className={p.cardTitle} lang={englishIf(item, 'title')}>
        {title}
      </Heading>
      {item.description ? (
        <p className={p.cardText} lang={englishIf(item, 'description')}>
          {String(item.description)}
        </p>
      ) : null}
      <p className={p.muted}>
        {fieldName(definition.fields.updatedOn, definition.fields.updatedOn.label)}{' '}
        <time dateTime={updatedOn}>{formatLongDate(updatedOn)}</time>
      </p>
      {item.file ? <ItemFileLink item={item} field="file" label={list.downloadPdf} context={title} /> : null}
    </li>
  );
}
