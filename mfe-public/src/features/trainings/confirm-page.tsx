/**
 * /trainings/confirm?token= (ARCHITECTURE.md 12.2): the mailed link confirms the enrolment once,
 * in the browser (a server render sends nothing): a confirmed place, or the place on the waiting
 * list; a used or expired link says so in the page's language.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { PageHero } from '../../components/page-hero';
import { messages } from '../../i18n/messages.en';
import { trainings as t } from '../../i18n/trainings.en';
import { useConfirmEnrolmentMutation } from './trainings-api';
import p from '../../components/page.module.css';

type Outcome = { status: 'confirmed' | 'waitlisted'; position?: number } | { failure: string };

export function ConfirmEnrolmentPage() {
  usePageTitle(t.confirmTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useConfirmEnrolmentMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A link works once: the confirmation is sent once per page, whatever re-renders it.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm({ token })
      .unwrap()
      .then((body) => setOutcome(body.data))
      // A used or expired link is a 400 in the API's words; anything else, a failure to try again.
      .catch((error: unknown) =>
        setOutcome({
          failure: errorStatus(error) === 400 ? messages.said(errorText(error, t.confirmFailed)) : t.confirmFailed,
        }),
      );
  }, [confirm, token]);

  let text;
  if (!token) text = <p>{t.noToken}</p>;
  else if (!outcome)
    text = (
      <p className={p.muted} role="status" {...LOADING_PLACEHOLDER}>
        {t.confirming}
      </p>
    );
  else if ('failure' in outcome) text = <p role="alert">{outcome.failure}</p>;
  else text = <p role="status">{outcome.status === 'confirmed' ? t.confirmed : t.waitlisted(outcome.position ?? 0)}</p>;

  return (
    <div className={p.page}>
      <PageHero title={t.confirmTitle} />
      <section className={p.section}>
        <div className={p.card}>{text}</div>
        <p>
          <Link className={p.link} to="/trainings">
            {t.seeTrainings}
          </Link>
        </p>
      </section>
    </div>
  );
}
