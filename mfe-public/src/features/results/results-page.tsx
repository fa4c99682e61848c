import { COURSES } from '@diet/contracts/enums';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { DownloadLink } from '../../components/download-link';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { choices } from '../../i18n/choices.en';
import { en } from '../../i18n/en';
import { results } from '../../i18n/results.en';
import { RESULTS_PAGE_SIZE, useGetResultsQuery, useGetResultYearsQuery } from './results-api';
import p from '../../components/page.module.css';
import { ItemTitleLink } from '../../components/item-title-link';

const t = results;
const FILTERS = ['course', 'year'] as const;

/** Examination Results: figures, search and filters (API), result cards with the PDF, help text. */
export function ResultsPage() {
  usePageTitle(en.pages['results']);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { course, year } = filters.values;
  const query = useGetResultsQuery({ q: filters.debouncedQ, course, year, page: filters.page });
  const years = useGetResultYearsQuery();
  // A year in the address that has no results (yet) stays choosable, so the filter shows what applies.
  const yearOptions = [...new Set([...(years.data ?? []).map(String), ...(year ? [year] : [])])].sort().reverse();

  const list = (
    <FilteredList query={query} filters={filters} texts={t} pageSize={RESULTS_PAGE_SIZE}>
      {(items, busy) => (
        <ul className={p.grid} aria-busy={busy}>
          {items.map((result) => (
            <li key={result.id} className={p.card}>
              <h3 className={p.cardTitle}>
                <ItemTitleLink path="results" id={result.id}>
                  {choices.label(result.course)} - {choices.label(result.semester)}
                </ItemTitleLink>
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
                context={`${choices.label(result.course)} ${choices.label(result.semester)} ${result.year}`}
              />
            </li>
          ))}
        </ul>
      )}
    </FilteredList>
  );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['results']} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <FilterSection
        titleId="results-title"
        title={t.listTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <>
            <SelectFilter
              label={t.courseLabel}
              allLabel={t.all}
              value={course}
              options={COURSES}
              onChange={(v) => filters.set({ course: v })}
            />
            <SelectFilter
              label={t.yearLabel}
              allLabel={t.all}
              value={year}
              options={yearOptions}
              onChange={(v) => filters.set({ year: v })}
            />
          </>
        }
      >
        {list}
      </FilterSection>
      <section className={`${p.section} ${p.card}`} aria-labelledby="results-help">
        <h2 id="results-help" className={p.cardTitle}>
          {t.helpTitle}
        </h2>
        <p className={p.cardText}>{t.help}</p>
      </section>
    </div>
  );
}
