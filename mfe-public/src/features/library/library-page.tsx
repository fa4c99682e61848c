import { BOOK_SUBJECTS } from '@diet/contracts/enums';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { CardTable } from '../../components/card-table';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { library } from '../../i18n/library.en';
import { LIBRARY_PAGE_SIZE, libraryParams, useGetBooksQuery } from './library-api';
import type { Page } from '../../api/paged-list';
import type { LibraryBook } from '@diet/contracts/entities';
import { API_BASE_URL } from '@diet/frontend-core/base-query';
import { ViewTabs } from '../../components/view-tabs';
import p from '../../components/page.module.css';
import styles from './library-page.module.css';
import { choices } from '../../i18n/choices.en';
import { englishIf } from '../../components/english-fallback';

const t = library;
const FILTERS = ['subject', 'available', 'year', 'language', 'sort'] as const;
// Listed, not read from the texts: a text module is a proxy in the server's bundle (language-loader.js).
const FACETS = ['subject', 'year', 'language'] as const satisfies readonly (keyof typeof t.facetLabels)[];
type Facet = (typeof FACETS)[number];

/** How a facet's value reads: a subject by its name, a language by its name in the page's language. */
const facetLabel = (facet: Facet, value: string | number) =>
  facet === 'language' ? (t.languages[String(value)] ?? String(value)) : choices.label(String(value));

/**
 * The counts of the search's subjects, years and languages (the list's `meta.facets`), each a toggle
 * that filters the catalogue by it; pressed again, it lets go.
 */
function FacetFilters({
  facets,
  chosen,
  onChoose,
}: {
  facets: Page<LibraryBook>['facets'];
  chosen: Record<Facet, string>;
  onChoose: (facet: Facet, value: string) => void;
}) {
  if (!facets) return null;
  return (
    <nav className={styles.facets} aria-label={t.refineTitle}>
      {FACETS.filter((facet) => (facets[facet] ?? []).length > 0).map((facet) => (
        <div key={facet} className={styles.facetGroup} role="group" aria-labelledby={`facet-${facet}`}>
          <h3 id={`facet-${facet}`} className={styles.facetTitle}>
            {t.facetLabels[facet]}
          </h3>
          <ul className={styles.facetList}>
            {facets[facet].map(({ value, count }) => {
              const pressed = chosen[facet] === String(value);
              return (
                <li key={String(value)}>
                  <button
                    type="button"
                    className={styles.facetButton}
                    aria-pressed={pressed}
                    onClick={() => onChoose(facet, pressed ? '' : String(value))}
                  >
                    {t.facetChoice(facetLabel(facet, value), count)}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Digital Library: figures, the catalogue table with search, facets, filters and paging, hours, services. */
export function LibraryPage() {
  usePageTitle(en.pages['library']);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { subject, available, year, language, sort } = filters.values;
  const search = { q: filters.debouncedQ, subject, available, year, language, sort };
  const query = useGetBooksQuery({ ...search, page: filters.page });
  const ris = `${API_BASE_URL}/library/export.ris?${new URLSearchParams(
    Object.entries(libraryParams(search)).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

  const list = (
    <FilteredList query={query} filters={filters} texts={t} pageSize={LIBRARY_PAGE_SIZE}>
      {(items, busy) => (
        <CardTable
          caption={t.tableCaption}
          columns={t.columns}
          busy={busy}
          rows={items.map((book) => ({
            key: book.id,
            cells: [
              // One block: on a phone the cell is a row of its label and this.
              <div key="title">
                <span className={styles.title} lang={englishIf(book, 'title')}>
                  {book.title}
                </span>
                <BookDetails book={book} />
              </div>,
              book.author,
              choices.label(book.subject),
              book.isbn,
              book.copies,
              <span key="available" className={`${p.badge} ${book.available > 0 ? p.green : p.grey}`}>
                {book.available > 0 ? t.availableOf(book.available, book.copies) : t.checkedOut}
              </span>,
            ],
          }))}
        />
      )}
    </FilteredList>
  );

  const views = (
    <ViewTabs
      label={t.views.label}
      value={sort === 'new' ? 'new' : 'all'}
      options={[
        { value: 'all', label: t.views.all },
        { value: 'new', label: t.views.new },
      ]}
      onChange={(view) => filters.set({ sort: view === 'new' ? 'new' : '' })}
    />
  );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['library']} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <FilterSection
        titleId="catalogue-title"
        title={t.catalogueTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <>
            <SelectFilter
              label={t.subjectLabel}
              allLabel={t.allSubjects}
              value={subject}
              options={BOOK_SUBJECTS}
              onChange={(v) => filters.set({ subject: v })}
            />
            <SelectFilter
              label={t.availabilityLabel}
              allLabel={t.allBooks}
              value={available}
              options={[
                { value: 'true', label: t.available },
                { value: 'false', label: t.checkedOut },
              ]}
              onChange={(v) => filters.set({ available: v })}
            />
          </>
        }
      >
        {views}
        <FacetFilters
          facets={query.data?.facets}
          chosen={{ subject, year, language }}
          onChoose={(facet, value) => filters.set({ [facet]: value })}
        />
        {list}
        {query.data?.items.length ? (
          <p>
            <a className={styles.export} href={ris} download>
              {t.exportRis}
            </a>
          </p>
        ) : null}
      </FilterSection>
      <div className={`${p.section} ${styles.columns}`}>
        <section className={p.card} aria-labelledby="hours-title">
          <h2 id="hours-title" className={p.cardTitle}>
            {t.hoursTitle}
          </h2>
          <dl className={styles.hours}>
            {t.hours.map((h) => (
              <div key={h.day} className={styles.hourRow}>
                <dt>{h.day}</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={p.card} aria-labelledby="services-title">
          <h2 id="services-title" className={p.cardTitle}>
            {t.servicesTitle}
          </h2>
          <ul className={p.list}>
            {t.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** Under a book's title: its language, year of publication and call number, those it has. */
function BookDetails({ book }: { book: LibraryBook }) {
  const parts = [
    book.language ? t.languages[book.language] : null,
    book.year === null ? null : String(book.year),
    book.callNumber ? `${t.callNumber} ${book.callNumber}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? <span className={styles.details}>{parts.join(' · ')}</span> : null;
}
