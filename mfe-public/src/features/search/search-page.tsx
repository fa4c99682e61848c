import { useState, type FormEvent } from 'react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { TYPED_WITHOUT_APP } from '@diet/contracts/first-route';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { Pager } from '../../components/pager';
import { useMetaDescription } from '../../components/use-meta-description';
import { search as t } from '../../i18n/search.en';
import p from '../../components/page.module.css';
import { useSearchQuery } from './search-api';
import styles from './search.module.css';
import { en } from '../../i18n/en';

/** /search?q=&page=: the site search, its words and page in the address so results can be shared. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const searchAction = useHref('/search');
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // A new search from the header's box changes the address: the field follows it.
  if (seenQ !== q) {
    setSeenQ(q);
    setTyped(q);
  }
  usePageTitle(q ? `${en.pages.search}: ${q}` : en.pages.search);
  useMetaDescription(t.heroText);
  const { data, isFetching, isError, refetch } = useSearchQuery({ q, page }, { skip: !q });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as sent, not the state: typed before the app took the page over, it reaches the state later.
    const sent = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(sent ? { q: sent } : {});
  };
  const largestGroup = Math.max(0, ...(data?.groups ?? []).map((g) => g.total));

  return (
    <div className={p.page}>
      <PageHero title={en.pages.search} text={t.heroText} />
      <form
        {...TYPED_WITHOUT_APP}
        role="search"
        action={searchAction}
        method="get"
        className={styles.form}
        onSubmit={submit}
      >
        <label htmlFor="search-page-q">{t.label}</label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          className={styles.input}
          value={typed}
          placeholder={t.placeholder}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={p.button}>
          {t.submit}
        </button>
      </form>
      <div role="status" className={styles.summary}>
        {!q ? t.prompt : isFetching ? t.loading : data ? (data.total ? t.found(data.total, q) : null) : null}
      </div>
      {isError ? (
        <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void refetch()} busy={isFetching} />
      ) : null}
      {q && data && !isFetching && data.total === 0 ? (
        <p className={p.muted}>
          {t.none(q)} <Link to="/sitemap">{t.siteMap}</Link>
        </p>
      ) : null}
      {data?.groups.map((group) => (
        <section key={group.type} className={styles.group} aria-labelledby={`results-${group.type}`}>
          <h2 id={`results-${group.type}`}>
            {group.label} <span className={p.muted}>({t.inGroup(group.total)})</span>
          </h2>
          <ul className={styles.hits}>
            {group.items.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <Link to={hit.url}>{hit.title}</Link>
                {hit.excerpt ? <p>{hit.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data ? (
        <Pager
          page={page}
          total={largestGroup}
          pageSize={data.pageSize}
          toOf={(next) => `/search?${new URLSearchParams({ q, page: String(next) })}`}
          labels={{ previous: t.previous, next: t.next, pageOf: (n) => t.pageOf(n) }}
        />
      ) : null}
    </div>
  );
}
