import { formatLongDate } from '@diet/contracts/dates';
import type { RtiDisclosure, RtiOfficer } from '@diet/contracts/content-types/rti';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ReactNode } from 'react';
import { useGetContentListQuery } from '../../api/content-api';
import { DownloadLink } from '../../components/download-link';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { rti } from '../../i18n/rti.en';
import p from '../../components/page.module.css';
import s from './rti.module.css';
import { PhoneLink } from '../../components/phone-link';
import { en } from '../../i18n/en';

const t = rti;
/** Every disclosure on one page: the Act's seventeen clauses hold a few items each. */
const ALL = { page: 1, pageSize: 200 };

type Clause = keyof typeof t.clauses;
type Role = keyof typeof t.roles;

/** A list from the API with its loading and failed states. */
function Loaded<T>({
  query,
  children,
}: {
  query: {
    data?: { items: unknown[] };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError)
    return (
      <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} busy={query.isFetching} />
    );
  if (query.isLoading || !query.data) return <p className={p.listLoading}>{t.loading}</p>;
  return <>{children(query.data.items as T[])}</>;
}

function OfficerCard({ officer }: { officer: RtiOfficer }) {
  return (
    <li className={p.card}>
      <p className={`${p.badge} ${p.blue}`}>{t.roles[officer.role as Role] ?? officer.role}</p>
      <h3 className={p.cardTitle}>{officer.name}</h3>
      <p className={p.muted}>{officer.designation}</p>
      <dl className={s.facts}>
        {officer.address ? (
          <>
            <dt>{t.address}</dt>
            <dd>{officer.address}</dd>
          </>
        ) : null}
        {officer.phone ? (
          <>
            <dt>{t.phone}</dt>
            <dd>
              <PhoneLink className={p.link} number={officer.phone} />
            </dd>
          </>
        ) : null}
        {officer.email ? (
          <>
            <dt>{t.email}</dt>
            <dd>
              <a className={p.link} href={`mailto:${officer.email}`}>
                {officer.email}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function Disclosures({ items }: { items: RtiDisclosure[] }) {
  if (items.length === 0) return <p className={p.muted}>{t.noDisclosures}</p>;
  // In the Act's order of clauses, which the translations keep.
  const clauses = (Object.keys(t.clauses) as Clause[]).filter((c) => items.some((d) => d.clause === c));
  return (
    <>
      {clauses.map((clause) => (
        <div key={clause}>
          <h3 className={s.clause}>{t.clauses[clause]}</h3>
          <ul className={p.grid}>
            {items
              .filter((d) => d.clause === clause)
              .map((d) => (
                <li key={d.id} className={p.card}>
                  <h4 className={p.cardTitle}>{d.title}</h4>
                  {d.description ? <p className={p.cardText}>{d.description}</p> : null}
                  <p className={p.muted}>
                    {t.updatedOn} <time dateTime={d.updatedOn}>{formatLongDate(d.updatedOn)}</time>
                  </p>
                  {d.file ? (
                    <DownloadLink
                      file={d.file}
                      fileName={d.fileName}
                      fileType={d.fileType}
                      fileSize={d.fileSize}
                      label={t.download}
                      context={d.title}
                    />
                  ) : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Right to Information: the officers, how to file a request and the fee, and the section 4(1)(b) disclosures. */
export function RtiPage() {
  usePageTitle(en.pages.rti);
  useMetaDescription(t.heroText);
  const officers = useGetContentListQuery({ path: 'rti-officers', params: ALL });
  const disclosures = useGetContentListQuery({ path: 'rti', params: ALL });
  return (
    <div className={p.page}>
      <PageHero title={en.pages.rti} text={t.heroText} />
      <section className={p.section} aria-labelledby="rti-officers">
        <h2 id="rti-officers" className={p.sectionTitle}>
          {t.officersTitle}
        </h2>
        <Loaded<RtiOfficer> query={officers}>
          {(items) => (
            <ul className={p.grid} data-testid="rti-officers">
              {items.map((o) => (
                <OfficerCard key={o.id} officer={o} />
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <section className={p.section} aria-labelledby="rti-how">
        <h2 id="rti-how" className={p.sectionTitle}>
          {t.howTitle}
        </h2>
        <ol className={s.steps}>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={s.fee}>
          <strong>{t.feeLabel}:</strong> {t.fee}
        </p>
      </section>
      <section className={p.section} aria-labelledby="rti-disclosures">
        <h2 id="rti-disclosures" className={p.sectionTitle}>
          {t.disclosuresTitle}
        </h2>
        <Loaded<RtiDisclosure> query={disclosures}>{(items) => <Disclosures items={items} />}</Loaded>
      </section>
    </div>
  );
}
