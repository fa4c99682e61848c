import type { SitePage as SitePageRecord, SitePageSlug } from '@diet/contracts/content-types/site-pages';
import { formatLongDate } from '@diet/contracts/dates';
import { plainText } from '@diet/contracts/page-text';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetContentListQuery } from '../../api/content-api';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { sitePages as t } from '../../i18n/site-pages.en';
import p from '../../components/page.module.css';
import styles from './site-pages.module.css';
import { PageText } from './page-text';
import { en } from '../../i18n/en';

/** A page the office keeps under 'Site pages' (GET /api/site-pages?slug=), titled by its record. */
export function SitePage({ slug }: { slug: SitePageSlug }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetContentListQuery({
    path: 'site-pages',
    params: { slug },
  });
  const page = data?.items[0] as SitePageRecord | undefined;
  const title = page?.title ?? en.pages[slug];
  usePageTitle(title);
  useMetaDescription(page ? plainText(page.body).slice(0, 155) : title);
  return (
    <div className={p.page}>
      <PageHero title={title} />
      {isLoading ? (
        <p className={`${p.muted} ${p.listLoading}`} role="status">
          {t.loading}
        </p>
      ) : null}
      {isError ? (
        <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void refetch()} busy={isFetching} />
      ) : null}
      {page ? (
        <>
          <PageText text={page.body} className={styles.text} />
          <p className={styles.reviewed}>
            {t.lastReviewed}: <time dateTime={page.lastReviewed}>{formatLongDate(page.lastReviewed)}</time>
          </p>
        </>
      ) : null}
    </div>
  );
}

export const AccessibilityPage = () => <SitePage slug="accessibility" />;
export const WebsitePoliciesPage = () => <SitePage slug="website-policies" />;
export const HelpPage = () => <SitePage slug="help" />;
