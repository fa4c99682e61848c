import { useState } from 'react';
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

  return { values, errors, setValue, check, reset, setServerErrors };
}

/** The `details` of an API error body, when there are any. */
export function errorDetails(error: unknown): Record<string, string> | undefined {
  const data = (error as { data?: { details?: unknown } } | undefined)?.data;
  return data && typeof data.details === 'object' && data.details
    ? (data.details as Record<string, string>)
    : undefined;
}
