import { useEffect } from 'react';
import { App, Button, Form, Input, Select } from 'antd';
import {
  CONTACT_TRACKING_MESSAGES,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  type MessageStatus,
} from '@diet/contracts/contact-tracking';
import type { ContactMessage } from '@diet/contracts/entities';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { useTypedWork } from '@diet/frontend-core/admin/typed-work';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { useAnswerMessageMutation } from './messages-api';

const t = en.messages;

/** The answer's name among the forms whose typed work outlives an ended session (typed-work.ts). */
export const MESSAGE_ANSWER_FORM = 'message-answer';

interface AnswerValues {
  status: MessageStatus;
  reply: string;
}

/**
 * The office's answer of a tracked message (ARCHITECTURE.md 12.3, 12.7): its status and a reply,
 * which the server mails to the sender when it changed. The API's messages show under the fields.
 */
export function MessageAnswerForm({ message }: { message: ContactMessage }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<AnswerValues>();
  const [answer, { isLoading }] = useAnswerMessageMutation();

  useEffect(() => {
    form.setFieldsValue({ status: message.status, reply: message.reply ?? '' });
  }, [form, message.id, message.status, message.reply]);
  // A reply being written outlives an ended session (idle past the limit): it comes back here.
  useTypedWork({
    form: MESSAGE_ANSWER_FORM,
    open: true,
    record: message,
    read: () => ({ ...form.getFieldsValue() }),
    restore: (kept) => {
      form.setFieldsValue(kept as Partial<AnswerValues>);
      notification.info({ title: shared.form.typedWorkBack });
    },
  });

  async function save(values: AnswerValues) {
    try {
      await answer({ id: message.id, status: values.status, reply: values.reply ?? '' }).unwrap();
      notification.success({ title: CONTACT_TRACKING_MESSAGES.replySaved });
    } catch (error) {
      const fields = serverFieldErrors(error, ['status', 'reply']);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else notification.error({ title: errorText(error, t.saveFailure) });
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void save(v)} aria-label={t.answerTitle}>
      <Form.Item
        name="status"
        label={t.status}
        rules={[{ required: true, message: CONTACT_TRACKING_MESSAGES.statusRequired }]}
      >
        <Select options={MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] }))} />
      </Form.Item>
      <Form.Item
        name="reply"
        label={t.replyLabel}
        rules={[{ max: MAX_LENGTH.message, message: VALIDATION.tooLong('Reply', MAX_LENGTH.message) }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t.saveAnswer}
      </Button>
    </Form>
  );
}
