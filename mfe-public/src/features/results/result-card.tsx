import { formatLongDate } from '@diet/contracts/dates';
import type { ListCardProps } from '../list/list-cards';
import { choiceLabel } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { ItemTitleLink } from '../../components/item-title-link';
import { results as t } from '../../i18n/results.en';
import { list } from '../../i18n/list.en';
import p from '../../components/page.module.css';

/** A result sheet: 'course - semester' to its page, Published, the academic year and date, its PDF. */
export function ResultCard({ definition, item }: ListCardProps) {
  const course = choiceLabel(definition.fields.course, String(item.course));
  const semester = choiceLabel(definition.fields.semester, String(item.semester));
  const published = String(item.publishDate);
  return (
    <li className={p.card}>
      <h3 className={p.cardTitle}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {course} - {semester}
        </ItemTitleLink>
      </h3>
      <span className={`${p.badge} ${p.green}`}>{t.published}</span>
      <p className={p.cardText}>
        {t.academicYear}: {String(item.year)}
      </p>
      <p className={p.cardText}>
        {t.publishedOn}: <time dateTime={published}>{formatLongDate(published)}</time>
      </p>
      <ItemFileLink
        item={item}
        field="file"
        label={list.downloadPdf}
        context={`${course} ${semester} ${String(item.year)}`}
      />
    </li>
  );
}
