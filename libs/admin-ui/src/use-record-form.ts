import { useEffect, useRef } from 'react';
import { App, Form } from 'antd';
import { ACCESS } from '@diet/contracts/access-messages';
import { TOASTS } from '@diet/contracts/toasts';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { sessionJustEnded, useTypedWork } from '@diet/frontend-core/admin/typed-work';
import { en } from './i18n/en';

/**
 * The add/edit modal's form: reset on every opening (preloaded with `record` in edit mode), its
 * messages shown on submit and then as fields change (SPEC.md section 5), and a submit that sends,
 * shows the server's toast (or the spec's) and closes; on failure the modal stays open with
 * everything typed, and the toast says why. What is typed outlives the session (typed-work.ts):
 * kept when it ends, and back in the form when it reopens after the sign-in.
 */
export function useRecordForm<V, R>(options: {
  open: boolean;
  record: R | undefined;
  /** The form's name, under which its typed values are kept if the session ends. */
  keepAs: string;
  /** The form values of the record being edited. */
  fields: (record: R) => Partial<V>;
  send: (values: V, record: R | undefined) => Promise<{ message?: string }>;
  texts: { added: string; updated: string; addFailure?: string; updateFailure?: string };
  /** A failed save's own handling (messages under fields); a text returned is the toast. */
  failed?: (error: unknown) => string | null;
  onClose: () => void;
}) {
  const { open, record, send, texts, failed, onClose, keepAs } = options;
  const [form] = Form.useForm<V>();
  const { notification } = App.useApp();
  // The caller passes an inline function; only a new opening or another record should reset.
  const fields = useRef(options.fields);
  fields.current = options.fields;

  const submit = async (values: V) => {
    try {
      const response = await send(values, record);
      notification.success({ title: response.message ?? (record ? texts.updated : texts.added) });
      onClose();
    } catch (error) {
      // An ended session is said as such (the sign-in page follows), not as a failed save; the
      // sign-out may have cleared the call's state, so it is known by the session's end too.
      if (errorStatus(error) !== 401 && sessionJustEnded()) {
        notification.error({ title: ACCESS.sessionExpired });
        return;
      }
      const ended = errorStatus(error) === 401 ? ACCESS.sessionExpired : undefined;
      notification.error({
        title:
          failed?.(error) ??
          ended ??
          errorText(error, (record ? texts.updateFailure : texts.addFailure) ?? TOASTS.requestFailure),
      });
    }
  };
  const timing = useSubmitThenChange(submit);
  const resetTiming = useRef(timing.reset);
  resetTiming.current = timing.reset;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    resetTiming.current();
    if (record) form.setFieldsValue(fields.current(record) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, record, form]);

  useTypedWork({
    form: keepAs,
    open,
    record,
    read: () => form.getFieldsValue(true) as Record<string, unknown>,
    restore: (values) => {
      form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
      notification.info({ title: en.form.typedWorkBack });
    },
  });

  /** Spread on antd's <Form>: the form, its submit, and SPEC.md's timing of its messages. */
  return { form, formProps: { form, ...timing.formProps } };
}
