/**
 * The NCTE mandatory disclosure (ARCHITECTURE.md 12.3): the sections NCTE asks a teacher-education
 * institution to publish, each with the date of its figures, from GET /api/mandatory-disclosure.
 * Tables with headers (a card per row on a phone); printable: the print stylesheet leaves out the
 * site's header, menu and footer, keeps each row whole and shows the day it was printed. The
 * 'Print' button is a real button; before the script runs, a tap on it is kept and pressed once the
 * page is live (the server screen), and the browser's own print gives the same paper.
 */
import type { ReactNode } from 'react';
import { formatLongDate } from '@diet/contracts/dates';
import { todayInInstitute } from '@diet/contracts/limits';
import type { MandatoryDisclosure } from '@diet/contracts/mandatory-disclosure';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { CardTable } from '../../components/card-table';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { ResponsiveImage } from '../../components/responsive-image';
import { useMetaDescription } from '../../components/use-meta-description';
import { choices } from '../../i18n/choices.en';
import { en } from '../../i18n/en';
import { mandatoryDisclosure as t } from '../../i18n/mandatory-disclosure.en';
import { useGetMandatoryDisclosureQuery } from './disclosure-api';
import p from '../../components/page.module.css';
import s from './mandatory-disclosure-page.module.css';

const PAGE = 'mandatory-disclosure' as const;

function Day({ date }: { date: string | null }) {
  return date ? <time dateTime={date}>{formatLongDate(date)}</time> : null;
}

/** A section of the disclosure: its heading, the date of its figures, then its content. */
function Section({ id, title, dated, children }: { id: string; title: string; dated: ReactNode; children: ReactNode }) {
  return (
    <section className={`${p.section} ${s.section}`} aria-labelledby={`disclosure-${id}`}>
      <h2 id={`disclosure-${id}`} className={p.sectionTitle}>
        {title}
      </h2>
      <p className={s.dated}>{dated}</p>
      {children}
    </section>
  );
}

/** What a section shows when it has nothing to list (no programme yet), else its content. */
function OrNone({ none, children }: { none: string | null; children: ReactNode }) {
  return none ? <p className={p.muted}>{none}</p> : <>{children}</>;
}

function AsOn({ date }: { date: string | null }) {
  return date ? (
    <>
      {t.asOn}: <Day date={date} />
    </>
  ) : null;
}

const counted = (period: { from: string; to: string }, on: string) =>
  t.counted(formatLongDate(on), formatLongDate(period.from), formatLongDate(period.to));

/** Names beside their values (the institution, its recognition). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={s.facts}>
      {rows.map(([name, value]) => (
        <div key={name} className={s.fact}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Institute({ d }: { d: MandatoryDisclosure }) {
  const { institute } = d;
  const recognition = institute.recognition;
  const entered = (value: ReactNode) => value || <span className={p.muted}>{t.recognition.notEntered}</span>;
  return (
    <>
      <Section id="institute" title={t.institute.title} dated={<AsOn date={institute.asOf} />}>
        <Facts
          rows={[
            [t.institute.name, institute.name],
            [t.institute.address, [...institute.address.lines, institute.address.pin].filter(Boolean).join(', ')],
            [t.institute.phone, institute.phone],
            [t.institute.email, institute.email],
          ]}
        />
      </Section>
      <Section id="recognition" title={t.recognition.title} dated={<AsOn date={institute.asOf} />}>
        <Facts
          rows={[
            [t.recognition.order, entered(recognition.order)],
            [t.recognition.date, entered(recognition.date ? <Day date={recognition.date} /> : null)],
            [t.recognition.body, entered(recognition.body)],
          ]}
        />
      </Section>
    </>
  );
}

function Programmes({ d }: { d: MandatoryDisclosure }) {
  const { programmes } = d;
  return (
    <Section id="programmes" title={t.programmes.title} dated={<AsOn date={programmes.asOf} />}>
      <OrNone none={programmes.items.length === 0 ? t.programmes.none : null}>
        <CardTable
          caption={t.programmes.title}
          columns={t.programmes.columns}
          rows={[
            ...programmes.items.map((programme) => ({
              key: programme.id,
              cells: [programme.name, programme.level, programme.duration, programme.intake, programme.fees],
            })),
            {
              key: 'total',
              cells: [
                <strong key="total">{t.programmes.total}</strong>,
                null,
                null,
                <strong key="n">{programmes.totalIntake}</strong>,
                null,
              ],
            },
          ]}
        />
      </OrNone>
    </Section>
  );
}

function Faculty({ d }: { d: MandatoryDisclosure }) {
  const { faculty } = d;
  return (
    <Section id="faculty" title={t.faculty.title} dated={<AsOn date={faculty.asOf} />}>
      <p className={s.count}>{t.faculty.count(faculty.count)}</p>
      <OrNone none={faculty.items.length === 0 ? t.faculty.none : null}>
        <CardTable
          caption={t.faculty.title}
          columns={t.faculty.columns}
          rows={faculty.items.map((member) => ({
            key: member.id,
            cells: [
              member.photo ? (
                <ResponsiveImage
                  src={member.photo}
                  alt={t.faculty.photoAlt(member.name)}
                  width={48}
                  height={56}
                  sizes="3rem"
                  className={s.photo}
                />
              ) : null,
              member.name,
              member.designation,
              member.qualification,
              member.subject,
              <Day key="joined" date={member.joiningDate} />,
            ],
          }))}
        />
      </OrNone>
    </Section>
  );
}

function StaffChanges({ d }: { d: MandatoryDisclosure }) {
  const { staffChanges: changes } = d;
  const table = (kind: 'joined' | 'left') => {
    const rows = changes[kind];
    const title = t.staffChanges[kind];
    return (
      <>
        <h3 className={s.subTitle}>{title}</h3>
        {rows.length === 0 ? (
          <p className={p.muted}>{kind === 'joined' ? t.staffChanges.noneJoined : t.staffChanges.noneLeft}</p>
        ) : (
          <CardTable
            caption={`${t.staffChanges.title}: ${title}`}
            columns={kind === 'joined' ? t.staffChanges.joinedColumns : t.staffChanges.leftColumns}
            rows={rows.map((change) => ({
              key: change.id,
              cells: [change.name, change.designation, <Day key="date" date={change.date} />],
            }))}
          />
        )}
      </>
    );
  };
  return (
    <Section
      id="staff-changes"
      title={t.staffChanges.title}
      dated={counted(changes.period, changes.asOf ?? d.generatedOn)}
    >
      {table('joined')}
      {table('left')}
    </Section>
  );
}

function Library({ d }: { d: MandatoryDisclosure }) {
  const { library } = d;
  const strong = (value: ReactNode, key: string) => <strong key={key}>{value}</strong>;
  return (
    <Section
      id="library"
      title={t.library.title}
      dated={
        <>
          <AsOn date={library.asOf} />
          <br />
          {counted(library.period, library.addedAsOf)}
        </>
      }
    >
      <OrNone none={library.subjects.length === 0 ? t.library.none : null}>
        <CardTable
          caption={t.library.title}
          columns={t.library.columns}
          rows={[
            ...library.subjects.map((row) => ({
              key: row.subject,
              cells: [
                choices.label(row.subject),
                row.holdings.titles,
                row.holdings.copies,
                row.added.titles,
                row.added.copies,
              ],
            })),
            {
              key: 'total',
              cells: [
                strong(t.library.total, 'label'),
                strong(library.totals.holdings.titles, 'titles'),
                strong(library.totals.holdings.copies, 'copies'),
                strong(library.totals.added.titles, 'added-titles'),
                strong(library.totals.added.copies, 'added-copies'),
              ],
            },
          ]}
        />
      </OrNone>
    </Section>
  );
}

function Facilities({ d }: { d: MandatoryDisclosure }) {
  const { facilities } = d;
  return (
    <Section id="facilities" title={t.facilities.title} dated={<AsOn date={facilities.asOf} />}>
      <OrNone none={facilities.items.length === 0 ? t.facilities.none : null}>
        <ul className={s.facilities}>
          {facilities.items.map((facility) => (
            <li key={facility.title}>
              <strong>{facility.title}</strong>: {facility.description}
              {facility.features.length ? ` (${facility.features.join(', ')})` : null}
            </li>
          ))}
        </ul>
      </OrNone>
    </Section>
  );
}

export function MandatoryDisclosurePage() {
  const title = en.pages[PAGE];
  usePageTitle(title);
  useMetaDescription(t.heroText);
  const { data, isLoading, isError, isFetching, refetch } = useGetMandatoryDisclosureQuery();
  return (
    <div className={`${p.page} ${s.page}`}>
      <PageHero title={title} text={t.heroText} />
      <div className={s.toolbar}>
        {data ? (
          <p className={s.prepared}>
            {t.preparedOn}: <Day date={data.generatedOn} />
          </p>
        ) : null}
        <p className={s.printedOn}>
          {t.printedOn}: <Day date={todayInInstitute()} />
        </p>
        <button type="button" className={`${p.button} ${s.printButton}`} onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      {isLoading ? (
        <p className={`${p.muted} ${p.listLoading}`}>{t.loading}</p>
      ) : isError || !data ? (
        <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
      ) : (
        <>
          <Institute d={data} />
          <Programmes d={data} />
          <Faculty d={data} />
          <StaffChanges d={data} />
          <Library d={data} />
          <Facilities d={data} />
        </>
      )}
    </div>
  );
}
