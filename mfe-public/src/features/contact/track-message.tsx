import { useState, type FormEvent } from 'react';
import { normaliseReference } from '@diet/contracts/contact-tracking';
import { formatLongDate, instituteDateOf } from '@diet/contracts/dates';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { TextField } from '../../components/text-field';
import { errorDetails, useForm } from '../../components/use-form';
import { contact as t } from '../../i18n/contact.en';
import { messages } from '../../i18n/messages.en';
import { useTrackMessageMutation, type TrackedMessage } from './contact-api';
import { validateTrack, type TrackValues } from './track-validation';
import styles from '../../components/form.module.css';
import page from './contact-page.module.css';

function Outcome({ message }: { message: TrackedMessage }) {
  const day = instituteDateOf(message.updatedAt);
  return (
    <dl className={page.tracked} aria-label={message.reference}>
      <dt>{t.reference}</dt>
      <dd>{message.reference}</dd>
      <dt>{t.statusLabel}</dt>
      <dd className={page.status}>{t.statuses[message.status]}</dd>
      <dt>{t.updatedLabel}</dt>
      <dd>{day ? <time dateTime={message.updatedAt}>{formatLongDate(day)}</time> : null}</dd>
      <dt>{t.replyLabel}</dt>
      <dd className={page.reply}>{message.reply ?? t.noReply}</dd>
    </dl>
  );
}

/**
 * 'Track your message' (ARCHITECTURE.md 12.3): reference and e-mail; the status, its date and the
 * office's reply, or why there is none. `?reference=` (the mailed link) fills the reference in.
 */
export function TrackMessage({ initialReference }: { initialReference: string | null }) {
  const form = useForm<TrackValues>({ reference: initialReference ?? '', email: '' }, validateTrack);
  const [track, { isLoading }] = useTrackMessageMutation();
  const [found, setFound] = useState<TrackedMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, setValue } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setFailure(null);
    if (!form.check()) return;
    try {
      const body = await track({
        reference: normaliseReference(values.reference),
        email: values.email.trim(),
      }).unwrap();
      setFound(body.data);
    } catch (error) {
      if (errorStatus(error) === 400) form.setServerErrors(errorDetails(error));
      // The 404's own text says that no message has this reference and address.
      else setFailure(errorStatus(error) === 404 ? messages.said(errorText(error, t.trackFailed)) : t.trackFailed);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="track-title">
      <p>{t.trackIntro}</p>
      <div className={styles.row}>
        <TextField
          id="track-reference"
          label={t.reference}
          value={values.reference}
          error={errors.reference}
          onChange={(v) => setValue('reference', v)}
          inputProps={{ placeholder: t.referenceHint, autoComplete: 'off', spellCheck: false }}
        />
        <TextField
          id="track-email"
          label={t.trackEmail}
          value={values.email}
          error={errors.email}
          onChange={(v) => setValue('email', v)}
          inputProps={{ type: 'email', autoComplete: 'email' }}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {isLoading ? t.tracking : t.track}
      </button>
      <div aria-live="polite">
        {failure ? (
          <p className={page.failure} role="alert">
            {failure}
          </p>
        ) : null}
        {found ? <Outcome message={found} /> : null}
      </div>
    </form>
  );
}
