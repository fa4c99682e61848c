import { EmailLink, PhoneLink } from '@diet/frontend-core/contact-links';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { contact } from '../../i18n/contact.en';
import { ContactForm } from './contact-form';
import { TrackMessage } from './track-message';
import styles from './contact-page.module.css';

const t = contact;

/** Contact: hero, message form, contact cards (tel:/mailto:, address opens the map) and the map. */
export function ContactPage() {
  usePageTitle(en.pages['contact']);
  useMetaDescription(t.heroText);
  const [params] = useSearchParams();
  const { data: site } = useGetSiteQuery();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.heading}>
          {t.hero}
        </h1>
        <p>{t.heroText}</p>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.title}>
            {t.formTitle}
          </h2>
          {/* ?subject=diksha (from 'Enroll Now') or feedback (the footer) preselects the subject. */}
          <ContactForm key={params.get('subject') ?? ''} initialSubject={params.get('subject')} />
        </section>

        <section id="track" className={styles.panel} aria-labelledby="track-title">
          <h2 id="track-title" className={styles.title}>
            {t.trackTitle}
          </h2>
          <TrackMessage initialReference={params.get('reference')} />
        </section>

        <section className={styles.panel} aria-labelledby="contact-cards-title">
          <h2 id="contact-cards-title" className={styles.title}>
            {t.cardsTitle}
          </h2>
          {site ? (
            <ul className={styles.cards}>
              <li className={styles.card}>
                <h3 className={styles.cardTitle}>{t.address}</h3>
                <address className={styles.address}>
                  {site.address.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  <span>{site.address.pin}</span>
                </address>
                <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t.openMap}
                </a>
              </li>
              <li className={styles.card}>
                <h3 className={styles.cardTitle}>{t.emailCard}</h3>
                <EmailLink address={site.email} />
              </li>
              <li className={styles.card}>
                <h3 className={styles.cardTitle}>{t.phoneCard}</h3>
                <PhoneLink number={site.phone} />
              </li>
              <li className={styles.card}>
                <h3 className={styles.cardTitle}>{t.hoursCard}</h3>
                <p className={styles.text}>{site.officeHours}</p>
              </li>
            </ul>
          ) : null}
        </section>
      </div>

      {site ? (
        <section className={styles.map} aria-labelledby="map-title">
          <h2 id="map-title" className={styles.title}>
            {t.mapTitle}
          </h2>
          <iframe
            className={styles.frame}
            src={site.address.mapEmbedUrl}
            title={t.mapFrameTitle}
            loading="lazy"
            width={1200}
            height={400}
            referrerPolicy="no-referrer-when-downgrade"
          />
          {/* The plain link works when the embedded map cannot load (ARCHITECTURE.md section 9). */}
          <p>
            <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
              {t.mapLink}
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
