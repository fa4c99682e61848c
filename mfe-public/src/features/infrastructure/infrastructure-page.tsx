import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { infrastructure } from '../../i18n/infrastructure.en';
import p from '../../components/page.module.css';
import { ResponsiveImage } from '../../components/responsive-image';

const t = infrastructure;

/** Six facility cards (from /api/site), three amenities and a brochure that really downloads. */
export function InfrastructurePage() {
  usePageTitle(en.pages['infrastructure']);
  useMetaDescription(t.heroText);
  const { data: site, isError, isFetching, refetch } = useGetSiteQuery();
  return (
    <div className={p.page}>
      <PageHero title={en.pages['infrastructure']} text={t.heroText} />
      <section className={p.section} aria-labelledby="facilities-title">
        <h2 id="facilities-title" className={p.sectionTitle}>
          {t.facilitiesTitle}
        </h2>
        {isError ? (
          <LoadError text={t.siteError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
        ) : null}
        {!site && !isError ? <p className={p.muted}>{en.common.loading}</p> : null}
        {site ? (
          <ul className={p.grid}>
            {site.facilities.map((facility) => (
              <li key={facility.id} className={p.card}>
                <ResponsiveImage
                  src={facility.image}
                  alt={facility.title}
                  width={640}
                  height={400}
                  sizes="(min-width: 40rem) 24rem, 100vw"
                  className={p.image}
                />
                <h3 className={p.cardTitle}>{facility.title}</h3>
                <p className={p.cardText}>{facility.description}</p>
                <ul className={p.list} aria-label={t.featuresLabel(facility.title)}>
                  {facility.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={p.section} aria-labelledby="amenities-title">
        <h2 id="amenities-title" className={p.sectionTitle}>
          {t.amenitiesTitle}
        </h2>
        <ul className={p.grid}>
          {t.amenities.map((item) => (
            <li key={item.title} className={p.card}>
              <h3 className={p.cardTitle}>{item.title}</h3>
              <p className={p.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {site?.brochureUrl ? (
        <p className={p.section}>
          {/* The seed's dead button is fixed: it downloads the brochure (ARCHITECTURE.md section 8). */}
          <a className={p.buttonLink} href={site.brochureUrl} download>
            {t.brochure} ({t.brochureNote})
          </a>
        </p>
      ) : null}
    </div>
  );
}
