import { Button, Modal, Typography } from 'antd';
import type { ContactMessage } from '@diet/contracts/entities';
import { en } from '../../i18n/en';
import { fullTimestamp, replyHref, subjectLabel } from './message-display';

const t = en.messages;

/** The whole message, with Close and Reply (SPEC.md section 2). */
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
            {t.from}: {message.name} (<a href={`mailto:${message.email}`}>{message.email}</a>)
            <br />
            {t.received}: {fullTimestamp(message.createdAt)}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
