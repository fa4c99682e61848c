import type { TenderCorrigendum } from '@diet/contracts/content-types/tender-corrigenda';
import type { TenderDocument } from '@diet/contracts/content-types/tender-documents';
import { instituteDateAndTime } from '@diet/contracts/date-time';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import { itemAnchor } from '@diet/contracts/feeds';
import type { ListCardProps } from '../list/list-cards';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { tenders as t } from '../../i18n/tenders.en';
import { list } from '../../i18n/list.en';
import p from '../../components/page.module.css';
import s from './tenders.module.css';

/** '15 December 2026, 3:00 PM IST': the closing moment on the institute's clock, wherever the visitor is. */
function ClosingTime({ at }: { at: string }) {
  const local = instituteDateAndTime(at);
  if (!local) return null;
  return (
    <time dateTime={at}>
      {formatLongDate(local.date)}, {formatTimeOfDay(local.time)} {t.zone}
    </time>
  );
}

function Files({
  title,
  files,
  dated,
}: {
  title: string;
  files: (TenderDocument | TenderCorrigendum)[];
  dated?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <>
      <h4 className={s.subTitle}>{title}</h4>
      <ul className={s.files}>
        {files.map((f) => (
          <li key={f.id}>
            {dated && 'date' in f ? (
              <time className={p.muted} dateTime={f.date}>
                {formatLongDate(f.date)}
              </time>
            ) : null}
            <span lang={englishIf(f, 'title')}>{f.title}</span>
            <ItemFileLink item={f} field="file" label={list.downloadPdf} context={f.title} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A tender as the public list answers it, with its documents and corrigenda: its title to its page,
 * Closed (past its closing time) and 'Corrigendum added', its reference, publish date and closing
 * time in IST, its description, and its documents and corrigenda with format and size. Its anchor
 * is where the feed's item links point.
 */
export function TenderCard({ definition, item }: ListCardProps) {
  const documents = (item.documents ?? []) as TenderDocument[];
  const corrigenda = (item.corrigenda ?? []) as TenderCorrigendum[];
  const closingAt = String(item.closingAt);
  const publishDate = String(item.publishDate);
  const closed = Date.parse(closingAt) <= Date.now();
  return (
    <li id={itemAnchor(item.id)} className={p.card} data-testid="tender">
      <h3 className={p.cardTitle} lang={englishIf(item, 'title')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {String(item.title)}
        </ItemTitleLink>
      </h3>
      {closed || corrigenda.length > 0 ? (
        <p className={p.muted}>
          {closed ? <span className={`${p.badge} ${p.grey}`}>{t.closed}</span> : null}{' '}
          {corrigenda.length > 0 ? <span className={`${p.badge} ${p.yellow}`}>{t.corrigendumAdded}</span> : null}
        </p>
      ) : null}
      <dl className={s.facts}>
        <dt>{t.referenceNumber}</dt>
        <dd>{String(item.referenceNumber)}</dd>
        <dt>{t.published}</dt>
        <dd>
          <time dateTime={publishDate}>{formatLongDate(publishDate)}</time>
        </dd>
        <dt>{t.closes}</dt>
        <dd>
          <ClosingTime at={closingAt} />
        </dd>
      </dl>
      {item.description ? (
        <p className={p.cardText} style={{ whiteSpace: 'pre-line' }} lang={englishIf(item, 'description')}>
          {String(item.description)}
        </p>
      ) : null}
      <Files title={t.documents} files={documents} />
      <Files title={t.corrigenda} files={corrigenda} dated />
    </li>
  );
}
