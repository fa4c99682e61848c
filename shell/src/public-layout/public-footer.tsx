import { EmailLink, PhoneLink } from '@diet/frontend-core/contact-links';
import { Link } from 'react-router-dom';
import { CPGRAMS_URL } from '@diet/contracts/contact-tracking';
import { APP_WHEN_SEEN } from '@diet/contracts/first-route';
import { COPYRIGHT_YEAR, PIN_CODE } from '@diet/contracts/limits';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { layout } from '../i18n/layout.en';
import { LastUpdated, VisitorCount } from './last-updated';
import { FOOTER_ACADEMIC_LINKS, FOOTER_QUICK_LINKS, FOOTER_SITE_LINKS, type NavLinkItem } from './nav-links';
import { SocialIcon } from './social-icon';
import styles from './public-footer.module.css';

function LinkList({ links, className }: { links: NavLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <LinkList links={links} className={styles.links} />
    </nav>
  );
}

/** tel: links want digits only (and a leading +). */

/**
 * Footer of every public page: about text, Quick Links, Academic, contact details (postal address
 * with PIN, landline, e-mail), the social links configured in /api/site (none: no icons) and the
 * GIGW 3.0 pages (accessibility statement, website policies, help, site map).
 */
export function PublicFooter() {
  const t = layout.footer;
  const { data: site } = useGetSiteQuery();
  const name = site?.instituteName ?? layout.splash.instituteName;
  const social = (site?.social ?? []).filter((entry) => entry.url);

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.text}>{site?.footerText || t.text}</p>
          {social.length > 0 && (
            <ul className={styles.social} aria-label={t.followUs}>
              {social.map((entry) => (
                <li key={entry.network}>
                  <a
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.socialLink(entry.network)}
                  >
                    <SocialIcon name={entry.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <LinkColumn title={t.quickLinks} links={FOOTER_QUICK_LINKS} />
        <LinkColumn title={t.academic} links={FOOTER_ACADEMIC_LINKS} />

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t.contactUs}
          </h2>
          <address className={styles.address}>
            {site && (
              <p>
                <span className={styles.label}>{t.address}: </span>
                {site.address.lines.join(', ')}
                {' – '}
                {t.pin} {site.address.pin || PIN_CODE}
              </p>
            )}
            {site?.phone && (
              <p>
                <span className={styles.label}>{t.phone}: </span>
                <PhoneLink number={site.phone} />
              </p>
            )}
            {site?.email && (
              <p>
                <span className={styles.label}>{t.email}: </span>
                <EmailLink address={site.email} />
              </p>
            )}
          </address>
        </section>
      </div>
      <nav aria-label={t.aboutSite} className={styles.siteLinks}>
        <LinkList links={FOOTER_SITE_LINKS} />
      </nav>
      <p className={styles.copyright}>
        {t.cpgrams}{' '}
        <a href={CPGRAMS_URL} target="_blank" rel="noopener noreferrer">
          {t.cpgramsLink}
        </a>
      </p>
      {/* The date of the last change (GIGW) and the visitor count are the app's to ask for: on a
          server-rendered page it loads when they come into view. */}
      <div {...APP_WHEN_SEEN} className={`${styles.copyright} ${styles.facts}`}>
        <LastUpdated className={styles.fact} />
        <VisitorCount className={styles.fact} />
      </div>
      <p className={styles.copyright}>{t.copyright(COPYRIGHT_YEAR, name)}</p>
    </footer>
  );
}
