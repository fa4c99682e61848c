import { BOOK_SUBJECTS } from '@diet/contracts/enums';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { library } from '../../i18n/library.en';
import { LIBRARY_PAGE_SIZE, useGetBooksQuery } from './library-api';
import p from '../../components/page.module.css';
import styles from './library-page.module.css';
import { choices } from '../../i18n/choices.en';

const t = library;
const FILTERS = ['subject', 'available'] as const;

/** Digital Library: figures, the catalogue table with search, filters and paging, hours, services. */
export function LibraryPage() {
  usePageTitle(en.pages.library);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { subject, available } = filters.values;
  const query = useGetBooksQuery({ q: filters.debouncedQ, subject, available, page: filters.page });

  const list = (
    <FilteredList query={query} filters={filters} texts={t} pageSize={LIBRARY_PAGE_SIZE}>
      {(items, busy) => (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.tableCaption}>
          <table className={styles.table} aria-busy={busy}>
            <caption className={styles.caption}>{t.tableCaption}</caption>
            <thead>
              <tr>
                {t.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((book) => (
                <tr key={book.id}>
                  <td data-label={t.columns[0]} className={styles.title}>{book.title}</td>
                  <td data-label={t.columns[1]}>{book.author}</td>
                  <td data-label={t.columns[2]}>{choices.label(book.subject)}</td>
                  <td data-label={t.columns[3]}>{book.isbn}</td>
                  <td data-label={t.columns[4]}>{book.copies}</td>
                  <td data-label={t.columns[5]}>
                    <span className={`${p.badge} ${book.available ? p.green : p.grey}`}>{book.available ? t.available : t.checkedOut}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FilteredList>
  );

  return (
    <div className={p.page}>
      <PageHero title={en.pages.library} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <FilterSection
        titleId="catalogue-title"
        title={t.catalogueTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <>
            <SelectFilter label={t.subjectLabel} allLabel={t.allSubjects} value={subject} options={BOOK_SUBJECTS} onChange={(v) => filters.set({ subject: v })} />
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
        {list}
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
