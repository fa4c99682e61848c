import { usePageTitle } from '@diet/frontend-core/document-title';
import { PageHero } from '../../components/page-hero';
import { StatStrip } from '../../components/stat-strip';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { about } from '../../i18n/about.en';
import p from '../../components/page.module.css';
import styles from './about-page.module.css';

const t = about;

/** About: Mission, Vision and Values, the core values, the timeline and the impact figures. */
export function AboutPage() {
  usePageTitle(en.pages.about);
  useMetaDescription(t.heroText);
  return (
    <div className={p.page}>
      <PageHero title={en.pages.about} text={t.heroText} />
      <section className={p.section} aria-labelledby="pillars-title">
        <h2 id="pillars-title" className={p.sectionTitle}>
          {t.pillarsTitle}
        </h2>
        <ul className={p.grid}>
          {t.pillars.map((item) => (
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
          {t.values.map((item) => (
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
          {t.timeline.map((item) => (
            <li key={item.year} className={styles.step}>
              <span className={styles.year}>{item.year}</span>
              <div>
                <h3 className={p.cardTitle}>{item.title}</h3>
                <p className={p.cardText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={p.section} aria-labelledby="impact-title">
        <h2 id="impact-title" className={p.sectionTitle}>
          {t.impactTitle}
        </h2>
        <StatStrip label={t.impactTitle} stats={t.impact} />
      </section>
    </div>
  );
}
