import type { FormEvent } from 'react';
import { RESEARCH_STATUSES } from '@diet/contracts/enums';
import { westernDigits } from '@diet/contracts/limits';
import { TOASTS } from '@diet/contracts/toasts';
import { showToast } from '../../components/toast';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { errorDetails, useForm } from '../../components/use-form';
import { dataUse } from '../../i18n/data-use.en';
import { research } from '../../i18n/research.en';
import { useSubmitProposalMutation } from './research-api';
import { validateProposal, type ProposalValues } from './proposal-validation';
import styles from '../../components/form.module.css';
import own from './proposal.module.css';
import { choices } from '../../i18n/choices.en';

const t = research;
const f = t.fields;
const EMPTY: ProposalValues = { title: '', author: '', year: '', description: '', status: '', file: null, website: '' };

/** The proposal form in a modal: multipart POST, closes on success, cancel, × or Esc. */
export function ProposalModal({ onClose }: { onClose: () => void }) {
  const form = useForm<ProposalValues>(EMPTY, validateProposal);
  const [submit, { isLoading }] = useSubmitProposalMutation();
  const { values, errors, setValue } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.check() || !values.file) return;
    const body = new FormData();
    body.append('title', values.title.trim());
    body.append('author', values.author.trim());
    body.append('year', westernDigits(values.year.trim()));
    body.append('description', values.description.trim());
    body.append('status', values.status);
    body.append('website', values.website);
    body.append('file', values.file, values.file.name);
    try {
      await submit(body).unwrap();
      showToast(TOASTS.proposalSuccess, 'success');
      form.reset();
      onClose();
    } catch (error) {
      form.setServerErrors(errorDetails(error));
      showToast(TOASTS.proposalFailure, 'error');
    }
  }

  return (
    <Modal titleId="proposal-title" closeLabel={t.closeProposal} onClose={onClose}>
      <h2 id="proposal-title" className={own.heading}>
        {t.proposalTitle}
      </h2>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          id="proposal-title-field"
          label={f.title}
          value={values.title}
          error={errors.title}
          onChange={(v) => setValue('title', v)}
        />
        <div className={styles.row}>
          <TextField
            id="proposal-author"
            label={f.author}
            value={values.author}
            error={errors.author}
            onChange={(v) => setValue('author', v)}
          />
          <TextField
            id="proposal-year"
            label={f.year}
            value={values.year}
            error={errors.year}
            onChange={(v) => setValue('year', v)}
            inputProps={{ inputMode: 'numeric' }}
          />
        </div>
        <TextField
          id="proposal-description"
          as="textarea"
          label={f.description}
          value={values.description}
          error={errors.description}
          onChange={(v) => setValue('description', v)}
        />
        <TextField
          id="proposal-status"
          as="select"
          label={f.status}
          value={values.status}
          error={errors.status}
          onChange={(v) => setValue('status', v)}
        >
          <option value="">{f.chooseStatus}</option>
          {RESEARCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {choices.label(s)}
            </option>
          ))}
        </TextField>
        <div className={styles.field}>
          <label htmlFor="proposal-file" className={styles.label}>
            {f.file}
          </label>
          <input
            id="proposal-file"
            type="file"
            accept=".pdf,.jpg,.jpeg,.png"
            className={styles.input}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'proposal-file-error' : undefined}
            onChange={(e) => setValue('file', e.target.files?.[0] ?? null)}
          />
          {errors.file ? (
            <p id="proposal-file-error" className={styles.error}>
              {errors.file}
            </p>
          ) : null}
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="proposal-website">{f.website}</label>
          <input
            id="proposal-website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => setValue('website', e.target.value)}
          />
        </div>
        <p className={styles.dataUse}>{dataUse.proposal}</p>
        <div className={own.actions}>
          <button type="submit" className={styles.submit} disabled={isLoading}>
            {isLoading ? t.submitting : t.submit}
          </button>
          <button type="button" className={`${styles.submit} ${own.cancel}`} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
