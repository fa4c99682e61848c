import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { en } from '../../i18n/en';
import { messages } from '../../i18n/messages.en';
import { unsubscribe as t } from '../../i18n/unsubscribe.en';
import { useGetUnsubscribeStateQuery, useUnsubscribeMutation } from './newsletter-api';
import p from '../../components/page.module.css';
import styles from './unsubscribe-page.module.css';

/** An unknown, missing or malformed token: the API answers 404 or 400. */
const isInvalidLink = (error: unknown) => [400, 404].includes(errorStatus(error) ?? 0);

function Outcome({ title, text }: { title: string; text: string }) {
  return (
    <div className={p.card} role="status">
      <h2 className={p.cardTitle}>{title}</h2>
      <p className={p.cardText}>{text}</p>
      <Link className={p.link} to="/newsletter">
        {t.backToNewsletter}
      </Link>
    </div>
  );
}

/** The page of a newsletter's unsubscribe link (/newsletter/unsubscribe?token=...): confirm first. */
export function UnsubscribePage() {
  usePageTitle(t.documentTitle);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const state = useGetUnsubscribeStateQuery(token, { skip: !token });
  const [unsubscribe, { isLoading: working }] = useUnsubscribeMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const body = await unsubscribe(token).unwrap();
      setDone(messages.said(body.message ?? TOASTS.unsubscribed));
    } catch (error) {
      setFailure(messages.said(errorText(error, t.failed)));
    }
  }

  let body;
  if (!token || isInvalidLink(state.error)) body = <Outcome title={t.invalidTitle} text={t.invalidText} />;
  else if (done) body = <Outcome title={t.doneTitle} text={done} />;
  else if (state.isError)
    body = (
      <LoadError
        text={t.loadError}
        retryLabel={en.common.retry}
        onRetry={() => void state.refetch()}
        busy={state.isFetching}
      />
    );
  else if (!state.data) body = <p className={p.muted}>{en.common.loading}</p>;
  else if (!state.data.active)
    body = <Outcome title={t.alreadyTitle} text={messages.said(TOASTS.alreadyUnsubscribed)} />;
  else
    body = (
      <div className={p.card}>
        <p className={p.cardText}>{t.intro}</p>
        <p className={styles.email}>{state.data.email}</p>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="button" className={p.button} onClick={() => void confirm()} disabled={working}>
          {working ? t.working : t.confirm}
        </button>
      </div>
    );

  return (
    <div className={p.page}>
      <PageHero title={t.title} />
      <section className={`${p.section} ${styles.body}`} aria-live="polite">
        {body}
      </section>
    </div>
  );
}
