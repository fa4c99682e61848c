import type { ReactNode } from 'react';
import { Form, Modal, type FormItemProps } from 'antd';
import { en } from './i18n/en';

/** The one question an AskModal asks: its form item (label, help, rules) and its input. */
export type AskItem = FormItemProps & { input: ReactNode };

/**
 * Asks one thing before an action (a publication's time, why an item goes back, why a certificate
 * is revoked), then runs it with the answer, trimmed. Stays open until the action succeeds, so
 * nothing typed is lost when the server refuses.
 */
export function AskModal({
  open,
  title,
  okText,
  item,
  onAnswer,
  onClose,
  busy,
}: {
  open: boolean;
  title: string;
  okText: string;
  item: AskItem;
  onAnswer: (answer: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const [form] = Form.useForm<{ answer: string }>();
  const { input, ...itemProps } = item;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={en.common.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ answer }) => onAnswer(answer.trim())}>
        <Form.Item name="answer" {...itemProps}>
          {input}
        </Form.Item>
      </Form>
    </Modal>
  );
}
