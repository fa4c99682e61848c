/**
 * Self check-in (ARCHITECTURE.md 12.2) at CHECK_IN_PATH: the QR code the office shows in the room
 * opens this page with ?code=; the teacher types the employee ID and is counted present. The code
 * stays editable for those who type it from the screen. The checks are the API's own
 * (CHECK_IN_FIELDS); its answers show under the field they concern, and nothing typed is lost.
 */
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkFields } from '@diet/contracts/content-validation';
import { CHECK_IN_FIELDS, TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { FormSubmit } from '../../components/form-outcome';
import { PageHero } from '../../components/page-hero';
import { TextField } from '../../components/text-field';
import { useForm, useFormSending } from '../../components/use-form';
import { useMetaDescription } from '../../components/use-meta-description';
import { messages } from '../../i18n/messages.en';
import { trainings as t } from '../../i18n/trainings.en';
import { useCheckInMutation } from './trainings-api';
import form from '../../components/form.module.css';
import p from '../../components/page.module.css';
import { en } from '../../i18n/en';

interface Values extends Record<string, unknown> {
  code: string;
  employeeId: string;
}

const validate = (values: Values) =>
  Object.fromEntries(checkFields(CHECK_IN_FIELDS, values).errors) as Partial<Record<keyof Values, string>>;

export function CheckInPage() {
  const title = en.pages['trainings/check-in'];
  usePageTitle(title);
  useMetaDescription(t.checkInText);
  const [params] = useSearchParams();
  const checkInForm = useForm<Values>({ code: (params.get('code') ?? '').trim(), employeeId: '' }, validate);
  const { values, field } = checkInForm;
  const [checkIn, { isLoading }] = useCheckInMutation();
  // A wrong code or an employee ID not enrolled shows under its field, in the page's language.
  const { done, failure, submit } = useFormSending(checkInForm, t.checkInFailed);
  const onSubmit = (event: FormEvent) =>
    submit(event, async () => {
      const answer = await checkIn({ code: values.code.trim(), employeeId: values.employeeId.trim() }).unwrap();
      return messages.said(answer.message ?? TRAINING_MESSAGES.checkedIn);
    });

  return (
    <div className={p.page}>
      <PageHero title={title} text={t.checkInText} />
      <section className={p.section}>
        <form className={form.form} noValidate onSubmit={onSubmit} aria-label={title}>
          <TextField
            id="check-in-code"
            label={t.checkInCode}
            {...field('code')}
            inputProps={{
              inputMode: 'numeric',
              autoComplete: 'off',
              spellCheck: false,
              placeholder: t.checkInCodeHint,
            }}
          />
          <TextField
            id="check-in-employee-id"
            label={t.employeeId}
            {...field('employeeId')}
            inputProps={{ autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' }}
          />
          <FormSubmit label={t.checkInSubmit} busyLabel={t.checkingIn} busy={isLoading} done={done} failure={failure} />
        </form>
      </section>
    </div>
  );
}
