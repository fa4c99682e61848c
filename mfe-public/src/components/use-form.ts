import { useState, type FormEvent } from 'react';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { messages } from '../i18n/messages.en';

export type Validator<V> = (values: V) => Partial<Record<keyof V, string>>;

/**
 * Form state with the timing of SPEC.md section 5: nothing is checked until the first submit,
 * then every change checks again. Values stay as typed after a failed send.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, validateInEnglish: Validator<V>) {
  // The checks speak SPEC.md's English; the visitor reads them in the page's language.
  const validate: Validator<V> = (values) =>
    Object.fromEntries(
      Object.entries(validateInEnglish(values)).map(([field, message]) => [field, message && messages.said(message)]),
    ) as ReturnType<Validator<V>>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  function setValue<K extends keyof V>(key: K, value: V[K]) {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      if (submitted) setErrors(validate(next));
      return next;
    });
  }

  /** Runs the checks; true when the form may be sent. */
  function check(): boolean {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  /** Field messages the API sent back (its `details`), shown under the same fields. */
  function setServerErrors(details: unknown) {
    if (details && typeof details === 'object')
      setErrors(
        Object.fromEntries(
          Object.entries(details).map(([field, message]) => [
            field,
            typeof message === 'string' ? messages.said(message) : message,
          ]),
        ) as Partial<Record<keyof V, string>>,
      );
  }

  /** A text field's value, message and change handler, for TextField's props. */
  const field = <K extends keyof V & string>(key: K) => ({
    value: String(values[key] ?? ''),
    error: errors[key],
    onChange: (value: string) => setValue(key, value as V[K]),
  });

  return { values, errors, setValue, check, reset, setServerErrors, field };
}

/** The `details` of an API error body, when there are any. */
export function errorDetails(error: unknown): Record<string, string> | undefined {
  const data = (error as { data?: { details?: unknown } } | undefined)?.data;
  return data && typeof data.details === 'object' && data.details
    ? (data.details as Record<string, string>)
    : undefined;
}

/**
 * Sends a form once its checks pass: `send` answers what to say (the API's message, in the page's
 * language). The API's field messages (a 400's details) show under their fields; a 409 (already
 * done, closed meanwhile) and a 429 say why in their own words; anything else is `failed`. The
 * values stay as typed when it fails.
 */
export function useFormSending(form: Pick<ReturnType<typeof useForm>, 'check' | 'setServerErrors'>, failed: string) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent, send: () => Promise<string>) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    if (!form.check()) return;
    try {
      setDone(await send());
    } catch (error) {
      const status = errorStatus(error);
      const details = errorDetails(error);
      if (status === 400 && details) form.setServerErrors(details);
      else setFailure(status === 409 || status === 429 ? messages.said(errorText(error, failed)) : failed);
    }
  }

  return { done, failure, submit };
}
