import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { PageHero } from '../../components/page-hero';
import { StatStrip } from '../../components/stat-strip';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { about } from '../../i18n/about.en';
import p from '../../components/page.module.css';
import styles from './about-page.module.css';

const t = about;

/**
 * About: Mission, Vision and Values, the core values, the timeline (the office's site settings, in
 * the page's language), the NCTE recognition once the office has entered it, and the impact figures.
 */
export function AboutPage() {
  usePageTitle(en.pages['about']);
  useMetaDescription(t.heroText);
  const { data: site } = useGetSiteQuery();
  const content = site?.about;
  const pillars = content
    ? [
        { title: t.pillarTitles.mission, text: content.mission },
        { title: t.pillarTitles.vision, text: content.vision },
        { title: t.pillarTitles.values, text: content.values.map((v) => v.title).join(', ') },
      ]
    : [];
  const recognition = site?.recognition;
  return (
    <div className={p.page}>
      <PageHero title={en.pages['about']} text={t.heroText} />
      <section className={p.section} aria-labelledby="pillars-title">
        <h2 id="pillars-title" className={p.sectionTitle}>
          {t.pillarsTitle}
        </h2>
        <ul className={p.grid}>
          {pillars.map((item) => (
            <li key={item.title} className={p.card}>
              <h3 className={p.cardTitle}>{item.title}</h3>
              <p className={p.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={p.section} aria-labelledby="values-title">
        <h2 id="values-title" className={p.sectionTitle}>
          {t.valuesTitle}
        </h2>
        <ul className={p.grid}>
          {(content?.values ?? []).map((item) => (
            <li key={item.title} className={p.card}>
              <h3 className={p.cardTitle}>{item.title}</h3>
              <p className={p.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={p.section} aria-labelledby="timeline-title">
        <h2 id="timeline-title" className={p.sectionTitle}>
          {t.timelineTitle}
        </h2>
        <ol className={styles.timeline}>
          {(content?.timeline ?? []).map((item) => (
            <li key={`${item.year} ${item.title}`} className={styles.step}>
              <span className={styles.year}>{item.year}</span>
              <div>
                <h3 className={p.cardTitle}>{item.title}</h3>
                <p className={p.cardText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {recognition?.order ? (
        <section className={p.section} aria-labelledby="recognition-title">
          <h2 id="recognition-title" className={p.sectionTitle}>
            {t.recognitionTitle}
          </h2>
          <dl className={p.card}>
            <dt>{t.recognition.order}</dt>
            <dd>{recognition.order}</dd>
            {recognition.date ? (
              <>
                <dt>{t.recognition.date}</dt>
                <dd>
                  <time dateTime={recognition.date}>{formatLongDate(recognition.date)}</time>
                </dd>
              </>
            ) : null}
            {recognition.body ? (
              <>
                <dt>{t.recognition.body}</dt>
                <dd>{recognition.body}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section className={p.section} aria-labelledby="impact-title">
        <h2 id="impact-title" className={p.sectionTitle}>
          {t.impactTitle}
        </h2>
        <StatStrip label={t.impactTitle} stats={t.impact} />
      </section>
    </div>
  );
}
