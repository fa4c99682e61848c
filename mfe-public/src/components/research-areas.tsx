import { activeLanguage } from '@diet/contracts/active-language';
import type { CountTerm } from '@diet/contracts/content-type';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { countedSentence } from '../i18n/plural';
import p from './page.module.css';

/** The site settings' research areas in a section, each with its count of projects; nothing while there are none. */
export function ResearchAreas({ title, titleId, projects }: { title: string; titleId: string; projects: CountTerm }) {
  const { data: site } = useGetSiteQuery();
  const language = activeLanguage();
  if (!site?.researchAreas?.length) return null;
  return (
    <section className={p.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={p.sectionTitle}>
        {title}
      </h2>
      <ul className={p.grid}>
        {site.researchAreas.map((area) => (
          <li key={area.title} className={p.card}>
            <h3 className={p.cardTitle}>{area.title}</h3>
            <p className={p.cardText}>{area.description}</p>
            <span className={`${p.badge} ${p.blue}`}>
              {countedSentence(area.projects, projects[language], language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
