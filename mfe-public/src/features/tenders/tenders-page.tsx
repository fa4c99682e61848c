import { activeLanguage } from '@diet/contracts/active-language';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import { instituteDateAndTime } from '@diet/contracts/date-time';
import { feedHref, itemAnchor } from '@diet/contracts/feeds';
import type { Tender } from '@diet/contracts/content-types/tenders';
import type { TenderCorrigendum } from '@diet/contracts/content-types/tender-corrigenda';
import type { TenderDocument } from '@diet/contracts/content-types/tender-documents';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetContentListQuery } from '../../api/content-api';
import { DownloadLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { useFeedLink } from '../../components/use-feed-link';
import { useMetaDescription } from '../../components/use-meta-description';
import { useUrlFilters } from '../../components/use-url-filters';
import { ArchiveTabs } from '../../components/view-tabs';
import { tenders } from '../../i18n/tenders.en';
import p from '../../components/page.module.css';
import s from './tenders.module.css';
import { ItemTitleLink } from '../../components/item-title-link';
import { en } from '../../i18n/en';

const t = tenders;
const PAGE_SIZE = 20;

/** A tender as the public list answers it: with its documents and corrigenda. */
type PublicTender = Tender & { documents: TenderDocument[]; corrigenda: TenderCorrigendum[] };

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
            <DownloadLink
              file={f.file}
              fileName={f.fileName}
              fileType={f.fileType}
              fileSize={f.fileSize}
              label={t.download}
              context={f.title}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function TenderCard({ tender, closed }: { tender: PublicTender; closed: boolean }) {
  return (
    <li id={itemAnchor(tender.id)} className={p.card} data-testid="tender">
      <h3 className={p.cardTitle} lang={englishIf(tender, 'title')}>
        <ItemTitleLink path="tenders" id={tender.id}>
          {tender.title}
        </ItemTitleLink>
      </h3>
      {closed || tender.corrigenda.length > 0 ? (
        <p className={p.muted}>
          {closed ? <span className={`${p.badge} ${p.grey}`}>{t.closed}</span> : null}{' '}
          {tender.corrigenda.length > 0 ? <span className={`${p.badge} ${p.yellow}`}>{t.corrigendumAdded}</span> : null}
        </p>
      ) : null}
      <dl className={s.facts}>
        <dt>{t.referenceNumber}</dt>
        <dd>{tender.referenceNumber}</dd>
        <dt>{t.published}</dt>
        <dd>
          <time dateTime={tender.publishDate}>{formatLongDate(tender.publishDate)}</time>
        </dd>
        <dt>{t.closes}</dt>
        <dd>
          <ClosingTime at={tender.closingAt} />
        </dd>
      </dl>
      {tender.description ? (
        <p className={p.cardText} style={{ whiteSpace: 'pre-line' }} lang={englishIf(tender, 'description')}>
          {tender.description}
        </p>
      ) : null}
      <Files title={t.documents} files={tender.documents} />
      <Files title={t.corrigenda} files={tender.corrigenda} dated />
    </li>
  );
}

/** Tenders: open ones (soonest to close first) and the archive, split by the closing moment on the server. */
export function TendersPage() {
  usePageTitle(en.pages.tenders);
  useMetaDescription(t.heroText);
  // The feed of the page's language.
  const feed = feedHref('tenders', activeLanguage());
  useFeedLink(feed, t.feed);
  const filters = useUrlFilters(['archived'] as const);
  const archive = filters.values.archived === 'true';
  // The archive is a view, not a filter: Clear Filters keeps it.
  const listFilters = { ...filters, filtered: Boolean(filters.q), clear: () => filters.set({ q: '' }) };
  const query = useGetContentListQuery({
    path: 'tenders',
    params: { q: filters.debouncedQ, archived: archive ? 'true' : undefined, page: filters.page, pageSize: PAGE_SIZE },
  });

  return (
    <div className={p.page}>
      <PageHero title={en.pages.tenders} text={t.heroText} />
      <ArchiveTabs label={t.viewsLabel} views={t.views} archive={archive} set={filters.set} />
      <FilterSection
        titleId="tenders-title"
        title={archive ? t.listTitle.archive : t.listTitle.current}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={null}
      >
        <FilteredList query={query} filters={listFilters} texts={t} pageSize={PAGE_SIZE}>
          {(page, busy) => (
            <ul className={s.list} aria-busy={busy} data-testid="tender-list">
              {(page as unknown as PublicTender[]).map((tender) => (
                <TenderCard key={tender.id} tender={tender} closed={archive} />
              ))}
            </ul>
          )}
        </FilteredList>
      </FilterSection>
      <p className={s.feed}>
        <a className={p.link} href={feed} type="application/rss+xml">
          {t.feed}
        </a>
      </p>
    </div>
  );
}
