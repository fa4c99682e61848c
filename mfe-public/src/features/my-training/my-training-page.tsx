/**
 * A teacher's own training record (ARCHITECTURE.md 12.2) at MY_TRAINING_PATH, reached without a
 * password. Without a link it asks for the e-mail the teacher enrolled with (the API answers the
 * same whoever asks). The mailed link (?token=) is taken out of the address at once, so it stays
 * in no history, and traded once for a short-lived bearer kept in this tab only (sessionStorage);
 * the record shows the teacher, the hours of this year against NEP 2020's target, the programmes
 * and the certificates. A used or expired link, or a session that has ended, asks for a new link.
 * Read in the browser only: the server's render knows no visitor's session.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkFields } from '@diet/contracts/content-validation';
import { ENROLMENT_FIELDS } from '@diet/contracts/content-types/trainings';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import {
  CERTIFICATE_STATUS_NAMES,
  ENROLMENT_STATUS_NAMES,
  TRAINEE_MESSAGES,
  TRANSCRIPT,
  certificatePdfPath,
  certificateVerifyPath,
} from '@diet/contracts/training-messages';
import { activeLanguage } from '@diet/contracts/active-language';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { DownloadFailed, downloadWithToken } from '@diet/frontend-core/download-with-token';
import { errorStatus } from '@diet/frontend-core/errors';
import { FormOutcome, FormSubmit } from '../../components/form-outcome';
import { LoadError } from '../../components/load-error';
import { Day } from '../../components/moment';
import { PageHero } from '../../components/page-hero';
import { TextField } from '../../components/text-field';
import { useForm, useFormSending } from '../../components/use-form';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { messages } from '../../i18n/messages.en';
import { myTraining as t } from '../../i18n/my-training.en';
import { trainings } from '../../i18n/trainings.en';
import { useGetMyRecordQuery, useOpenRecordSessionMutation, useRequestRecordLinkMutation } from './my-training-api';
import type { TraineeRecord } from '@diet/contracts/training-messages';
import forms from '../../components/form.module.css';
import p from '../../components/page.module.css';
import styles from './my-training-page.module.css';

/** Where this tab keeps the record's bearer (it ends with the tab, or after TRAINEE_SESSION_MINUTES). */
export const RECORD_SESSION_KEY = 'diet.trainee-session';

const storedBearer = () => {
  try {
    return sessionStorage.getItem(RECORD_SESSION_KEY);
  } catch {
    return null;
  }
};
const keepBearer = (bearer: string | null) => {
  try {
    if (bearer) sessionStorage.setItem(RECORD_SESSION_KEY, bearer);
    else sessionStorage.removeItem(RECORD_SESSION_KEY);
  } catch {
    // Storage refused (a private window's quota): the bearer lives in the page's memory only.
  }
};

type Stage =
  { kind: 'ask'; expired: boolean } | { kind: 'opening' } | { kind: 'openFailed' } | { kind: 'record'; bearer: string };

const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;

/** The e-mail form: always the same answer, so it tells nobody who has enrolled. */
function LinkRequestForm() {
  const form = useForm({ email: '' }, (v) =>
    Object.fromEntries(checkFields({ email: ENROLMENT_FIELDS.email }, v).errors),
  );
  const [request, { isLoading }] = useRequestRecordLinkMutation();
  const { done, failure, submit } = useFormSending(form, t.askFailed);
  const onSubmit = (event: FormEvent) =>
    submit(event, async () => {
      const answer = await request({ email: form.values.email.trim() }).unwrap();
      return messages.said(answer.message ?? TRAINEE_MESSAGES.accessSent);
    });

  return (
    <section className={p.section} aria-labelledby="record-link-title">
      <h2 id="record-link-title" className={p.sectionTitle}>
        {t.askTitle}
      </h2>
      <form className={forms.form} noValidate onSubmit={onSubmit} aria-labelledby="record-link-title">
        <p className={forms.dataUse}>{t.askText}</p>
        <TextField id="record-email" label={t.email} {...form.field('email')} inputProps={EMAIL_INPUT} />
        <FormSubmit label={t.askSubmit} busyLabel={t.sending} busy={isLoading} done={done} failure={failure} />
      </form>
    </section>
  );
}

/** Hours this year against the target: a bar, and the same in words for those who do not see it. */
function YearHours({ hours, target }: { hours: number; target: number }) {
  return (
    <section className={`${p.card} ${styles.hours}`} aria-labelledby="record-hours-title">
      <h2 id="record-hours-title" className={p.cardTitle}>
        {t.hoursTitle}
      </h2>
      <p className={styles.hoursValue} id="record-hours-text">
        {t.hoursOf(hours, target)}
      </p>
      <progress
        className={styles.bar}
        max={target}
        value={Math.min(hours, target)}
        aria-labelledby="record-hours-title"
        aria-describedby="record-hours-text"
      />
      <p className={p.muted}>{t.hoursNote(target)}</p>
    </section>
  );
}

/** A titled section of cards, or the words for none. */
function CardSection<T>(props: {
  id: string;
  texts: { title: string; none: string };
  items: T[];
  card: (item: T) => { key: string; body: ReactNode };
}) {
  return (
    <section className={p.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={p.sectionTitle}>
        {props.texts.title}
      </h2>
      {props.items.length === 0 ? (
        <p className={p.muted}>{props.texts.none}</p>
      ) : (
        <ul className={p.grid}>
          {props.items.map((item) => {
            const { key, body } = props.card(item);
            return (
              <li key={key} className={p.card}>
                {body}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const enrolmentCard = (enrolment: TraineeRecord['enrolments'][number]) => ({
  key: enrolment.id,
  body: (
    <>
      <h3 className={p.cardTitle} lang="en">
        <Link className={p.link} to={`/trainings/${encodeURIComponent(enrolment.trainingId)}`}>
          {enrolment.programme}
        </Link>
      </h3>
      <dl className={styles.facts}>
        <dt>{t.dates}</dt>
        <dd>
          <Day at={enrolment.startsAt} /> – <Day at={enrolment.endsAt} />
        </dd>
        <dt>{t.status}</dt>
        <dd>{ENROLMENT_STATUS_NAMES[enrolment.status][activeLanguage()]}</dd>
        <dt>{t.attended}</dt>
        <dd>{t.hoursOf(enrolment.attendedHours, enrolment.hours)}</dd>
      </dl>
    </>
  ),
});

const certificateCard = (certificate: TraineeRecord['certificates'][number]) => ({
  key: certificate.code,
  body: (
    <>
      <h3 className={p.cardTitle} lang="en">
        {certificate.programme}
      </h3>
      <span className={`${p.badge} ${certificate.status === 'valid' ? p.green : p.grey}`}>
        {CERTIFICATE_STATUS_NAMES[certificate.status][activeLanguage()]}
      </span>
      <dl className={styles.facts}>
        <dt>{t.hoursLabel}</dt>
        <dd>{trainings.hours(certificate.hours)}</dd>
        <dt>{t.issuedOn}</dt>
        <dd>
          <Day at={certificate.issuedAt} />
        </dd>
      </dl>
      <p className={styles.links}>
        <Link className={p.link} to={certificateVerifyPath(certificate.code)}>
          {t.verifyLink}
          <span className={p.hiddenText}>: {certificate.code}</span>
        </Link>
        <a className={p.link} href={certificatePdfPath(certificate.code)} type="application/pdf" download>
          {t.certificatePdf}
        </a>
      </p>
    </>
  ),
});

function Record({ bearer, onExpired, onClose }: { bearer: string; onExpired: () => void; onClose: () => void }) {
  const { data: record, error, isError, isFetching, refetch } = useGetMyRecordQuery(bearer);
  const [preparing, setPreparing] = useState(false);
  const [transcriptFailure, setTranscriptFailure] = useState<string | null>(null);
  const expired = isError && errorStatus(error) === 401;

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  async function downloadTranscript() {
    setPreparing(true);
    setTranscriptFailure(null);
    try {
      await downloadWithToken(TRANSCRIPT.apiPath, TRANSCRIPT.fileName, bearer);
    } catch (error) {
      if (error instanceof DownloadFailed && error.status === 401) onExpired();
      else setTranscriptFailure(t.transcriptFailed);
    } finally {
      setPreparing(false);
    }
  }

  if (isError && !expired)
    return (
      <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  const sections = {
    enrolments: { title: t.enrolmentsTitle, none: t.noEnrolments },
    certificates: { title: t.certificatesTitle, none: t.noCertificates },
  };
  if (!record)
    return (
      <p className={p.muted} role="status" {...LOADING_PLACEHOLDER}>
        {t.opening}
      </p>
    );
  return (
    <>
      {/* Whose record this is: the heading the record's sections come under. */}
      <h2 className={styles.name}>{record.name}</h2>
      <p className={p.muted}>
        {t.employeeId}: <span className={styles.employeeId}>{record.employeeId}</span>
      </p>
      <YearHours hours={record.hoursThisYear} target={record.target} />
      <CardSection id="record-enrolments" texts={sections.enrolments} items={record.enrolments} card={enrolmentCard} />
      <CardSection
        id="record-certificates"
        texts={sections.certificates}
        items={record.certificates}
        card={certificateCard}
      />
      <section className={`${p.section} ${styles.actions}`}>
        <button type="button" className={p.button} onClick={() => void downloadTranscript()} disabled={preparing}>
          {preparing ? t.preparing : t.transcript}
        </button>
        <button type="button" className={styles.close} onClick={onClose}>
          {t.close}
        </button>
        <FormOutcome failure={transcriptFailure} />
      </section>
    </>
  );
}

export function MyTrainingPage() {
  const title = en.pages['my-training'];
  usePageTitle(title);
  useMetaDescription(t.heroText);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The link's token, read once: the address loses it at once.
  const [linkToken] = useState(() => params.get('token'));
  const [stage, setStage] = useState<Stage>(() => (linkToken ? { kind: 'opening' } : { kind: 'ask', expired: false }));
  const [openSession] = useOpenRecordSessionMutation();
  // A link works once: it is traded once per page, whatever re-renders it.
  const traded = useRef(false);

  const trade = useCallback(
    (token: string) => {
      setStage({ kind: 'opening' });
      openSession({ token })
        .unwrap()
        .then((answer) => {
          keepBearer(answer.data.token);
          setStage({ kind: 'record', bearer: answer.data.token });
        })
        // A used or expired link is a 400; anything else may pass, and the link still works.
        .catch((error: unknown) =>
          setStage(errorStatus(error) === 400 ? { kind: 'ask', expired: true } : { kind: 'openFailed' }),
        );
    },
    [openSession],
  );

  useEffect(() => {
    if (linkToken) {
      if (traded.current) return;
      traded.current = true;
      // history.replaceState through the router: the one-time token stays in no history entry.
      navigate({ search: '' }, { replace: true });
      trade(linkToken);
      return;
    }
    const bearer = storedBearer();
    if (bearer) setStage({ kind: 'record', bearer });
  }, [linkToken, navigate, trade]);

  const expire = useCallback(() => {
    keepBearer(null);
    setStage({ kind: 'ask', expired: true });
  }, []);
  const close = useCallback(() => {
    keepBearer(null);
    setStage({ kind: 'ask', expired: false });
  }, []);

  let body;
  if (stage.kind === 'record') body = <Record bearer={stage.bearer} onExpired={expire} onClose={close} />;
  else if (stage.kind === 'opening')
    body = (
      <p className={p.muted} role="status" {...LOADING_PLACEHOLDER}>
        {t.opening}
      </p>
    );
  else if (stage.kind === 'openFailed')
    body = <LoadError text={t.openFailed} retryLabel={en.common.retry} onRetry={() => linkToken && trade(linkToken)} />;
  else
    body = (
      <>
        {stage.expired ? (
          <p className={`${p.card} ${styles.expired}`} role="alert">
            {messages.said(TRAINEE_MESSAGES.sessionRequired)}
          </p>
        ) : null}
        <LinkRequestForm />
      </>
    );

  return (
    <div className={p.page}>
      <PageHero title={title} text={t.heroText} />
      <div className={styles.column}>{body}</div>
    </div>
  );
}
