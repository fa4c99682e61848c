import { Link } from 'react-router-dom';
import { ACTIVE_COURSE_STATUS } from '@diet/contracts/enums';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { StatStrip } from '../../components/stat-strip';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { diksha } from '../../i18n/diksha.en';
import { useGetCoursesQuery, useGetSummaryQuery } from './diksha-api';
import p from '../../components/page.module.css';
import styles from './diksha-lab-page.module.css';
import { choices } from '../../i18n/choices.en';

const t = diksha;

/** Diksha Lab: figures, features and modules (from /api/site), the courses, Enroll Now and brochure. */
export function DikshaLabPage() {
  usePageTitle(en.pages['diksha-lab']);
  useMetaDescription(t.heroText);
  const { data: site } = useGetSiteQuery();
  const { data, isLoading, isError, isFetching, refetch } = useGetCoursesQuery();
  const { data: summary } = useGetSummaryQuery();
  // The completion rate is the trainee records' (the back office's figure); shown once it is known.
  const stats = summary ? [...t.stats, { value: `${summary.completionRate}%`, label: t.completionRate }] : t.stats;

  let courses;
  if (isLoading) courses = <p className={p.muted}>{t.loading}</p>;
  else if (isError)
    courses = (
      <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  else if (!data?.length) courses = <p className={p.muted}>{t.coursesEmpty}</p>;
  else
    courses = (
      <ul className={p.grid}>
        {data.map((course) => (
          <li key={course.id} className={p.card}>
            <h3 className={p.cardTitle}>{course.title}</h3>
            {/* Active green, anything else grey (SPEC.md section 2). */}
            <span className={`${p.badge} ${course.status === ACTIVE_COURSE_STATUS ? p.green : p.grey}`}>
              {choices.label(course.status)}
            </span>
            <p className={p.cardText}>{course.description}</p>
            <p className={styles.duration}>{t.duration(course.duration)}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['diksha-lab']} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={stats} />
      <div className={`${p.section} ${styles.actions}`}>
        {/* The seed's dead buttons, fixed (ARCHITECTURE.md section 8). */}
        <Link className={p.buttonLink} to="/contact?subject=diksha">
          {t.enroll}
        </Link>
        {site?.brochureUrl ? (
          <a className={`${p.buttonLink} ${styles.secondary}`} href={site.brochureUrl} download>
            {t.brochure}
          </a>
        ) : null}
      </div>
      {site?.dikshaFeatures?.length ? (
        <section className={p.section} aria-labelledby="features-title">
          <h2 id="features-title" className={p.sectionTitle}>
            {t.featuresTitle}
          </h2>
          <ul className={p.grid}>
            {site.dikshaFeatures.map((f) => (
              <li key={f.title} className={p.card}>
                <h3 className={p.cardTitle}>{f.title}</h3>
                <p className={p.cardText}>{f.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {site?.dikshaModules?.length ? (
        <section className={p.section} aria-labelledby="modules-title">
          <h2 id="modules-title" className={p.sectionTitle}>
            {t.modulesTitle}
          </h2>
          <ul className={p.grid}>
            {site.dikshaModules.map((m) => (
              <li key={m.title} className={p.card}>
                <span className={`${p.badge} ${p.blue}`}>{m.category}</span>
                <h3 className={p.cardTitle}>{m.title}</h3>
                <p className={styles.duration}>{t.hours(m.hours)}</p>
                <ul className={p.list} aria-label={t.topicsLabel(m.title)}>
                  {m.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={p.section} aria-labelledby="courses-title">
        <h2 id="courses-title" className={p.sectionTitle}>
          {t.coursesTitle}
        </h2>
        {courses}
      </section>
    </div>
  );
}
