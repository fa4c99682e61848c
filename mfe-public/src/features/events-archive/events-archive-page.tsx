import { Link, useSearchParams } from 'react-router-dom';
import { EVENT_CATEGORIES, type EventCategory } from '@diet/contracts/enums';
import { eventDateTimeAttribute, formatEventWhen } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { LoadError } from '../../components/load-error';
import { SearchFilter, SelectFilter } from '../../components/select-filter';
import { useDebounced } from '../../components/use-debounced';
import { useMetaDescription } from '../../components/use-meta-description';
import { choices } from '../../i18n/choices.en';
import { en } from '../../i18n/en';
import { archive } from '../../i18n/archive.en';
import { useGetArchiveQuery } from '../home/events-api';
import f from '../../components/filters.module.css';
import styles from './events-archive-page.module.css';
import { ItemTitleLink } from '../../components/item-title-link';

const t = archive;
const PAGE_SIZE = 50;

function isCategory(value: string | null): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * Past events only, newest first, searched and filtered by the API (ARCHITECTURE.md section 3).
 * The filters live in the address so a filtered archive can be shared.
 */
export function EventsArchivePage() {
  usePageTitle(en.pages['events/archive']);
  useMetaDescription(t.heroText);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debouncedQ = useDebounced(q);
  const { data, isLoading, isError, isFetching, refetch } = useGetArchiveQuery({ q: debouncedQ, category, page });

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  let body;
  if (isLoading) {
    body = <p className={styles.muted}>{t.loading}</p>;
  } else if (isError) {
    body = (
      <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  } else if (!data?.items.length) {
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t.empty}</p>
        <button type="button" className={f.button} onClick={() => setParams({}, { replace: true })}>
          {t.clearFilters}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-busy={isFetching}>
          {data.items.map((event) => (
            <li key={event.id} className={styles.card}>
              <time dateTime={eventDateTimeAttribute(event)} className={styles.date}>
                {formatEventWhen(event)}
              </time>
              <h2 className={styles.title}>
                <ItemTitleLink path="events" id={event.id}>
                  {event.title}
                </ItemTitleLink>
              </h2>
              <p className={styles.text}>{event.description}</p>
              {event.location ? (
                <p className={styles.location}>
                  <span className={styles.locationLabel}>{t.location}: </span>
                  {event.location}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={f.pager} aria-label={t.pageOf(page, pages)}>
            <button
              type="button"
              className={f.button}
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
            >
              {t.previous}
            </button>
            <span>{t.pageOf(page, pages)}</span>
            <button
              type="button"
              className={f.button}
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {t.next}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="archive-title">
        <h1 id="archive-title" className={styles.heading}>
          {t.hero}
        </h1>
        <p>{t.heroText}</p>
      </section>
      <div className={f.bar} role="search">
        <SearchFilter
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={q}
          onChange={(v) => update({ q: v })}
        />
        <SelectFilter
          label={t.categoryLabel}
          allLabel={t.allCategories}
          value={category}
          options={EVENT_CATEGORIES}
          onChange={(v) => update({ category: v })}
        />
        <div className={f.field}>
          <label htmlFor="archive-sort" className={f.label}>
            {t.sortLabel}
          </label>
          {/* SPEC.md section 2: the only order offered is by date, newest first. */}
          <select id="archive-sort" className={f.select} value="date" onChange={() => undefined}>
            <option value="date">{t.sortByDate}</option>
          </select>
        </div>
      </div>
      {data && !isError ? (
        <p className={f.count} role="status">
          {t.count(total)}
          {category ? t.inCategory(choices.label(category)) : ''}
        </p>
      ) : null}
      {body}
      <p className={styles.back}>
        <Link to="/">{t.backHome}</Link>
      </p>
    </div>
  );
}
