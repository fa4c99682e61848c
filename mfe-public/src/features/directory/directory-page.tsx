/**
 * The directory (ARCHITECTURE 12.3, GIGW 3.0): the office's telephone, e-mail and hours from the
 * site settings, then who's who from the staff as the office keeps them (their order, Principal
 * first), each number and address one tap from a call or a mail. A table on a wide screen, a card
 * per person on a phone.
 */
import { EmailLink, PhoneLink } from '@diet/frontend-core/contact-links';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { CardTable } from '../../components/card-table';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { directory as t } from '../../i18n/directory.en';
import { en } from '../../i18n/en';
import { useGetStaffQuery } from '../staff/staff-api';
import p from '../../components/page.module.css';
import styles from './directory-page.module.css';

function Office() {
  const { data: site } = useGetSiteQuery();
  if (!site) return null;
  return (
    <section className={p.section} aria-labelledby="directory-office">
      <h2 id="directory-office" className={p.sectionTitle}>
        {t.officeTitle}
      </h2>
      <div className={p.card}>
        <dl className={styles.office}>
          <dt>{t.phone}</dt>
          <dd>
            <PhoneLink className={p.link} number={site.phone} />
          </dd>
          {site.email ? (
            <>
              <dt>{t.email}</dt>
              <dd>
                <EmailLink className={p.link} address={site.email} />
              </dd>
            </>
          ) : null}
          {site.officeHours ? (
            <>
              <dt>{t.hours}</dt>
              <dd>{site.officeHours}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

export function DirectoryPage() {
  usePageTitle(en.pages.directory);
  useMetaDescription(t.heroText);
  const { data, isLoading, isError, isFetching, refetch } = useGetStaffQuery();
  return (
    <div className={p.page}>
      <PageHero title={en.pages.directory} text={t.heroText} />
      <Office />
      <section className={p.section} aria-labelledby="directory-staff">
        <h2 id="directory-staff" className={p.sectionTitle}>
          {t.staffTitle}
        </h2>
        {isLoading ? (
          <p className={`${p.muted} ${p.listLoading}`}>{t.loading}</p>
        ) : isError ? (
          <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
        ) : !data?.length ? (
          <p className={p.muted}>{t.none}</p>
        ) : (
          <CardTable
            caption={t.tableCaption}
            columns={t.columns}
            rows={data.map((member) => ({
              key: member.id,
              cells: [
                member.name,
                member.designation,
                member.qualification,
                member.subject,
                member.phone ? <PhoneLink className={p.link} number={member.phone} /> : null,
                member.email ? <EmailLink className={p.link} address={member.email} /> : null,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}
