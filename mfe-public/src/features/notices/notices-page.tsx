import { Link, useSearchParams } from 'react-router-dom';
import { todayInInstitute } from '@diet/contracts/limits';
import { activeLanguage } from '@diet/contracts/active-language';
import { formatLongDate } from '@diet/contracts/dates';
import { NOTICE_CATEGORIES, NOTICE_NEW_DAYS, type Notice } from '@diet/contracts/content-types/notices';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetContentItemQuery, useGetContentListQuery } from '../../api/content-api';
import { DownloadLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { Modal } from '../../components/modal';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { truncate } from '../../components/truncate';
import { useMetaDescription } from '../../components/use-meta-description';
import { useFeedLink } from '../../components/use-feed-link';
import { feedHref } from '@diet/contracts/feeds';
import { useUrlFilters } from '../../components/use-url-filters';
import { ArchiveTabs } from '../../components/view-tabs';
import { en } from '../../i18n/en';
import { notices } from '../../i18n/notices.en';
import p from '../../components/page.module.css';
import { choices } from '../../i18n/choices.en';
import { ItemTitleLink } from '../../components/item-title-link';

const t = notices;
const PAGE_SIZE = 20;
const EXCERPT = 220;
const DAY_MS = 86_400_000;
/** The open notice lives in the address (?id=<id>), so it survives reload and sharing. */
const OPEN_PARAM = 'id';

/** 'New' for NOTICE_NEW_DAYS days from the publish date, counted in the institute's days. */
export function isNew(publishDate: string, today: string = todayInInstitute()): boolean {
  const age = (Date.parse(today) - Date.parse(publishDate)) / DAY_MS;
  return age >= 0 && age < NOTICE_NEW_DAYS;
}

function NoticeDates({ notice }: { notice: Notice }) {
  const expired = notice.expiryDate !== null && notice.expiryDate < todayInInstitute();
  return (
    <p className={p.muted}>
      {t.published} <time dateTime={notice.publishDate}>{formatLongDate(notice.publishDate)}</time>
      {notice.expiryDate ? (
        <>
          {' · '}
          {expired ? t.expired : t.validTill}{' '}
          <time dateTime={notice.expiryDate}>{formatLongDate(notice.expiryDate)}</time>
        </>
      ) : null}
    </p>
  );
}

function NoticeFile({ notice }: { notice: Notice }) {
  if (!notice.file) return null;
  return (
    <DownloadLink
      file={notice.file}
      fileName={notice.fileName}
      fileType={notice.fileType}
      fileSize={notice.fileSize}
      label={t.download}
      context={notice.title}
    />
  );
}

function NoticeBadges({ notice }: { notice: Notice }) {
  return (
    <p className={p.muted}>
      <span className={`${p.badge} ${p.blue}`}>{choices.label(notice.category)}</span>{' '}
      {isNew(notice.publishDate) ? <span className={`${p.badge} ${p.green}`}>{t.new}</span> : null}{' '}
      {notice.pinned ? <span className={`${p.badge} ${p.yellow}`}>{t.pinned}</span> : null}
    </p>
  );
}

function NoticeModal({ id, known, onClose }: { id: string; known?: Notice; onClose: () => void }) {
  const fetched = useGetContentItemQuery({ path: 'notices', id }, { skip: Boolean(known) });
  const notice = known ?? (fetched.data as Notice | undefined);
  return (
    <Modal titleId="notice-title" closeLabel={t.closeNotice} onClose={onClose}>
      {notice ? (
        <article className={p.card}>
          <h2 id="notice-title" className={p.cardTitle} lang={englishIf(notice, 'title')}>
            {notice.title}
          </h2>
          <NoticeBadges notice={notice} />
          <NoticeDates notice={notice} />
          {notice.body ? (
            <p className={p.cardText} style={{ whiteSpace: 'pre-line' }} lang={englishIf(notice, 'body')}>
              {notice.body}
            </p>
          ) : null}
          <NoticeFile notice={notice} />
        </article>
      ) : (
        <p id="notice-title" className={p.muted}>
          {fetched.isError ? t.notFound : en.common.loading}
        </p>
      )}
    </Modal>
  );
}

/** Notices and circulars: current and archived, searched and filtered by the server; PDFs with their size. */
export function NoticesPage() {
  usePageTitle(en.pages['notices']);
  useMetaDescription(t.heroText);
  useFeedLink(feedHref('notices', activeLanguage()), en.pages['notices']);
  const filters = useUrlFilters(['category', 'archived'] as const);
  const [params, setParams] = useSearchParams();
  const { category, archived } = filters.values;
  const archive = archived === 'true';
  // The archive is a view, not a filter: an empty archive says so, and Clear Filters keeps the view.
  const listFilters = {
    ...filters,
    filtered: Boolean(filters.q || category),
    clear: () => filters.set({ q: '', category: '' }),
  };
  const query = useGetContentListQuery({
    path: 'notices',
    params: {
      q: filters.debouncedQ,
      category,
      archived: archive ? 'true' : undefined,
      page: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  const items = (query.data?.items ?? []) as Notice[];
  const openId = params.get(OPEN_PARAM);
  const openHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(OPEN_PARAM, id);
    return `?${next.toString()}`;
  };
  const close = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(OPEN_PARAM);
      return next;
    });

  return (
    <div className={p.page}>
      <PageHero title={en.pages['notices']} text={t.heroText} />
      <ArchiveTabs label={t.viewsLabel} views={t.views} archive={archive} set={filters.set} />
      <FilterSection
        titleId="notices-title"
        title={archive ? t.listTitle.archive : t.listTitle.current}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <SelectFilter
            label={t.categoryLabel}
            allLabel={t.allCategories}
            value={category}
            options={NOTICE_CATEGORIES}
            onChange={(v) => filters.set({ category: v })}
          />
        }
      >
        <FilteredList query={query} filters={listFilters} texts={t} pageSize={PAGE_SIZE}>
          {(page, busy) => (
            <ul className={p.grid} aria-busy={busy} data-testid="notice-list">
              {(page as Notice[]).map((notice) => (
                <li key={notice.id} className={p.card}>
                  <h3 className={p.cardTitle} lang={englishIf(notice, 'title')}>
                    <ItemTitleLink path="notices" id={notice.id}>
                      {notice.title}
                    </ItemTitleLink>
                  </h3>
                  <NoticeBadges notice={notice} />
                  <NoticeDates notice={notice} />
                  {notice.body ? (
                    <p className={p.cardText} lang={englishIf(notice, 'body')}>
                      {truncate(notice.body, EXCERPT)}
                    </p>
                  ) : null}
                  {/* The title in the link's text, not in an aria-label: the spoken name starts with what is
                      seen (WCAG 2.5.3), and search engines read what the link leads to. */}
                  <Link className={p.link} to={openHref(notice.id)}>
                    {t.readMore}
                    <span className={p.hiddenText}>({notice.title})</span>
                  </Link>
                  <NoticeFile notice={notice} />
                </li>
              ))}
            </ul>
          )}
        </FilteredList>
      </FilterSection>
      {openId ? <NoticeModal id={openId} known={items.find((n) => n.id === openId)} onClose={close} /> : null}
    </div>
  );
}
