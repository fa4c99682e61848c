/**
 * The archive (/archive, ARCHITECTURE 12.3, GIGW 3.0's content archival policy): the notices,
 * tenders, downloads and trainings past their validity, searched by words, type (the archived
 * types by their names in the visitor's language) and year, newest first, each linked to its page
 * with its type and date. The filters are a GET form, so they work before the script arrives; the
 * list page's parts draw the rest (FilterSection, FilteredList, SelectFilter).
 */
import { Link, useHref } from 'react-router-dom';
import { activeLanguage } from '@diet/contracts/active-language';
import { ARCHIVE_PAGE_SIZE, archivedTypes, type ArchiveItem } from '@diet/contracts/archive';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { formatLongDate } from '@diet/contracts/dates';
import { groupLabelOf } from '@diet/contracts/search';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { useMetaDescription } from '../../components/use-meta-description';
import { useUrlFilters } from '../../components/use-url-filters';
import { contentArchive as t } from '../../i18n/content-archive.en';
import { list } from '../../i18n/list.en';
import { en } from '../../i18n/en';
import p from '../../components/page.module.css';
import { useGetContentArchiveQuery } from './archive-api';

const ARCHIVED = archivedTypes(CONTENT_TYPES);

function Card({ item, typeName }: { item: ArchiveItem; typeName: string }) {
  return (
    <li className={p.card}>
      <h3 className={p.cardTitle}>
        <Link className={p.titleLink} to={item.url}>
          {item.title}
        </Link>
      </h3>
      <p className={p.muted}>
        <span className={`${p.badge} ${p.blue}`}>{typeName}</span>
        {item.date ? <time dateTime={item.date}>{formatLongDate(item.date)}</time> : null}
      </p>
    </li>
  );
}

export function ArchivePage() {
  const language = activeLanguage();
  const name = en.pages.archive;
  usePageTitle(name);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(['type', 'year'] as const);
  const action = useHref('/archive');
  const query = useGetContentArchiveQuery({
    q: filters.debouncedQ,
    type: filters.values.type,
    year: filters.values.year,
    page: filters.page,
  });
  const typeName = (path: string) => {
    const definition = ARCHIVED.find((d) => d.path === path);
    return definition ? groupLabelOf(definition, language) : path;
  };
  // The years there are items of (for the words asked), and the one chosen even when it has none.
  const years = (query.data?.facets?.year ?? []).map((f) => String(f.value));
  if (filters.values.year && !years.includes(filters.values.year)) years.unshift(filters.values.year);
  return (
    <div className={p.page}>
      <PageHero title={name} text={t.heroText} />
      <FilterSection
        titleId="archive-title"
        title={list.sectionTitle}
        filters={filters}
        search={{ label: list.searchLabel, placeholder: list.searchPlaceholder }}
        form={{ action, submit: list.apply }}
        selects={
          <>
            <SelectFilter
              label={t.typeLabel}
              name="type"
              allLabel={t.allTypes}
              value={filters.values.type}
              options={ARCHIVED.map((d) => ({ value: d.path, label: groupLabelOf(d, language) }))}
              onChange={(value) => filters.set({ type: value })}
            />
            <SelectFilter
              label={t.yearLabel}
              name="year"
              allLabel={t.allYears}
              value={filters.values.year}
              options={years}
              onChange={(value) => filters.set({ year: value })}
            />
          </>
        }
      >
        <FilteredList
          query={query}
          filters={filters}
          texts={{ ...list, empty: t.empty, none: t.none, loading: t.loading, loadError: t.loadError }}
          pageSize={ARCHIVE_PAGE_SIZE}
        >
          {(items, busy) => (
            <ul className={p.grid} aria-busy={busy} data-testid="archive-list">
              {items.map((item) => (
                <Card key={`${item.type}-${item.id}`} item={item} typeName={typeName(item.type)} />
              ))}
            </ul>
          )}
        </FilteredList>
      </FilterSection>
    </div>
  );
}
