import { COURSES } from '@diet/contracts/enums';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { DownloadLink } from '../../components/download-link';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { Pager } from '../../components/pager';
import { SearchFilter, SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { RESULTS_PAGE_SIZE, useGetResultsQuery } from './results-api';
import f from '../../components/filters.module.css';
import p from '../../components/page.module.css';

const t = en.results;
const FILTERS = ['course', 'year'] as const;

/** Examination Results: figures, search and filters (API), result cards with the PDF, help text. */
export function ResultsPage() {
  usePageTitle(en.pages.results);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { course, year } = filters.values;
  const { data, isLoading, isError, isFetching, refetch } = useGetResultsQuery({ q: filters.debouncedQ, course, year, page: filters.page });

  let body;
  if (isLoading) body = <p className={p.muted}>{t.loading}</p>;
  else if (isError) body = <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />;
  else if (!data?.items.length)
    body = (
      <div>
        <p className={p.muted}>{t.empty}</p>
        {filters.filtered ? (
          <p>
            <button type="button" className={f.button} onClick={filters.clear}>
              {t.clearFilters}
            </button>
          </p>
        ) : null}
      </div>
    );
  else
    body = (
      <>
        <p className={f.count} role="status">
          {t.count(data.total)}
        </p>
        <ul className={p.grid} aria-busy={isFetching}>
          {data.items.map((result) => (
            <li key={result.id} className={p.card}>
              <h3 className={p.cardTitle}>
                {result.course} - {result.semester}
              </h3>
              <span className={`${p.badge} ${p.green}`}>{t.published}</span>
              <p className={p.cardText}>
                {t.academicYear}: {result.year}
              </p>
              <p className={p.cardText}>
                {t.publishedOn}: <time dateTime={result.publishDate}>{formatLongDate(result.publishDate)}</time>
              </p>
              <DownloadLink
                file={result.file}
                fileName={result.fileName}
                fileType={result.fileType}
                fileSize={result.fileSize}
                label={t.download}
                context={`${result.course} ${result.semester} ${result.year}`}
              />
            </li>
          ))}
        </ul>
        <Pager page={filters.page} total={data.total} pageSize={RESULTS_PAGE_SIZE} onPage={(n) => filters.set({ page: String(n) })} labels={en.paging} />
      </>
    );

  return (
    <div className={p.page}>
      <PageHero title={en.pages.results} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <section className={p.section} aria-labelledby="results-title">
        <h2 id="results-title" className={p.sectionTitle}>
          {t.listTitle}
        </h2>
        <div className={f.bar} role="search">
          <SearchFilter label={t.searchLabel} placeholder={t.searchPlaceholder} value={filters.q} onChange={(v) => filters.set({ q: v })} />
          <SelectFilter label={t.courseLabel} allLabel={t.all} value={course} options={COURSES} onChange={(v) => filters.set({ course: v })} />
          <SelectFilter label={t.yearLabel} allLabel={t.all} value={year} options={t.years} onChange={(v) => filters.set({ year: v })} />
        </div>
        {body}
      </section>
      <section className={`${p.section} ${p.card}`} aria-labelledby="results-help">
        <h2 id="results-help" className={p.cardTitle}>
          {t.helpTitle}
        </h2>
        <p className={p.cardText}>{t.help}</p>
      </section>
    </div>
  );
}
