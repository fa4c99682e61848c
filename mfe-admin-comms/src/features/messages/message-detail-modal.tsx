import { Button, Divider, Modal, Tag, Typography } from 'antd';
import { MESSAGE_STATUS_LABELS } from '@diet/contracts/contact-tracking';
import type { ContactMessage } from '@diet/contracts/entities';
import { en } from '../../i18n/en';
import { MessageAnswerForm } from './message-answer-form';
import { fullTimestamp, replyHref, subjectLabel } from './message-display';

const t = en.messages;

/** The whole message, with Close and Reply (SPEC.md section 2), and the answer of a tracked message (12.3). */
export function MessageDetailModal({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      title={message ? subjectLabel(message.subject) : ''}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t.close}
        </Button>,
        <Button key="reply" type="primary" href={message ? replyHref(message) : undefined}>
          {t.reply}
        </Button>,
      ]}
    >
      {message && (
        <>
          <Typography.Paragraph>
            {t.reference}: <Typography.Text strong>{message.reference}</Typography.Text>{' '}
            <Tag>{MESSAGE_STATUS_LABELS[message.status]}</Tag>
            <br />
            {t.from}: {message.name} (<a href={`mailto:${message.email}`}>{message.email}</a>)
            <br />
            {t.received}: {fullTimestamp(message.createdAt)}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography.Paragraph>
          <Divider titlePlacement="start">{t.answerTitle}</Divider>
          <Typography.Paragraph type="secondary">
            {t.lastAnswered}: {fullTimestamp(message.updatedAt)}
          </Typography.Paragraph>
          <MessageAnswerForm message={message} />
        </>
      )}
    </Modal>
  );
}
