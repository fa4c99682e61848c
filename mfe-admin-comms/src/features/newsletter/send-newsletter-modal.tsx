import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { useTypedWork } from '@diet/frontend-core/admin/typed-work';
import { en } from '../../i18n/en';
import { useSendNewsletterMutation } from './newsletter-api';

const t = en.newsletter;

export const NEWSLETTER_FORM = 'newsletter';

/**
 * 'Send Newsletter' (SPEC.md sections 2, 4, 5): both fields required, else the one toast and no
 * call; 'Sending...' while busy; success closes and clears; failure keeps it open as typed.
 */
export function SendNewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notification } = App.useApp();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [send, { isLoading }] = useSendNewsletterMutation();
  // A newsletter being written outlives an ended session (typed-work.ts).
  useTypedWork({
    form: NEWSLETTER_FORM,
    open,
    read: () => ({ subject, content }),
    restore: (kept) => {
      setSubject(String(kept.subject ?? ''));
      setContent(String(kept.content ?? ''));
      notification.info({ title: shared.form.typedWorkBack });
    },
  });

  async function submit() {
    if (!subject.trim() || !content.trim()) {
      notification.error({ title: VALIDATION.newsletterRequired });
      return;
    }
    try {
      await send({ subject: subject.trim(), content }).unwrap();
      notification.success({ title: TOASTS.newsletterSent });
      setSubject('');
      setContent('');
      onClose();
    } catch {
      notification.error({ title: TOASTS.newsletterSendFailure });
    }
  }

  return (
    <Modal
      open={open}
      title={t.sendTitle}
      okText={isLoading ? t.sending : t.send}
      cancelText={t.cancel}
      okButtonProps={{ disabled: isLoading }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t.subject} htmlFor="newsletter-subject">
          <Input
            id="newsletter-subject"
            value={subject}
            maxLength={MAX_LENGTH.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t.content} htmlFor="newsletter-content" extra={t.contentHelp}>
          <Input.TextArea
            id="newsletter-content"
            rows={8}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
