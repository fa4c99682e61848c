import { Link } from 'react-router-dom';
import { activeLanguage } from '@diet/contracts/active-language';
import { formatLongDate } from '@diet/contracts/dates';
import type { PublicHomeSection } from '@diet/contracts/content-type';
import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { useGetContentListQuery } from '../../api/content-api';
import { en } from '../../i18n/en';
import styles from './latest-updates.module.css';

const t = en.home;

function LatestOf({ home }: { home: PublicHomeSection }) {
  const { path, dateField } = home;
  const { data, isLoading, isError } = useGetContentListQuery({ path, params: { pageSize: home.count } });
  const titleId = `home-${path}-title`;
  const title = home.title[activeLanguage()];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {data?.items.length ? (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link className={styles.title} to={`/${path}?id=${encodeURIComponent(item.id)}`}>
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
      <Link className={styles.link} to={`/${path}`}>
        {t.viewAll(title)}
      </Link>
    </section>
  );
}

/** A section of latest items for every content type whose definition asks for one on the home page. */
export function ContentHomeSections({ className }: { className: string }) {
  const shown = PUBLIC_CONTENT.home;
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((home) => (
        <LatestOf key={home.path} home={home} />
      ))}
    </div>
  );
}
