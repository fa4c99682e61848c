import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { ACCOUNT_MESSAGES, ACCOUNT_TOASTS, ROLE_LABELS, ROLES, type Role } from '@diet/contracts/accounts';
import { EMAIL_PATTERN, MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { useInviteAccountMutation } from './accounts-api';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';

const t = en.accounts;
const FIELDS = ['email', 'name', 'role'] as const;

interface InviteValues {
  email: string;
  name: string;
  role: Role;
}

export const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invites a person by e-mail with a role; a refusal keeps the dialog open with what was typed. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const { notification } = App.useApp();
  const [invite, { isLoading }] = useInviteAccountMutation();

  async function submit(values: InviteValues) {
    try {
      await invite({ email: values.email.trim(), name: values.name.trim(), role: values.role }).unwrap();
      notification.success({ title: ACCOUNT_TOASTS.invitationSent });
      form.resetFields();
      timing.reset();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      if (fieldErrors.length > 0) form.setFields(fieldErrors as never);
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  // Messages on submit first, then as fields change (SPEC.md section 5).
  const timing = useSubmitThenChange(submit);

  return (
    <Modal
      open={open}
      title={t.inviteTitle}
      okText={t.send}
      cancelText={t.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t.inviteHelp}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="invite-form" noValidate {...timing.formProps}>
        <Form.Item
          name="name"
          label={t.fields.name}
          rules={[
            { required: true, whitespace: true, message: VALIDATION.nameRequired },
            { max: MAX_LENGTH.name, message: VALIDATION.tooLong(t.fields.name, MAX_LENGTH.name) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t.fields.email}
          rules={[
            { required: true, whitespace: true, message: VALIDATION.emailRequired },
            { pattern: EMAIL_PATTERN, message: VALIDATION.emailInvalid },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t.fields.role}
          rules={[{ required: true, message: ACCOUNT_MESSAGES.roleRequired }]}
        >
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
