/**
 * Verifying a training certificate (ARCHITECTURE.md 12.2): /verify asks for the code printed on
 * it; /verify/{code}, where its QR code leads, says whether it is valid or revoked, to whom it was
 * issued, for which programme, how many hours, and when. Read in the browser only: the API's
 * throttle is per visitor, and the server's render would read every visitor's code as one.
 */
import { type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { TRAINING_MESSAGES, certificatePdfPath } from '@diet/contracts/training-messages';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { LoadError } from '../../components/load-error';
import { Day } from '../../components/moment';
import { PageHero } from '../../components/page-hero';
import { TextField } from '../../components/text-field';
import { useForm } from '../../components/use-form';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { verify as t } from '../../i18n/verify.en';
import { useGetCertificateQuery, type VerifiedCertificate } from './verify-api';
import form from '../../components/form.module.css';
import p from '../../components/page.module.css';
import styles from './verify-page.module.css';

const onServer = typeof window === 'undefined';

/** A code as printed, or as typed from paper: its letters in capitals, without spaces. */
const normalised = (code: string) => code.replace(/\s+/g, '').toUpperCase();

function Certificate({ code, certificate }: { code: string; certificate: VerifiedCertificate }) {
  const valid = certificate.status === 'valid';
  return (
    <section className={`${p.card} ${valid ? styles.valid : styles.revoked}`} aria-labelledby="verify-outcome">
      <h2 id="verify-outcome" className={styles.outcome}>
        {valid ? t.valid : t.revoked}
      </h2>
      <dl className={styles.details}>
        <dt>{t.code}</dt>
        <dd className={styles.code}>{code}</dd>
        <dt>{t.issuedTo}</dt>
        <dd>{certificate.name}</dd>
        <dt>{t.programme}</dt>
        <dd lang="en">{certificate.programme}</dd>
        <dt>{t.hoursLabel}</dt>
        <dd>{t.hours(certificate.hours)}</dd>
        <dt>{t.dates}</dt>
        <dd>
          <Day at={certificate.startsAt} /> – <Day at={certificate.endsAt} />
        </dd>
        <dt>{t.issuedOn}</dt>
        <dd>
          <Day at={certificate.issuedAt} />
        </dd>
        {!valid && certificate.revokedReason ? (
          <>
            <dt>{t.reason}</dt>
            <dd lang="en">{certificate.revokedReason}</dd>
          </>
        ) : null}
      </dl>
      {/* The paper says 'revoked' too: whoever is shown it learns what this page says. */}
      <a className={p.buttonLink} href={certificatePdfPath(code)}>
        {t.pdf}
      </a>
    </section>
  );
}

/** What the page says of `code`. */
function Outcome({ code }: { code: string }) {
  const query = useGetCertificateQuery(code, { skip: onServer });
  if (query.isError)
    return (
      <LoadError
        text={t.loadError}
        retryLabel={en.common.retry}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  if (query.data === null)
    return (
      <p className={`${p.card} ${styles.unknown}`} role="alert">
        {t.notFound}
      </p>
    );
  if (!query.data)
    return (
      <p className={p.muted} role="status" {...LOADING_PLACEHOLDER}>
        {t.checking}
      </p>
    );
  return <Certificate code={code} certificate={query.data} />;
}

function CodeForm() {
  const navigate = useNavigate();
  const { values, errors, setValue, check } = useForm({ code: '' }, (v) =>
    v.code.trim() ? {} : { code: TRAINING_MESSAGES.codeRequired },
  );
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (check()) navigate(`/verify/${encodeURIComponent(normalised(values.code))}`);
  }
  return (
    <form className={form.form} noValidate onSubmit={onSubmit} aria-label={en.pages.verify}>
      <TextField
        id="certificate-code"
        label={t.codeLabel}
        value={values.code}
        error={errors.code}
        onChange={(v) => setValue('code', v)}
        inputProps={{ placeholder: t.codeHint, autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' }}
      />
      <button type="submit" className={form.submit}>
        {t.submit}
      </button>
    </form>
  );
}

export function VerifyPage() {
  const { code: raw } = useParams<{ code?: string }>();
  const code = raw ? normalised(raw) : '';
  usePageTitle(code ? `${en.pages.verify}: ${code}` : en.pages.verify);
  useMetaDescription(t.heroText);
  return (
    <div className={p.page}>
      <PageHero title={en.pages.verify} text={t.heroText} />
      <div className={styles.column}>
        {code ? <Outcome code={code} /> : null}
        {code ? <h2 className={p.sectionTitle}>{t.another}</h2> : null}
        {/* A new code gives a new form: what was typed for another code does not stay. */}
        <CodeForm key={code} />
      </div>
    </div>
  );
}
