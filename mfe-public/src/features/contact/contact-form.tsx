import { useState, type FormEvent } from 'react';
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, type ContactSubject } from '@diet/contracts/enums';
import { TOASTS } from '@diet/contracts/toasts';
import { showToast } from '../../components/toast';
import { TextField } from '../../components/text-field';
import { errorDetails, useForm } from '../../components/use-form';
import { contact } from '../../i18n/contact.en';
import { dataUse } from '../../i18n/data-use.en';
import { useSendContactMutation } from './contact-api';
import { validateContact, type ContactValues } from './contact-validation';
import styles from '../../components/form.module.css';
import page from './contact-page.module.css';
import { choices } from '../../i18n/choices.en';

const t = contact;

function isSubject(value: string | null): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '');
}

/** The reference a sent message got (ARCHITECTURE.md 12.3), to keep for tracking it. */
function Sent({ reference }: { reference: string }) {
  return (
    <div className={page.sent} role="status">
      <p>
        <strong>{t.sentTitle}</strong>
      </p>
      <p>{t.sentText}</p>
      <p className={page.reference}>{reference}</p>
    </div>
  );
}

/** The message form: 'Sending...' while busy, reset on success (showing the reference), values kept on failure. */
export function ContactForm({ initialSubject }: { initialSubject: string | null }) {
  const form = useForm<ContactValues>(
    { name: '', email: '', subject: isSubject(initialSubject) ? initialSubject : '', message: '', website: '' },
    validateContact,
  );
  const [send, { isLoading }] = useSendContactMutation();
  const [reference, setReference] = useState<string | null>(null);
  const { values, errors, setValue } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setReference(null);
    if (!form.check()) return;
    try {
      const body = await send({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject as ContactSubject,
        message: values.message.trim(),
        website: values.website,
      }).unwrap();
      showToast(TOASTS.contactSuccess, 'success');
      setReference(body.data.reference);
      form.reset();
    } catch (error) {
      form.setServerErrors(errorDetails(error));
      showToast(TOASTS.contactFailure, 'error');
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <div className={styles.row}>
        <TextField
          id="name"
          label={t.name}
          value={values.name}
          error={errors.name}
          onChange={(v) => setValue('name', v)}
          inputProps={{ autoComplete: 'name' }}
        />
        <TextField
          id="email"
          label={t.email}
          value={values.email}
          error={errors.email}
          onChange={(v) => setValue('email', v)}
          inputProps={{ type: 'email', autoComplete: 'email' }}
        />
      </div>
      <TextField
        id="subject"
        as="select"
        label={t.subject}
        value={values.subject}
        error={errors.subject}
        onChange={(v) => setValue('subject', v as ContactSubject | '')}
      >
        <option value="">{t.chooseSubject}</option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {choices.label(CONTACT_SUBJECT_LABELS[s])}
          </option>
        ))}
      </TextField>
      <TextField
        id="message"
        as="textarea"
        label={t.message}
        value={values.message}
        error={errors.message}
        onChange={(v) => setValue('message', v)}
      />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="website">{t.website}</label>
        <input
          id="website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValue('website', e.target.value)}
        />
      </div>
      <p className={styles.dataUse}>{dataUse.contact}</p>
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {isLoading ? t.sending : t.send}
      </button>
      {reference ? <Sent reference={reference} /> : null}
    </form>
  );
}
