/**
 * A programme's enrolment on its page (ARCHITECTURE.md 12.2): seats left or the waiting list, and
 * the form (name, employee ID, e-mail, phone, school, district, consent with the privacy policy).
 * The checks are the API's own (ENROLMENT_FIELDS); the API's answers (409 already enrolled or
 * closed, 400 per field, 429) are shown in the page's language, and nothing typed is lost.
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkFields } from '@diet/contracts/content-validation';
import { ENROLMENT_FIELDS, TRAINING_MESSAGES, type EnrolmentState } from '@diet/contracts/content-types/trainings';
import type { PublicItem } from '../../api/content-api';
import { FormSubmit } from '../../components/form-outcome';
import { Moment } from '../../components/moment';
import { TextField } from '../../components/text-field';
import { useForm, useFormSending } from '../../components/use-form';
import { dataUse } from '../../i18n/data-use.en';
import { messages } from '../../i18n/messages.en';
import { trainings as t } from '../../i18n/trainings.en';
import { useEnrolMutation, type EnrolmentPayload } from './trainings-api';
import styles from '../../components/form.module.css';
import p from '../../components/page.module.css';

type Values = Omit<EnrolmentPayload, 'consent'> & { consent: boolean } & Record<string, unknown>;

const EMPTY: Values = { name: '', employeeId: '', email: '', phone: '', school: '', district: '', consent: false };

/** The API's checks of the enrolment, in its words (the form shows them in the page's language). */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const { errors } = checkFields(ENROLMENT_FIELDS, values);
  const found = Object.fromEntries(errors) as Partial<Record<keyof Values, string>>;
  if (!found.consent && values.consent !== true) found.consent = TRAINING_MESSAGES.consentRequired;
  return found;
}

const TEXT_FIELDS: { name: Exclude<keyof EnrolmentPayload, 'consent'>; autoComplete: string; type?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'employeeId', autoComplete: 'off' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'school', autoComplete: 'organization' },
  { name: 'district', autoComplete: 'address-level2' },
];

function EnrolmentForm({ id }: { id: string }) {
  const form = useForm<Values>(EMPTY, validate);
  const [enrol, { isLoading }] = useEnrolMutation();
  const { done, failure, submit } = useFormSending(form, t.failed);
  const { values, errors, setValue } = form;

  const onSubmit = (event: FormEvent) =>
    submit(event, async () => {
      await enrol({
        id,
        body: {
          name: values.name.trim(),
          employeeId: values.employeeId.trim(),
          email: values.email.trim(),
          phone: values.phone,
          school: values.school.trim(),
          district: values.district.trim(),
          consent: true,
        },
      }).unwrap();
      form.reset();
      return messages.said(TRAINING_MESSAGES.enrolled);
    });

  const consentError = errors.consent;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="enrol-title">
      <div className={styles.row}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`enrol-${field.name}`}
            label={t[field.name]}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(v) => setValue(field.name, v)}
            inputProps={{ autoComplete: field.autoComplete, type: field.type }}
          />
        ))}
      </div>
      <p className={styles.dataUse}>
        {dataUse.enrolment}{' '}
        <Link className={p.link} to="/website-policies">
          {t.privacyPolicy}
        </Link>
      </p>
      <div className={styles.field}>
        <label className={styles.label}>
          <input
            type="checkbox"
            name="enrol-consent"
            checked={values.consent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'enrol-consent-error' : undefined}
            onChange={(e) => setValue('consent', e.target.checked)}
          />{' '}
          {t.consent}
        </label>
        {consentError ? (
          <p id="enrol-consent-error" className={styles.error}>
            {consentError}
          </p>
        ) : null}
      </div>
      <FormSubmit label={t.submit} busyLabel={t.sending} busy={isLoading} done={done} failure={failure} />
    </form>
  );
}

/** Under a programme's details: whether one may enrol, and the form while one may. */
export function TrainingEnrolment({ item }: { item: PublicItem }) {
  const state = item.enrolment as EnrolmentState;
  return (
    <section className={p.section} aria-labelledby="enrol-title">
      <h2 id="enrol-title" className={p.sectionTitle}>
        {t.enrolTitle}
      </h2>
      {state === 'closed' ? (
        <p className={p.muted}>{messages.said(TRAINING_MESSAGES.closed)}</p>
      ) : (
        <>
          <p>
            {state === 'open' ? t.openText(Number(item.seatsLeft)) : t.waitlistText} {t.closesAt}:{' '}
            <Moment at={String(item.enrolmentClosesAt)} />
          </p>
          <EnrolmentForm id={String(item.id)} />
        </>
      )}
    </section>
  );
}
