import { Link, useSearchParams } from 'react-router-dom';
import { NOTICE_NEW_DAYS } from '@diet/contracts/content-types/notices';
import { formatLongDate } from '@diet/contracts/dates';
import { todayInInstitute } from '@diet/contracts/limits';
import type { ListCardProps } from '../list/list-cards';
import { choiceLabel } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { truncate } from '../../components/truncate';
import { notices as t } from '../../i18n/notices.en';
import { list } from '../../i18n/list.en';
import p from '../../components/page.module.css';

const EXCERPT = 220;
const DAY_MS = 86_400_000;

/** 'New' for NOTICE_NEW_DAYS days from the publish date, counted in the institute's days. */
export function isNew(publishDate: string, today: string = todayInInstitute()): boolean {
  const age = (Date.parse(today) - Date.parse(publishDate)) / DAY_MS;
  return age >= 0 && age < NOTICE_NEW_DAYS;
}

/**
 * A notice: its title to its page, its category, New and Pinned, published and valid till (or
 * expired), an excerpt with 'Read more' opening it in the list's dialog (?id=), its PDF; in that
 * dialog (`dialogTitleId`), the whole notice, its title naming the dialog.
 */
export function NoticeCard({ definition, item, dialogTitleId }: ListCardProps) {
  const [params] = useSearchParams();
  const title = String(item.title);
  const body = typeof item.body === 'string' ? item.body : '';
  const publishDate = String(item.publishDate);
  const expiryDate = typeof item.expiryDate === 'string' ? item.expiryDate : null;
  const dialog = definition.public ? definition.public.listPage?.dialog : undefined;
  const open = new URLSearchParams(params);
  if (dialog) open.set(dialog.param, item.id);
  const full = dialogTitleId !== undefined;
  const Card = full ? 'article' : 'li';
  return (
    <Card className={p.card}>
      {full ? (
        <h2 id={dialogTitleId} className={p.cardTitle} lang={englishIf(item, 'title')}>
          {title}
        </h2>
      ) : (
        <h3 className={p.cardTitle} lang={englishIf(item, 'title')}>
          <ItemTitleLink path={definition.path} id={item.id}>
            {title}
          </ItemTitleLink>
        </h3>
      )}
      <p className={p.muted}>
        <span className={`${p.badge} ${p.blue}`}>{choiceLabel(definition.fields.category, String(item.category))}</span>{' '}
        {isNew(publishDate) ? <span className={`${p.badge} ${p.green}`}>{t.new}</span> : null}{' '}
        {item.pinned ? <span className={`${p.badge} ${p.yellow}`}>{t.pinned}</span> : null}
      </p>
      <p className={p.muted}>
        {t.published} <time dateTime={publishDate}>{formatLongDate(publishDate)}</time>
        {expiryDate ? (
          <>
            {' · '}
            {expiryDate < todayInInstitute() ? t.expired : t.validTill}{' '}
            <time dateTime={expiryDate}>{formatLongDate(expiryDate)}</time>
          </>
        ) : null}
      </p>
      {body ? (
        <p className={p.cardText} style={full ? { whiteSpace: 'pre-line' } : undefined} lang={englishIf(item, 'body')}>
          {full ? body : truncate(body, EXCERPT)}
        </p>
      ) : null}
      {/* The title in the link's text, not in an aria-label: the spoken name starts with what is
          seen (WCAG 2.5.3), and search engines read what the link leads to. */}
      {dialog && !full ? (
        <Link className={p.link} to={`?${open.toString()}`}>
          {t.readMore}
          <span className={p.hiddenText}>({title})</span>
        </Link>
      ) : null}
      {item.file ? <ItemFileLink item={item} field="file" label={list.downloadPdf} context={title} /> : null}
    </Card>
  );
}
