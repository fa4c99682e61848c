import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { ResponsiveImage } from './responsive-image';
import p from './page.module.css';
import styles from './principal-message.module.css';

/** The Principal's message of the site settings in a section: photo, paragraphs, name and title; nothing while there is none. */
export function PrincipalMessage({ title, titleId }: { title: string; titleId: string }) {
  const { data: site } = useGetSiteQuery();
  const principal = site?.principal;
  if (!principal) return null;
  return (
    <section className={p.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={p.sectionTitle}>
        {title}
      </h2>
      <div className={`${p.card} ${styles.principal}`}>
        <ResponsiveImage
          src={principal.photo}
          alt={principal.name}
          width={180}
          height={210}
          sizes="180px"
          className={styles.photo}
        />
        <div>
          {principal.message.map((paragraph) => (
            <p key={paragraph} className={p.cardText}>
              {paragraph}
            </p>
          ))}
          <p className={styles.signature}>
            {principal.name}, {principal.title}
          </p>
        </div>
      </div>
    </section>
  );
}
