import type { FormEvent } from 'react';
import { SUBSCRIBER_TYPES, type SubscriberType } from '@diet/contracts/enums';
import { EMAIL_PATTERN } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/text-field';
import { errorDetails, useForm } from '../../components/use-form';
import { dataUse } from '../../i18n/data-use.en';
import { newsletter } from '../../i18n/newsletter.en';
import { useSubscribeMutation } from './newsletter-api';
import { notSuccessful, subscribeFailure } from './subscribe-outcome';
import styles from '../../components/form.module.css';
import { choices } from '../../i18n/choices.en';

const t = newsletter;

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  type: SubscriberType | '';
  website: string;
}

/** SPEC.md section 5, Newsletter subscribe. */
export function validateSubscribe(v: Values): Partial<Record<keyof Values, string>> {
  const e: Partial<Record<keyof Values, string>> = {};
  if (!v.name.trim()) e.name = VALIDATION.nameRequired;
  if (!v.email.trim()) e.email = VALIDATION.emailRequired;
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = VALIDATION.emailInvalid;
  if (!v.type) e.type = VALIDATION.typeRequired;
  return e;
}

export function SubscribeForm() {
  const form = useForm<Values>({ name: '', email: '', type: '', website: '' }, validateSubscribe);
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const { values, errors, setValue } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const body = await subscribe({
        name: values.name.trim(),
        email: values.email.trim(),
        type: values.type as SubscriberType,
        website: values.website,
      }).unwrap();
      const refused = notSuccessful(body);
      if (refused) {
        showToast(refused.text, refused.kind);
        return;
      }
      showToast(TOASTS.subscribeSuccess, 'success');
      form.reset();
    } catch (error) {
      const outcome = subscribeFailure(error);
      form.setServerErrors(errorDetails(error));
      // Whatever the failure (already subscribed included), the form keeps what was typed (SPEC.md section 6).
      showToast(outcome.text, outcome.kind);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        id="subscriber-name"
        label={t.name}
        value={values.name}
        error={errors.name}
        onChange={(v) => setValue('name', v)}
        inputProps={{ autoComplete: 'name' }}
      />
      <TextField
        id="subscriber-email"
        label={t.email}
        value={values.email}
        error={errors.email}
        onChange={(v) => setValue('email', v)}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <TextField
        id="subscriber-type"
        as="select"
        label={t.type}
        value={values.type}
        error={errors.type}
        onChange={(v) => setValue('type', v as SubscriberType | '')}
      >
        <option value="">{t.chooseType}</option>
        {SUBSCRIBER_TYPES.map((type) => (
          <option key={type} value={type}>
            {choices.label(type)}
          </option>
        ))}
      </TextField>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="subscriber-website">{t.website}</label>
        <input
          id="subscriber-website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValue('website', e.target.value)}
        />
      </div>
      <p className={styles.dataUse}>{dataUse.newsletter}</p>
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {isLoading ? t.subscribing : t.subscribe}
      </button>
    </form>
  );
}
