import { STAFF_SCROLL_THRESHOLD } from '@diet/contracts/limits';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { StatStrip } from '../../components/stat-strip';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { staff } from '../../i18n/staff.en';
import { useGetStaffQuery } from './staff-api';
import p from '../../components/page.module.css';
import styles from './staff-page.module.css';
import { ResponsiveImage } from '../../components/responsive-image';
import { PhoneLink } from '../../components/phone-link';

const t = staff;

/** Staff cards (grid up to 3, horizontal scroll above), departments, Principal's message, figures. */
export function StaffPage() {
  usePageTitle(en.pages['staff']);
  useMetaDescription(t.heroText);
  const { data, isLoading, isError, isFetching, refetch } = useGetStaffQuery();
  const { data: site } = useGetSiteQuery();
  const scroll = (data?.length ?? 0) > STAFF_SCROLL_THRESHOLD;

  let body;
  if (isLoading) body = <p className={p.muted}>{t.loading}</p>;
  else if (isError)
    body = (
      <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  else if (!data?.length) body = <p className={p.muted}>{t.empty}</p>;
  else
    body = (
      <ul
        className={scroll ? styles.scroller : styles.grid}
        data-testid="staff-list"
        data-layout={scroll ? 'scroll' : 'grid'}
        tabIndex={scroll ? 0 : undefined}
        aria-label={t.membersTitle}
      >
        {data.map((member) => (
          <li key={member.id} className={`${p.card} ${styles.member}`}>
            {member.photoThumb || member.photo ? (
              <ResponsiveImage
                src={member.photoThumb ?? member.photo ?? ''}
                original={member.photo}
                alt={t.photoAlt(member.name)}
                width={240}
                height={280}
                sizes={scroll ? '15rem' : '(min-width: 40rem) 16rem, 100vw'}
                className={styles.photo}
              />
            ) : null}
            <h3 className={p.cardTitle}>{member.name}</h3>
            <p className={styles.designation}>{member.designation}</p>
            {member.qualification ? <p className={p.cardText}>{member.qualification}</p> : null}
            <p className={p.cardText}>{member.subject}</p>
            {member.phone ? (
              <p className={p.cardText}>
                {t.phone}: <PhoneLink className={p.link} number={member.phone} />
              </p>
            ) : null}
            {member.email ? (
              <p className={p.cardText}>
                {t.email}:{' '}
                <a className={p.link} href={`mailto:${member.email}`}>
                  {member.email}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['staff']} text={t.heroText} />
      <section className={p.section} aria-labelledby="members-title">
        <h2 id="members-title" className={p.sectionTitle}>
          {t.membersTitle}
        </h2>
        {body}
      </section>
      <section className={p.section} aria-labelledby="departments-title">
        <h2 id="departments-title" className={p.sectionTitle}>
          {t.departmentsTitle}
        </h2>
        <ul className={p.grid}>
          {t.departments.map((name) => (
            <li key={name} className={p.card}>
              <h3 className={p.cardTitle}>{name}</h3>
            </li>
          ))}
        </ul>
      </section>
      {site?.principal ? (
        <section className={p.section} aria-labelledby="principal-message-title">
          <h2 id="principal-message-title" className={p.sectionTitle}>
            {t.principalTitle}
          </h2>
          <div className={`${p.card} ${styles.principal}`}>
            <ResponsiveImage
              src={site.principal.photo}
              alt={site.principal.name}
              width={180}
              height={210}
              sizes="180px"
              className={styles.principalPhoto}
            />
            <div>
              {site.principal.message.map((paragraph) => (
                <p key={paragraph} className={p.cardText}>
                  {paragraph}
                </p>
              ))}
              <p className={styles.signature}>
                {site.principal.name}, {site.principal.title}
              </p>
            </div>
          </div>
        </section>
      ) : null}
      <div className={p.section}>
        <StatStrip label={t.statsLabel} stats={t.stats} />
      </div>
    </div>
  );
}
