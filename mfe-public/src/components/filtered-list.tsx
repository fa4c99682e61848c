import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Page } from '../api/paged-list';
import { en } from '../i18n/en';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { SearchFilter } from './select-filter';
import type { UrlFilters } from './use-url-filters';
import f from './filters.module.css';
import p from './page.module.css';

/** What a filtered list says in each of its states. */
export interface ListTexts {
  loading: string;
  loadError: string;
  /** Nothing matches the filters. */
  empty: string;
  /** Nothing at all, without filters (defaults to `empty`). */
  none?: string;
  clearFilters: string;
  count: (total: number) => string;
}

/** The part of an RTK Query result a list reads. */
export interface ListQuery<T> {
  data?: Page<T>;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListProps<T> {
  query: ListQuery<T>;
  filters: UrlFilters;
  texts: ListTexts;
  pageSize: number;
  /** The page grows by a button worded so (`listPage.more`): `page` is how many pages it shows. */
  more?: string;
  /** The items of the page, as a list or a table; `busy` while the next page or filter loads. */
  children: (items: T[], busy: boolean) => ReactNode;
}

/**
 * One filtered, paged public list (ARCHITECTURE.md section 8): loading, a load error with a retry,
 * an empty result with Clear Filters, else the count, the items and the pager.
 */
export function FilteredList<T>({ query, filters, texts, pageSize, more, children }: ListProps<T>) {
  const { data, isLoading, isError, isFetching, refetch } = query;
  // A screen high while the first page loads: what follows the list starts below the fold, so the
  // list arriving does not push visible sections down (a layout shift, CLS).
  if (isLoading) return <p className={`${p.muted} ${p.listLoading}`}>{texts.loading}</p>;
  if (isError)
    return (
      <LoadError text={texts.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  if (!data?.items.length) {
    if (!filters.filtered) return <p className={p.muted}>{texts.none ?? texts.empty}</p>;
    return (
      <div>
        <p className={p.muted}>{texts.empty}</p>
        <p>
          <Link className={f.button} to={filters.clearTo} replace>
            {texts.clearFilters}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={f.count} role="status">
        {texts.count(data.total)}
      </p>
      {children(data.items, isFetching)}
      {more !== undefined ? (
        data.total > data.items.length ? (
          <p className={p.more}>
            <Link
              className={p.button}
              to={filters.toOf({ page: String(filters.page + 1) })}
              replace
              // While the next items load, a second tap waits for them (it would skip a page): a
              // prevented click is one the Link leaves alone.
              onClick={(event) => (isFetching ? event.preventDefault() : undefined)}
              aria-disabled={isFetching || undefined}
            >
              {more}
            </Link>
          </p>
        ) : null
      ) : (
        <Pager
          page={filters.page}
          total={data.total}
          pageSize={pageSize}
          toOf={(n) => filters.toOf({ page: String(n) })}
          replace
          labels={en.paging}
        />
      )}
    </>
  );
}

interface SectionProps {
  /** id of the section's heading. */
  titleId: string;
  title: string;
  filters: UrlFilters;
  search: { label: string; placeholder: string };
  /** The select filters beside the search field. */
  selects: ReactNode;
  /**
   * The bar as a GET form to `action` with a submit button: the filters work before the script
   * arrives (a server-rendered page on a slow phone); with it, each change applies at once.
   */
  form?: {
    action: string;
    submit: string;
    /** The address's other choices the bar does not show (the view, the order): a submit keeps them. */
    keep?: Record<string, string>;
  };
  children: ReactNode;
}

/** A titled section with the search field and the filters of its list, kept in the address. */
export function FilterSection({ titleId, title, filters, search, selects, form, children }: SectionProps) {
  const fields = (
    <>
      <SearchFilter
        label={search.label}
        placeholder={search.placeholder}
        value={filters.q}
        onChange={(v) => filters.set({ q: v })}
      />
      {selects}
    </>
  );
  return (
    <section className={p.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={p.sectionTitle}>
        {title}
      </h2>
      {form ? (
        <form className={f.bar} role="search" method="get" action={form.action} onSubmit={(e) => e.preventDefault()}>
          {fields}
          {Object.entries(form.keep ?? {}).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <button type="submit" className={f.button}>
            {form.submit}
          </button>
        </form>
      ) : (
        <div className={f.bar} role="search">
          {fields}
        </div>
      )}
      {children}
    </section>
  );
}
