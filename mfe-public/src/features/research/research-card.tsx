import type { ListCardProps } from '../list/list-cards';
import { choiceLabel } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { list } from '../../i18n/list.en';
import { research as t } from '../../i18n/research.en';
import p from '../../components/page.module.css';

/** SPEC.md section 4: Completed green, Ongoing yellow, Published blue. */
const STATUS_CLASS: Readonly<Record<string, string>> = { Completed: p.green, Ongoing: p.yellow, Published: p.blue };

/** A paper: its status in SPEC's colour, its title to its page, author and year, description, its file. */
export function ResearchCard({ definition, item }: ListCardProps) {
  const title = String(item.title ?? '');
  const status = String(item.status ?? '');
  return (
    <li className={p.card}>
      <span className={`${p.badge} ${STATUS_CLASS[status] ?? p.grey}`}>
        {choiceLabel(definition.fields.status, status)}
      </span>
      <h3 className={p.cardTitle} lang={englishIf(item, 'title')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {title}
        </ItemTitleLink>
      </h3>
      <p className={p.cardText}>
        {t.by} {String(item.author ?? '')} · {String(item.year ?? '')}
      </p>
      <p className={p.cardText} lang={englishIf(item, 'description')}>
        {String(item.description ?? '')}
      </p>
      {item.file ? <ItemFileLink item={item} field="file" label={list.downloadPdf} context={title} /> : null}
    </li>
  );
}
