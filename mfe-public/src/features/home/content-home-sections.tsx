import { Link } from 'react-router-dom';
import { formatLongDate } from '@diet/contracts/dates';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { useGetContentListQuery } from '../../api/content-api';
import { en } from '../../i18n/en';
import styles from './latest-updates.module.css';

const t = en.home;

/** The first date of a type's order: the date its latest items are shown with. */
const dateFieldOf = (d: ContentTypeDefinition) => d.order.map(([field]) => field).find((f) => d.fields[f]?.kind === 'date');

function LatestOf({ definition, home }: { definition: ContentTypeDefinition; home: { title: string; count: number } }) {
  const { data, isLoading, isError } = useGetContentListQuery({ path: definition.path, params: { pageSize: home.count } });
  const dateField = dateFieldOf(definition);
  const titleId = `home-${definition.path}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {home.title}
      </h2>
      {data?.items.length ? (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link className={styles.title} to={`/${definition.path}?id=${encodeURIComponent(item.id)}`}>
                {String(item.title ?? '')}
              </Link>
              {dateField && typeof item[dateField] === 'string' ? (
                <time dateTime={item[dateField] as string} className={styles.date}>
                  {formatLongDate(item[dateField] as string)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{isLoading ? t.loading : isError ? t.contentLoadError : t.contentEmpty}</p>
      )}
      <Link className={styles.link} to={`/${definition.path}`}>
        {t.viewAll(home.title)}
      </Link>
    </section>
  );
}

/** A section of latest items for every content type whose definition asks for one on the home page. */
export function ContentHomeSections({ className }: { className: string }) {
  const shown = CONTENT_TYPES.flatMap((d) => (d.public && d.public.home ? [{ definition: d, home: d.public.home }] : []));
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map(({ definition, home }) => (
        <LatestOf key={definition.path} definition={definition} home={home} />
      ))}
    </div>
  );
}
