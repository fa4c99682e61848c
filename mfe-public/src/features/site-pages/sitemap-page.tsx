import { Link } from 'react-router-dom';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { pageName } from '../../components/definition-names';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { sitePages } from '../../i18n/site-pages.en';
import { LISTED_PAGE_PATHS } from '@diet/contracts/public-routes';
import p from '../../components/page.module.css';
import styles from './site-pages.module.css';
import { en } from '../../i18n/en';

const t = sitePages;

type Section = keyof typeof t.sitemap.sections;

/** Where a route is listed; a route not named here (a new content type's page) is news. */
const SECTION_OF: Record<string, Section> = {
  '': 'institute',
  about: 'institute',
  infrastructure: 'institute',
  staff: 'institute',
  directory: 'institute',
  'mandatory-disclosure': 'institute',
  'diksha-lab': 'institute',
  contact: 'institute',
  library: 'academics',
  research: 'academics',
  results: 'academics',
  'study-material': 'academics',
  gallery: 'academics',
  verify: 'academics',
  'my-training': 'academics',
  search: 'help',
  sitemap: 'help',
  accessibility: 'help',
  'website-policies': 'help',
  help: 'help',
};

/** Every public page of the route table, grouped: the HTML twin of /sitemap.xml. */
export function SitemapPage() {
  usePageTitle(en.pages.sitemap);
  useMetaDescription(t.sitemap.heroText);
  const routes = LISTED_PAGE_PATHS.filter((path) => !path.includes(':')).map((path) => ({ path }));
  return (
    <div className={p.page}>
      <PageHero title={en.pages.sitemap} text={t.sitemap.heroText} />
      <div className={styles.sections}>
        {(Object.keys(t.sitemap.sections) as Section[]).map((section) => (
          <section key={section} aria-labelledby={`sitemap-${section}`}>
            <h2 id={`sitemap-${section}`}>{t.sitemap.sections[section]}</h2>
            <ul>
              {routes
                .filter(({ path }) => (SECTION_OF[path] ?? 'updates') === section)
                .map(({ path }) => (
                  <li key={path}>
                    <Link to={`/${path}`}>{pageName(path) ?? path}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
